// `npm run bench:cache-writes` (after `npm run build`: the rendered pages need the web build):
// what writes cost the public cache's readers (apps/server/src/http/public-cache.ts, the default
// LIST_CACHE_SECONDS=3). On the load data (bench/seed-load.ts, BENCH_ROWS listings, default
// 20,000 so it is quick) one app with the cache on serves the public readers - the home list,
// the category page (houses), a listing's detail (visitor), the rendered home and category pages
// and, as a control, the month calendar of the hall being booked - each measured with
// autocannon (50 connections, no pipelining, BENCH_SECONDS each) three ways in one run:
//
//   no writes        nothing else happens (after a warm-up of BENCH_SECONDS / 5, not counted);
//   hall bookings    a writer in this process makes WRITES_PER_SECOND (default 50) successful
//                    writes of another kind: the hall owner blocks a day of the calendar's hall
//                    (POST /api/hallAdminEvents/add, a new day each time);
//   language choice  the same rate of writes that show nothing public: a signed-in user
//                    switches the interface language (POST /api/users/language, so <-> en).
//
// Today any successful write clears the whole cache, so both writers cost the readers alike;
// with invalidation by what changed, the language choice should cost nothing and the hall
// bookings only the hall's calendar. Each row prints req/s, p99 and the cache's hit ratio
// (the app's cache object's get and load calls, counted from here) per column, and the writes
// per second the writer achieved. On PostgreSQL (DATABASE_URL) it works in a scratch database
// of that server, dropped after; otherwise in an embedded PGlite in a temporary directory.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:cache-writes
//   BENCH_ROWS=10000 BENCH_SECONDS=2 WRITES_PER_SECOND=20 npx tsx bench/cache-writes.ts
//   BENCH_ONLY=page npx tsx bench/cache-writes.ts      # some readers only
//
// A comparison tool: no targets. Exits 1 only when a read or a write fails (an error, a timeout
// or a non-2xx answer; a write must also answer 'success'): writes that are refused measure
// nothing.
import './production-env';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { publicCache } from '../apps/server/src/http/public-cache';
import { sessionCookieName } from '../apps/server/src/http/session-cookie';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { insertUser } from '../apps/server/src/modules/users/repository';
import { productionConfig } from './bench-config';
import { isRendered, loadEndpoints, loadPages, type Endpoint } from './plans';
import { loadId, loadSize, scratchDatabase, seedLoad } from './seed-load';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const WRITES_PER_SECOND = Number(process.env.WRITES_PER_SECOND ?? 50);
/** writes in flight at most: a slow write delays the next ones instead of piling up */
const MAX_IN_FLIGHT = 20;
/** the admin events go this many days ahead, past every generated hall event (seed-load) */
const FIRST_FREE_DAY = 400;
const READERS = [
  'home listing (24 cards)',
  'category page (houses)',
  'property detail (visitor)',
  'page: home',
  'page: category (houses)',
  'hall month calendar (visitor)',
];
const CONTROL = 'hall month calendar (visitor)';
const MODES = ['no writes', 'hall bookings', 'language choice'] as const;
type Mode = (typeof MODES)[number];
type Figures = {
  rps: number;
  p99: number;
  /** 1 - loads / gets of the public cache, or undefined when its calls cannot be counted */
  hits?: number;
  /** successful writes per second while the row was measured */
  writes: number;
};

if (!Number.isFinite(DURATION) || DURATION <= 0) throw new Error('BENCH_SECONDS must be > 0');
if (!Number.isFinite(WRITES_PER_SECOND) || WRITES_PER_SECOND <= 0)
  throw new Error('WRITES_PER_SECOND must be > 0');

const baseUrl = process.env.DATABASE_URL || undefined;
const scratch = baseUrl ? await scratchDatabase(baseUrl) : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-'));
const failures: string[] = [];
const rows = new Map<string, Partial<Record<Mode, Figures>>>();
let hitsCounted = false;

