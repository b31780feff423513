// `npm run bench:soak`: a long mixed-traffic run against PostgreSQL (issue 8 item 8). Browsing,
// filtering, details, hall calendars and hotel availability, bookings of halls, hotel rooms and
// general properties (many for the same slots, so the guards are busy), cancellations, the
// inbox, with owners' sockets open for the live events. It must end with no 5xx answer, no
// double booking (SQL over the live rows) and a server heap that stops growing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:soak         # 10 min
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SOAK_MINUTES=2 SAMPLE_SECONDS=15 npm run bench:soak
//
// The server is the real app (buildApp, demo data) in a child process run with --expose-gc:
// every SAMPLE_SECONDS (60) it reports heapUsed after a full collection and RSS, printed as a
// line. Knobs: SOAK_MINUTES (10), SAMPLE_SECONDS (60), SOAK_CONNECTIONS (16 clients in a
// loop, each sending its next request when the last is answered), SOAK_SOCKETS (20), REDIS_URL
// (set: rate limits and sockets through Redis as with several instances). Works in a scratch
// database of that server, dropped after. Exits 1 on a 5xx, a double booking, a request error,
// or heap growth over the second half of the run above GROWTH_LIMIT_MB (10).
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_SECONDS = Number(process.env.SAMPLE_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const SOCKETS = Number(process.env.SOAK_SOCKETS ?? 20);
const GROWTH_LIMIT_MB = Number(process.env.GROWTH_LIMIT_MB ?? 10);
const RENTERS = 60;
const HALLS = 3;
const HOTEL_ADDRESSES = 6;
const PROPERTIES = 30;

const self = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Signed = { id: string; cookie: string };
type World = {
  url: string;
  apiKey: string;
  owner: Signed;
  renters: Signed[];
  halls: string[];
  hotel: { id: string; roomId: string; addresses: string[] };
  properties: string[];
  /** demo listings to browse and their halls and hotels */
  listings: string[];
  demoHalls: string[];
  demoHotels: string[];
};
type Sample = { heapUsed: number; rss: number; external: number };
type Msg =
  | { kind: 'ready'; world: World }
  | { kind: 'sample' }
  | { kind: 'memory'; memory: Sample }
  | { kind: 'stop' };

function next<K extends Msg['kind']>(
  child: ChildProcess,
  kind: K,
): Promise<Extract<Msg, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: Msg) => {
      if (msg.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg as Extract<Msg, { kind: K }>);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`server exited (${code}) awaiting ${kind}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

// ---------------------------------------------------------------------------------------------
// server process: the app on the scratch database, demo data, and the bookable fixtures

async function runServer() {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { hotelRoomAddresses, hotelRooms, hotels } = await import('../apps/server/src/db/schema');
  const { createSession } = await import('../apps/server/src/modules/auth/sessions');
  const { createHall, createProperty, createUser, SIX_FACILITIES } =
    await import('../apps/server/test/support/factories');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the server with --expose-gc');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-soak-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.SOAK_DATABASE_URL,
    REDIS_PREFIX: `soak-${randomUUID()}:`,
    DEMO_DATA: '1',
    LOG_LEVEL: 'error',
    // The load comes from one address: sign-in limits are not what is soaked.
    AUTH_RATE_LIMIT: '100000',
    // The owner's tabs share one session, and all tabs one address.
    SOCKETS_PER_SESSION: String(SOCKETS),
    SOCKET_UPGRADES_PER_MINUTE: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);
  const db = app.deps.db;
  const signIn = async (name: string): Promise<Signed> => {
    const user = await createUser(db, { name });
    return { id: user.id, cookie: `sid=${await createSession(db, user.id)}` };
  };
  const owner = await signIn('Soak Owner');
  const renters: Signed[] = [];
  for (let i = 0; i < RENTERS; i++) renters.push(await signIn(`Soak Renter ${i}`));
  const halls: string[] = [];
  for (let i = 0; i < HALLS; i++)
    halls.push((await createHall(db, owner.id, { name: `Soak Hall ${i}` })).property.id);
  const hotel = await createProperty(db, owner.id, {
    type: 'Hotel',
    name: 'Soak Hotel',
    rooms: null,
    area: null,
  });
  await db.insert(hotels).values({ propertyId: hotel.id, contact: '+252 61 0000002' });
  const [room] = await db
    .insert(hotelRooms)
    .values({
      hotelId: hotel.id,
      type: 'familyRoom',
      capacity: 6,
      maxKids: 3,
      maxAdults: 3,
      numberOfRooms: HOTEL_ADDRESSES,
      area: 40,
      dailyRate: 90,
      shortStayRate: 110,
      facilities: SIX_FACILITIES,
    })
    .returning();
  const addresses = Array.from({ length: HOTEL_ADDRESSES }, (_, i) => `S${i + 1}`);
  await db
    .insert(hotelRoomAddresses)
    .values(addresses.map((address) => ({ roomId: room!.id, hotelId: hotel.id, address })));
  const properties: string[] = [];
  for (let i = 0; i < PROPERTIES; i++)
    properties.push((await createProperty(db, owner.id, { price: 200 + i * 10 })).id);

  const ids = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const listings = await ids(
    sql`select id from renting_properties where type not in ('Hall', 'Hotel', 'Apartment') order by id limit 200`,
  );
  const demoHalls = await ids(sql`select property_id as id from halls limit 20`);
  const demoHotels = await ids(sql`select property_id as id from hotels limit 20`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  process.on('message', async (msg: Msg) => {
    if (msg.kind === 'sample') {
      for (let i = 0; i < 3; i++) {
        gc();
        await sleep(50);
      }
      const m = process.memoryUsage();
      process.send!({
        kind: 'memory',
        memory: { heapUsed: m.heapUsed, rss: m.rss, external: m.external },
      } satisfies Msg);
    } else if (msg.kind === 'stop') {
      await app.close();
      // The socket adapter's stream (and any counters) stay in Redis otherwise.
      if (config.redisUrl) {
        const { Redis } = await import('ioredis');
        const redis = new Redis(config.redisUrl);
        const keys = await redis.keys(`${config.redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send!({
    kind: 'ready',
    world: {
      url,
      apiKey: config.apiKey,
      owner,
      renters,
      halls,
      hotel: { id: hotel.id, roomId: room!.id, addresses },
      properties,
      listings,
      demoHalls,
      demoHotels,
    },
  } satisfies Msg);
}

// ---------------------------------------------------------------------------------------------
// load generator

type Stats = {
  count: number;
  statuses: Map<number, number>;
  /** of calls that change something: the answer's short data or error code, by status */
  outcomes: Map<string, number>;
  latencies: number[];
};

/** `success`, `existed`, `conflict`...: what a booking call answered, briefly. */
function outcomeOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { data?: unknown; code?: string };
    let data = body.data;
    if (data && typeof data === 'object' && 'data' in data) data = (data as { data: unknown }).data;
    if (typeof data === 'string' && data.length <= 24) return `${status} ${data}`;
    return `${status} ${body.code ?? 'data'}`;
  } catch {
    return `${status} ${text.slice(0, 24)}`;
  }
}

