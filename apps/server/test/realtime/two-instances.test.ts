import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { DEV_API_KEY, SOCKET_PATH } from '@rentals/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { NOTIFICATION_EVENT, type LiveEvent } from '../../src/realtime/realtime';
import { socketStreamName } from '../../src/realtime/socket-redis';
import { createSignedInUser, photoJpeg, SIX_FACILITIES } from '../support/factories';
import { startMailbox } from '../support/mailbox';
import { multipartBody } from '../support/multipart';
import { createScratchDatabase } from '../support/postgres';
import { startS3Server } from '../support/s3';

/*
 * Two server instances as production runs them behind a load balancer: each its own process
 * state (pool, socket server, data folder), sharing one PostgreSQL database, one Redis (under a
 * prefix of this run) and one S3-compatible bucket. Nothing a user does may depend on which
 * instance answers. PostgreSQL only: embedded PGlite cannot be shared by two instances.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Sign-in calls one address may make per minute, counted across both instances. */
const AUTH_LIMIT = 12;

type Instance = { app: FastifyInstance; url: string };

describe.skipIf(!DATABASE_URL)('two instances on one PostgreSQL, Redis and bucket', () => {
  const prefix = `test-two-${randomUUID()}:`;
  const dataDirs: string[] = [];
  const sockets: Socket[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let a: Instance;
  let b: Instance;

  async function startInstance(): Promise<Instance> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-two-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SMTP_URL: mailbox.url,
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...s3.env,
    });
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    [scratch, s3, mailbox] = await Promise.all([
      createScratchDatabase(DATABASE_URL!, 'two'),
      startS3Server('rentals-two'),
      startMailbox(),
    ]);
    // Together, as a deployment starts them: migrations run once, under the advisory lock.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await a?.app.close();
    await b?.app.close();
    await untilNoBackendsOn(scratch?.url);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await scratch?.drop();
    await s3?.close();
    await mailbox?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A real HTTP call to one instance, as the web client makes it. */
  async function call(
    to: Instance,
    method: 'GET' | 'POST',
    url: string,
    opts: { json?: object; body?: Buffer; headers?: Record<string, string>; cookie?: string } = {},
  ) {
    const res = await fetch(`${to.url}${url}`, {
      method,
      headers: {
        'x-api-key': DEV_API_KEY,
        ...(opts.json ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...opts.headers,
      },
      body: opts.json ? JSON.stringify(opts.json) : opts.body,
    });
    const sid = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('sid=') && c !== 'sid=');
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()), sid, res };
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
  const json = (r: { body: Buffer }) => JSON.parse(r.body.toString()) as { data: any };

  /** Signs up with the e-mailed code: asked for on `start`, typed in on `finish`. */
  async function signUp(start: Instance, finish: Instance, name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.so`;
    expect((await call(start, 'POST', '/api/users/signup', { json: { name, email } })).status).toBe(
      200,
    );
    const otp = await mailbox.codeFor(email);
    const done = await call(finish, 'POST', '/api/users/varify-login-otp', {
      json: { otp, userEmail: email, type: 'signup' },
    });
    expect(done.status).toBe(200);
    expect(done.sid).toBeDefined();
    return { cookie: done.sid!, id: json(done).data._id as string, email };
  }

  function openSocket(to: Instance, cookie: string) {
    const socket = connectSocket(to.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const events: LiveEvent[] = [];
    socket.on(NOTIFICATION_EVENT, (event: LiveEvent) => events.push(event));
    const connected = new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, events, connected };
  }

  it('keeps a sign-in made on one instance on the other, and a sign-out on both', async () => {
    const hodan = await signUp(a, b, 'Hodan Cali');
    const me = async (on: Instance) =>
      call(on, 'GET', '/api/users/login/authorization', { cookie: hodan.cookie });
    for (const on of [a, b]) {
      const res = await me(on);
      expect(res.status).toBe(200);
      expect(json(res).data).toMatchObject({ _id: hodan.id, email: hodan.email });
    }

    // A later sign-in by code, also split between the two.
    await call(b, 'POST', '/api/users/login/email', { json: { userEmail: hodan.email } });
    const otp = await mailbox.codeFor(hodan.email);
    const again = await call(a, 'POST', '/api/users/varify-login-otp', {
      json: { otp, userEmail: hodan.email, type: 'login' },
    });
    expect(again.status).toBe(200);
    expect(json(again).data._id).toBe(hodan.id);

    // Signed out through B: the session is gone on A too, for calls and for sockets.
    expect((await call(b, 'GET', '/api/users/logout', { cookie: hodan.cookie })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    const refused = openSocket(a, hodan.cookie);
    await expect(refused.connected).rejects.toThrow('not_authorized');
    const other = await call(a, 'GET', '/api/users/login/authorization', {
      cookie: again.sid!,
    });
    expect(other.status).toBe(200);
  });

  it('serves a picture uploaded through one instance from the other', async () => {
    const owner = await signUp(a, a, 'Maxamed Xasan');
    const form = multipartBody(
      {
        owner: owner.id,
        type: 'office',
        rooms: '6',
        price: '1200',
        area: '300',
        location: JSON.stringify({ region: 'Benaadir', district: 'Wadajir' }),
        facilities: JSON.stringify(SIX_FACILITIES),
        description: 'Xafiisyo casri ah. Modern offices on the road to the airport.',
      },
      [{ name: 'office.jpg', bytes: await photoJpeg({ seed: 8 }) }],
    );
    const added = await call(a, 'POST', '/api/rentingProperty/add', {
      body: form.payload,
      headers: form.headers,
      cookie: owner.cookie,
    });
    expect(added.status).toBe(200);
    const [picture] = json(added).data.pictures as string[];
    expect(picture).toMatch(/^\/uploads\/properties\/[0-9a-f]{64}\.webp$/);

    const fromB = await call(b, 'GET', picture!);
    expect(fromB.status).toBe(200);
    expect(fromB.res.headers.get('content-type')).toBe('image/webp');
    expect(fromB.res.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(fromB.body).metadata()).width).toBe(1280);
    const fromA = await call(a, 'GET', picture!);
    expect(fromA.body.equals(fromB.body)).toBe(true);
    const card = await call(b, 'GET', picture!.replace('.webp', '-card.webp'));
    expect(card.status).toBe(200);
    // Neither instance wrote it to its own folder: the bucket is the one store.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);

    // And the listing itself reads the same through B.
    const detail = await call(b, 'GET', `/api/rentingProperty/find/${json(added).data._id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(json(detail).data)).toContain(picture!);
  });

  it("brings a notification created through one instance to the owner's sockets on both", async () => {
    const owner = await signUp(b, a, 'Faadumo Nuur');
    const renter = await signUp(a, b, 'Cabdi Warsame');
    const form = multipartBody(
      {
        owner: owner.id,
        type: 'House',
        rooms: '4',
        price: '450',
        area: '180',
        location: JSON.stringify({ region: 'Benaadir', district: 'Hodan' }),
        facilities: JSON.stringify(SIX_FACILITIES),
        description: 'Guri qurxoon oo ku yaal Hodan. A bright family house with a water tank.',
      },
      [{ name: 'house.jpg', bytes: await photoJpeg({ seed: 9 }) }],
    );
    const added = await call(a, 'POST', '/api/rentingProperty/add', {
      body: form.payload,
      headers: form.headers,
      cookie: owner.cookie,
    });
    expect(added.status).toBe(200);
    const houseId = json(added).data._id as string;

    const ownerOnA = openSocket(a, owner.cookie);
    const ownerOnB = openSocket(b, owner.cookie);
    const renterOnA = openSocket(a, renter.cookie);
    await Promise.all([ownerOnA.connected, ownerOnB.connected, renterOnA.connected]);

    const asked = await call(b, 'POST', '/api/rentingProperty/renting-request/', {
      json: { propertyId: houseId, userId: renter.id },
      cookie: renter.cookie,
    });
    expect(json(asked)).toEqual({ success: true, data: 'success' });
    await until(() => ownerOnA.events.length > 0 && ownerOnB.events.length > 0);
    expect(ownerOnA.events).toEqual([{ type: 'rent-request', about: houseId }]);
    expect(ownerOnB.events).toEqual([{ type: 'rent-request', about: houseId }]);
    expect(renterOnA.events).toEqual([]);

    // The tab refetches from whichever instance it reaches: the inbox is the database.
    const inbox = await call(a, 'GET', `/api/notifications/notifier/${owner.id}`, {
      cookie: owner.cookie,
    });
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(json(inbox).data)).toContain(houseId);
  });

  it('sends one event to many users as one broadcast, every tab in order, across instances', async () => {
    const db = a.app.deps.db;
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => createSignedInUser(db)));
    const tabs = [
      openSocket(b, one!.cookie),
      openSocket(a, one!.cookie),
      openSocket(b, two!.cookie),
      openSocket(b, three!.cookie),
    ];
    await Promise.all(tabs.map((tab) => tab.connected));
    const [oneOnB, oneOnA, twoOnB, threeOnB] = tabs.map((tab) => tab.events);

    // In one go, as the notification dispatcher calls it: a run of one event (one broadcast),
    // the same user again (a new run, so nothing is merged away), then another event.
    const live = a.app.deps.realtime;
    live.toUser(one!.user.id, { type: 'rent-request', about: 'p1' });
    live.toUser(two!.user.id, { type: 'rent-request', about: 'p1' });
    live.toUser(one!.user.id, { type: 'rent-request', about: 'p1' });
    live.toUser(three!.user.id, { type: 'rent-accepted', about: 'p2' });
    live.toUser(two!.user.id, { type: 'marker' });
    await until(() => oneOnB!.length === 2 && oneOnA!.length === 2 && twoOnB!.length === 2);
    await until(() => threeOnB!.length === 1);
    const p1 = { type: 'rent-request', about: 'p1' };
    expect(oneOnB).toEqual([p1, p1]);
    expect(oneOnA).toEqual([p1, p1]);
    expect(twoOnB).toEqual([p1, { type: 'marker' }]);
    expect(threeOnB).toEqual([{ type: 'rent-accepted', about: 'p2' }]);
  });

  it('counts sign-in calls of one address across both instances', async () => {
    // Another client address, so the calls above do not count.
    const attempt = (on: Instance) =>
      on.app.inject({
        method: 'POST',
        url: '/api/users/login/email',
        remoteAddress: '192.0.2.44',
        headers: { 'x-api-key': DEV_API_KEY },
        payload: { userEmail: 'nobody@example.so' },
      });
    for (let i = 0; i < AUTH_LIMIT; i++) {
      expect((await attempt(i % 2 === 0 ? a : b)).statusCode).not.toBe(429);
    }
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });

  it('keeps its Redis keys under the prefix of the run', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.exists(socketStreamName(prefix))).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});

async function until(check: () => boolean, timeoutMs = 8000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Dropping the database while a closed pool's connections are still leaving would fail. */
async function untilNoBackendsOn(databaseUrl: string | undefined) {
  if (!databaseUrl || !DATABASE_URL) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    const end = Date.now() + 8000;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0 || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await admin.end();
  }
}