try {
  const size = loadSize(Number(process.env.BENCH_ROWS ?? 20_000));
  console.log(
    `\nPublic cache under writes on ${scratch ? 'PostgreSQL (scratch database)' : 'embedded PGlite'}`,
  );
  const config = productionConfig(scratch?.url ?? '', dataDir, 3);
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    await seedLoad(app.deps.db, size);

    const session = async (userId: string) =>
      `${sessionCookieName(config)}=${await createSession(app.deps.db, userId)}`;
    const user = (await insertUser(app.deps.db, {
      name: 'Bench User',
      email: 'bench@example.so',
    }))!;
    const visitorHeaders = { 'x-api-key': config.apiKey, 'content-type': 'application/json' };
    const headers = { ...visitorHeaders, cookie: await session(user.id) };

    // The hall whose month calendar the control row reads (plans.ts: the middle one) and its
    // owner, as seed-load generates them: hall g belongs to user (7g mod users) + 1.
    const hallNumber = Math.ceil(size.halls / 2);
    const hallId = loadId('h', hallNumber);
    const owner = loadId('u', ((hallNumber * 7) % size.users) + 1);
    const ownerHeaders = { ...visitorHeaders, cookie: await session(owner) };
    const writerHeaders = { ...visitorHeaders, cookie: await session(user.id) };
    const firstDay = Date.now() + FIRST_FREE_DAY * 86_400_000;
    let day = 0;
    let language = 0;
    const writes: Record<Exclude<Mode, 'no writes'>, () => Promise<string | undefined>> = {
      // A new day of the same hall each time, so every one succeeds.
      'hall bookings': () =>
        write('/api/hallAdminEvents/add', ownerHeaders, {
          hall_id: hallId,
          date: new Date(firstDay + day++ * 86_400_000).toISOString().slice(0, 10),
          starting_time: '10:00',
          ending_time: '14:00',
        }),
      // Switching back and forth, so every one changes the row.
      'language choice': () =>
        write('/api/users/language', writerHeaders, { language: language++ % 2 ? 'en' : 'so' }),
    };
    /** One write: undefined when it succeeded, else what went wrong. */
    async function write(
      url: string,
      h: Record<string, string>,
      body: object,
    ): Promise<string | undefined> {
      try {
        const res = await fetch(base + url, {
          method: 'POST',
          headers: h,
          body: JSON.stringify(body),
        });
        const text = await res.text();
        if (res.status !== 200) return `${url}: HTTP ${res.status} ${text.slice(0, 200)}`;
        const data = (JSON.parse(text) as { data?: unknown }).data;
        if (url.includes('hallAdminEvents') && data !== 'success')
          return `${url}: answered ${JSON.stringify(data)}`;
        return undefined;
      } catch (error) {
        return `${url}: ${String(error)}`;
      }
    }

    // The hit ratio, counted from outside the server's code: the app's cache object (one per
    // app, publicCache) is wrapped so each get and each load it starts are counted. When its
    // shape has changed so that this no longer fits, the column is left empty.
    const counts = { gets: 0, loads: 0 };
    const cache = publicCache(app.deps) as unknown as Record<string, unknown>;
    const originalGet = cache.get;
    if (typeof originalGet === 'function') {
      hitsCounted = true;
      cache.get = function (this: unknown, ...args: unknown[]) {
        counts.gets++;
        const at = args.findIndex((a) => typeof a === 'function');
        if (at >= 0) {
          const load = args[at] as (...a: unknown[]) => unknown;
          args[at] = (...a: unknown[]) => {
            counts.loads++;
            return load(...a);
          };
        } else hitsCounted = false;
        return (originalGet as (...a: unknown[]) => unknown).apply(this, args);
      };
    }

    /** Writes at WRITES_PER_SECOND until stopped; answers the successes and the failures. */
    function startWriter(makeWrite: () => Promise<string | undefined>) {
      const started = Date.now();
      let launched = 0;
      let inFlight = 0;
      let succeeded = 0;
      const failed: string[] = [];
      const pending = new Set<Promise<void>>();
      // Catches up to the rate on each tick, so a busy event loop does not lower it silently.
      const timer = setInterval(() => {
        const due = Math.floor(((Date.now() - started) / 1000) * WRITES_PER_SECOND);
        while (launched < due && inFlight < MAX_IN_FLIGHT) {
          launched++;
          inFlight++;
          const p = makeWrite().then((problem) => {
            inFlight--;
            if (problem) failed.push(problem);
            else succeeded++;
            pending.delete(p);
          });
          pending.add(p);
        }
      }, 5);
      return async () => {
        clearInterval(timer);
        const seconds = (Date.now() - started) / 1000;
        await Promise.all(pending);
        return { perSecond: succeeded / seconds, failed };
      };
    }

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const targets = [...loadEndpoints(size), ...loadPages(size)].filter(
      (t) => READERS.includes(t.name) && (!only || only.test(t.name)),
    );
    const measure = (t: Endpoint, duration = DURATION) =>
      autocannon({
        url: base + t.path,
        method: t.method ?? 'GET',
        body: t.body,
        headers: t.visitor ? visitorHeaders : headers,
        connections: CONNECTIONS,
        pipelining: 1,
        duration,
        // The load generator on a thread of its own, not on the server's event loop.
        workers: 1,
      });
    for (const t of targets) {
      process.stdout.write(`${t.name}: `);
      // A warm-up, not counted: the first column would otherwise pay for the reader's first
      // renders and compilations.
      await measure(t, Math.max(1, DURATION / 5));
      // A page sent unrendered (its renderer failed) would be measured as a fast page.
      if (t.page && !(await isRendered(base + t.path)))
        failures.push(`${t.name}: the page was sent unrendered`);
      for (const mode of MODES) {
        counts.gets = 0;
        counts.loads = 0;
        const stop = mode === 'no writes' ? undefined : startWriter(writes[mode]);
        const result = await measure(t);
        const writer = await stop?.();
        if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
          failures.push(
            `${t.name} (${mode}): ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        if (writer && writer.failed.length > 0)
          failures.push(
            `${t.name} (${mode}): ${writer.failed.length} writes failed, the first: ${writer.failed[0]}`,
          );
        const row = rows.get(t.name) ?? {};
        row[mode] = {
          rps: result.requests.average,
          p99: result.latency.p99,
          hits: counts.gets > 0 ? 1 - counts.loads / counts.gets : undefined,
          writes: writer?.perSecond ?? 0,
        };
        rows.set(t.name, row);
        process.stdout.write('.');
      }
      console.log();
    }
  } finally {
    await app.close();
  }
} finally {
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\n${scratch ? 'PostgreSQL' : 'embedded PGlite'}; ${CONNECTIONS} connections, no pipelining, ${DURATION} s each; ` +
    `writer asked for ${WRITES_PER_SECOND} writes/s; cache 3 s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
);
const cell = (f: Figures | undefined, writer: boolean) =>
  f
    ? [
        f.rps.toFixed(0).padStart(6),
        String(f.p99).padStart(5),
        (f.hits === undefined || !hitsCounted ? '-' : `${(f.hits * 100).toFixed(1)}`).padStart(5),
        ...(writer ? [f.writes.toFixed(1).padStart(5)] : []),
      ].join(' ')
    : 'not run'.padStart(writer ? 23 : 17);
console.log(''.padEnd(32), ...MODES.map((m, i) => `| ${m.padEnd(i === 0 ? 17 : 23)}`), '|');
console.log(
  'reader'.padEnd(32),
  ...MODES.map((m, i) => `|  req/s   p99 hit %${i === 0 ? '' : ' wr/s'}`),
  '|',
);
for (const [name, figures] of rows)
  console.log(
    (name === CONTROL ? `${name} *` : name).padEnd(32),
    ...MODES.map((m, i) => `| ${cell(figures[m], i > 0)}`),
    '|',
  );
console.log(
  `\np99 in ms; hit % = share of the public cache's lookups answered without a load; wr/s = successful writes per second.` +
    `\n* control: the current month of the hall the bookings go to (they fall 400+ days ahead).`,
);
if (failures.length > 0) {
  console.error(`\nFailed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