async function orchestrate() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'bench:soak runs against PostgreSQL: set DATABASE_URL (a scratch database is made there)',
    );
    process.exit(2);
  }
  const { createScratchDatabase } = await import('../apps/server/test/support/postgres');
  const { PRICE_BANDS, ROUTE_TYPES, DISTRICTS, SOCKET_PATH, NOTIFICATION_EVENT, toIsoDay } =
    await import('@rentals/shared');
  const { io } = await import('socket.io-client');
  const { eventInfo } = await import('../apps/server/test/support/factories');
  const pg = (await import('pg')).default;

  const scratch = await createScratchDatabase(serverUrl, 'soak');
  const server = fork(self, ['server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, SOAK_DATABASE_URL: scratch.url },
  });
  let exitCode = 0;
  try {
    const { world } = await next(server, 'ready');
    const rnd = (n: number) => Math.floor(Math.random() * n);
    const pick = <T>(list: readonly T[]) => list[rnd(list.length)]!;
    const day = (n: number) => toIsoDay(new Date(Date.now() + n * 86_400_000));

    // Live events: the owner's tabs (every booking notifies them) and some renters'.
    const sockets = Array.from({ length: SOCKETS }, (_, i) => {
      const who = i < Math.ceil(SOCKETS / 4) ? world.owner : world.renters[i]!;
      return io(world.url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        extraHeaders: { cookie: who.cookie },
        forceNew: true,
      });
    });
    let liveEvents = 0;
    for (const s of sockets) s.on(NOTIFICATION_EVENT, () => void liveEvents++);

    const stats = new Map<string, Stats>();
    const errors: string[] = [];
    const fiveHundreds: string[] = [];
    async function call(
      action: string,
      method: 'GET' | 'POST',
      url: string,
      body?: object,
      as?: Signed,
    ) {
      const started = performance.now();
      let status = 0;
      let outcome: string | undefined;
      try {
        const res = await fetch(world.url + url, {
          method,
          headers: {
            'x-api-key': world.apiKey,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(as ? { cookie: as.cookie } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        status = res.status;
        const text = await res.text();
        if (method === 'POST' && action !== 'filter') outcome = outcomeOf(status, text);
        if (status >= 500 && fiveHundreds.length < 10)
          fiveHundreds.push(`${action} ${method} ${url} -> ${status} ${text.slice(0, 200)}`);
        return { status, text };
      } catch (err) {
        if (errors.length < 10) errors.push(`${action}: ${(err as Error).message}`);
        if (method === 'POST' && action !== 'filter') outcome = 'request error';
        return { status: 0, text: '' };
      } finally {
        const s: Stats = stats.get(action) ?? {
          count: 0,
          statuses: new Map(),
          outcomes: new Map(),
          latencies: [],
        };
        s.count++;
        if (outcome) s.outcomes.set(outcome, (s.outcomes.get(outcome) ?? 0) + 1);
        s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
        if (s.latencies.length < 200_000) s.latencies.push(performance.now() - started);
        stats.set(action, s);
      }
    }

    const bands = PRICE_BANDS.filter((b) => b.id !== 'any');
    const requested: { renter: Signed; propertyId: string }[] = [];
    // Read-only look-ups of what is pending, for the owner's answers (not counted as requests).
    const db = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const month = (n: number) => day(n).slice(0, 7);
    const actions: [number, () => Promise<unknown>][] = [
      [
        12,
        async () => {
          const first = await call('home', 'GET', '/api/rentingProperty/renting');
          const cursor = (JSON.parse(first.text || '{}') as { next?: string | null }).next;
          if (cursor && Math.random() < 0.5)
            await call(
              'home next page',
              'GET',
              `/api/rentingProperty/renting?cursor=${encodeURIComponent(cursor)}`,
            );
        },
      ],
      [
        10,
        () =>
          call('category', 'GET', `/api/rentingProperty/property-category/${pick(ROUTE_TYPES)}`),
      ],
      [
        12,
        () => {
          const band = pick(bands);
          const body: Record<string, unknown> = { price: { start: band.start, end: band.end } };
          if (Math.random() < 0.7) body.type = 'House';
          if (Math.random() < 0.6) body.district = pick(DISTRICTS);
          return call('filter', 'POST', '/api/rentingProperty/filter', body);
        },
      ],
      [10, () => call('detail', 'GET', `/api/rentingproperty/find/${pick(world.listings)}`)],
      [3, () => call('category counts', 'GET', '/api/rentingProperty/category-counts')],
      [
        6,
        () => {
          const hotel = Math.random() < 0.5 ? world.hotel.id : pick(world.demoHotels);
          const start = 1 + rnd(60);
          return call(
            'hotel availability',
            'GET',
            `/api/hotels/hotelRoomRentals/availableRooms?hotel_id=${hotel}&check_in=${day(start)}&check_out=${day(start + 1 + rnd(4))}`,
          );
        },
      ],
      [
        6,
        () => {
          const hall = Math.random() < 0.5 ? pick(world.halls) : pick(world.demoHalls);
          return call(
            'hall calendar',
            'GET',
            `/api/hallEvents/events_between_a_month?date=${month(rnd(60))}&hall_id=${hall}`,
          );
        },
      ],
      [
        6,
        () => {
          const renter = pick(world.renters);
          return call(
            'book hall',
            'POST',
            '/api/hallEvents/rent',
            {
              hall_id: pick(world.halls),
              userId: renter.id,
              contact: '615000000',
              district: 'Hodan',
              event_info: eventInfo(day(10 + rnd(120))),
            },
            renter,
          );
        },
      ],
      [
        6,
        () => {
          const renter = pick(world.renters);
          const start = 5 + rnd(120);
          return call(
            'book hotel',
            'POST',
            '/api/hotels/hotelRoomRentals/booking/add',
            {
              guest_id: renter.id,
              hotel_id: world.hotel.id,
              room_id: world.hotel.roomId,
              room_address: pick(world.hotel.addresses),
              room_type: 'familyRoom',
              check_in: day(start),
              check_out: day(start + 1 + rnd(4)),
              max_adults: 2,
              max_kids: 1,
            },
            renter,
          );
        },
      ],
      [
        6,
        async () => {
          const renter = pick(world.renters);
          const propertyId = pick(world.properties);
          const res = await call(
            'request property',
            'POST',
            '/api/rentingProperty/renting-request/',
            { propertyId, userId: renter.id },
            renter,
          );
          if (res.text.includes('"data":"success"')) requested.push({ renter, propertyId });
        },
      ],
      [
        4,
        () => {
          // Mostly the renter's own request (which frees the listing); now and then another's.
          const own = requested.length > 0 && Math.random() < 0.8;
          const { renter, propertyId } = own
            ? requested.splice(rnd(requested.length), 1)[0]!
            : { renter: pick(world.renters), propertyId: pick(world.properties) };
          return call(
            'cancel property request',
            'POST',
            '/api/rentingProperty/cancel-rent-request',
            { propertyId },
            renter,
          );
        },
      ],
      [
        4,
        async () => {
          // The owner answers a pending hall request: books it (through the same guard) or,
          // more often, declines it, which frees the day for the next renters.
          const { rows } = await db.query<{ id: string }>(
            `select id from hall_events where status = 'pending' and hall_id = any($1)
             order by random() limit 1`,
            [world.halls],
          );
          if (!rows[0]) return;
          const body = { event_id: rows[0].id };
          if (Math.random() < 0.4)
            return call(
              'owner books hall event',
              'POST',
              '/api/hallEvents/book-event',
              body,
              world.owner,
            );
          return call(
            'owner declines hall event',
            'POST',
            '/api/hallEvents/decline-hall-event',
            body,
            world.owner,
          );
        },
      ],
      [
        4,
        async () => {
          const { rows } = await db.query<{ id: string }>(
            `select id from hotel_reservations where status = 'pending' and hotel_id = $1
             order by random() limit 1`,
            [world.hotel.id],
          );
          if (!rows[0]) return;
          const body = { reservation_id: rows[0].id };
          if (Math.random() < 0.4)
            return call(
              'owner accepts reservation',
              'POST',
              '/api/hotels/hotelRoomRentals/accept-reservation',
              body,
              world.owner,
            );
          return call(
            'owner declines reservation',
            'POST',
            '/api/hotels/hotelRoomRentals/decline-reservation-request',
            body,
            world.owner,
          );
        },
      ],
      [
        3,
        () =>
          call(
            'inbox',
            'GET',
            `/api/notifications/notifier/${world.owner.id}`,
            undefined,
            world.owner,
          ),
      ],
      [
        2,
        () =>
          call('unread count', 'GET', '/api/notifications/unread-count', undefined, world.owner),
      ],
      [1, () => call('mark read', 'POST', '/api/notifications/read', {}, world.owner)],
      [
        2,
        () =>
          call(
            'session check',
            'GET',
            '/api/users/login/authorization',
            undefined,
            pick(world.renters),
          ),
      ],
    ];
    const totalWeight = actions.reduce((n, [w]) => n + w, 0);
    const choose = () => {
      let r = Math.random() * totalWeight;
      for (const [w, run] of actions) if ((r -= w) < 0) return run;
      return actions[0]![1];
    };

    const end = Date.now() + MINUTES * 60_000;
    const started = Date.now();
    const requestsSoFar = () => [...stats.values()].reduce((n, s) => n + s.count, 0);
    console.log(
      `soak: ${MINUTES} min, ${CONNECTIONS} connections, ${SOCKETS} sockets, PostgreSQL scratch database` +
        `${process.env.REDIS_URL ? ', Redis' : ''}; memory every ${SAMPLE_SECONDS} s (heap after gc)`,
    );
    console.log('   time   requests    req/s   heapUsed       rss   5xx');
    const samples: { at: number; memory: Sample }[] = [];
    let lastCount = 0;
    let lastAt = started;
    const sample = async () => {
      server.send({ kind: 'sample' } satisfies Msg);
      const { memory } = await next(server, 'memory');
      const at = Date.now();
      const count = requestsSoFar();
      samples.push({ at: at - started, memory });
      const fives = [...stats.values()].reduce(
        (n, s) => n + [...s.statuses].filter(([k]) => k >= 500).reduce((m, [, v]) => m + v, 0),
        0,
      );
      console.log(
        `${((at - started) / 60_000).toFixed(2).padStart(6)}m ${String(count).padStart(10)} ${((count - lastCount) / Math.max(1, (at - lastAt) / 1000)).toFixed(0).padStart(8)} ` +
          `${(memory.heapUsed / MB).toFixed(1).padStart(8)} MB ${(memory.rss / MB).toFixed(0).padStart(6)} MB ${String(fives).padStart(5)}`,
      );
      lastCount = count;
      lastAt = at;
    };
    await sample();
    const sampler = (async () => {
      while (Date.now() < end) {
        await sleep(Math.min(SAMPLE_SECONDS * 1000, Math.max(0, end - Date.now())));
        if (Date.now() < end) await sample();
      }
    })();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) await choose()();
      }),
    );
    await sampler;
    await db.end();
    for (const s of sockets) s.disconnect();
    await sleep(500);
    await sample();

    // --- the checks ------------------------------------------------------------------------
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const count = async (text: string) => Number((await client.query(text)).rows[0].n);
    const doubles = {
      'general property: live requests or rentals per property > 1': await count(`
        select count(*) as n from (select property_id from renting_records
        where status in ('pending', 'rented') group by property_id having count(*) > 1) d`),
      'halls (one event a day): live events on one day > 1': await count(`
        select count(*) as n from (
          select hall_id, date from (
            select hall_id, date from hall_events where status in ('pending', 'booked')
            union all
            select hall_id, date from hall_admin_events where status = 'booked') live
          join halls h on h.property_id = live.hall_id and not h.multi_rental_allowed
          group by hall_id, date having count(*) > 1) d`),
      'hotel rooms: overlapping live reservations of one room': await count(`
        select count(*) as n from hotel_reservations a join hotel_reservations b
        on a.address_id = b.address_id and a.id < b.id
        and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)
        where a.status in ('pending', 'booked') and b.status in ('pending', 'booked')`),
      'apartments: live requests or rentals per address > 1': await count(`
        select count(*) as n from (select address_id from apartment_renting_records
        where status in ('pending', 'rented') group by address_id having count(*) > 1) d`),
    };
    const liveRows = {
      'property requests and rentals': await count(
        `select count(*) as n from renting_records where status in ('pending', 'rented')`,
      ),
      'hall events': await count(
        `select count(*) as n from hall_events where status in ('pending', 'booked')`,
      ),
      'hotel reservations': await count(
        `select count(*) as n from hotel_reservations where status in ('pending', 'booked')`,
      ),
      notifications: await count(`select count(*) as n from notifications`),
    };
    await client.end();

    // --- the report --------------------------------------------------------------------------
    const pct = (list: number[], p: number) =>
      list.length ? list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)]! : NaN;
    console.log('\n| action | requests | answers | p50 ms | p99 ms |');
    console.log('|---|---:|---|---:|---:|');
    let total = 0;
    let fives = 0;
    for (const [action, s] of [...stats].sort((a, b) => b[1].count - a[1].count)) {
      s.latencies.sort((x, y) => x - y);
      total += s.count;
      fives += [...s.statuses].filter(([k]) => k >= 500).reduce((m, [, v]) => m + v, 0);
      const answers =
        s.outcomes.size > 0
          ? [...s.outcomes]
              .sort((a, b) => b[1] - a[1])
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')
          : [...s.statuses]
              .sort((a, b) => a[0] - b[0])
              .map(([k, v]) => `${k || 'error'}: ${v}`)
              .join(', ');
      console.log(
        `| ${action} | ${s.count} | ${answers} | ${pct(s.latencies, 50).toFixed(1)} | ${pct(s.latencies, 99).toFixed(1)} |`,
      );
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\n${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s), ${fives} 5xx, ${errors.length} request errors, ${liveEvents} live events received`,
    );
    console.log(
      `live rows at the end: ${Object.entries(liveRows)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    for (const [check, n] of Object.entries(doubles))
      console.log(`double booking check: ${check}: ${n}`);

    // Memory stops growing: heap after gc over the second half of the run (the first half
    // includes warm-up: JIT, caches, pools, prepared statements).
    const half = samples.filter((s) => s.at >= samples.at(-1)!.at / 2);
    const heapGrowth =
      half.length >= 2 ? half.at(-1)!.memory.heapUsed - half[0]!.memory.heapUsed : 0;
    const rssGrowth = half.length >= 2 ? half.at(-1)!.memory.rss - half[0]!.memory.rss : 0;
    console.log(
      `memory over the second half (${half.length} samples): heapUsed ${heapGrowth >= 0 ? '+' : ''}${(heapGrowth / MB).toFixed(1)} MB, rss ${rssGrowth >= 0 ? '+' : ''}${(rssGrowth / MB).toFixed(1)} MB`,
    );

    const failures: string[] = [];
    if (fives > 0) failures.push(`${fives} answers 5xx:\n  ${fiveHundreds.join('\n  ')}`);
    if (errors.length > 0) failures.push(`request errors:\n  ${errors.join('\n  ')}`);
    for (const [check, n] of Object.entries(doubles))
      if (n > 0) failures.push(`double booking: ${check}: ${n}`);
    if (heapGrowth > GROWTH_LIMIT_MB * MB)
      failures.push(
        `heap grew ${(heapGrowth / MB).toFixed(1)} MB over the second half (> ${GROWTH_LIMIT_MB} MB)`,
      );
    if (half.length < 2)
      failures.push('too few memory samples: lower SAMPLE_SECONDS or run longer');
    if (failures.length > 0) {
      console.log(`\nFAIL:\n- ${failures.join('\n- ')}`);
      exitCode = 1;
    } else {
      console.log('\nPASS: no 5xx, no double booking, heap flat over the second half');
    }
  } finally {
    if (server.connected) server.send({ kind: 'stop' } satisfies Msg);
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await scratch.drop();
  }
  process.exit(exitCode);
}

if (process.argv[2] === 'server') await runServer();
else await orchestrate();
