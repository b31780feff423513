import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@rentals/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { NOTIFICATION_EVENT, type LiveEvent } from '../../src/realtime/realtime';
import { socketStreamName } from '../../src/realtime/socket-redis';
import { apiClient, startTestApp, type TestApp } from '../support/app';
import { createSession } from '../../src/modules/auth/sessions';
import { createProperty, createSignedInUser } from '../support/factories';
import { createScratchDatabase } from '../support/postgres';

const REDIS_URL = 'redis://127.0.0.1:6379';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

/** A tab's socket as the web client opens it (websocket only), with these handshake headers. */
function openSocket(url: string, headers: Record<string, string> = {}) {
  const socket = connectSocket(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const events: LiveEvent[] = [];
  socket.on(NOTIFICATION_EVENT, (event: LiveEvent) => events.push(event));
  return { socket, events };
}

/** Resolves on connect; rejects with the refusal. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

/** The refusal's message; rejects if the socket connects. */
const refusal = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (err) => resolve(err.message));
  });

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('socket server on one instance', () => {
  let t: TestApp;
  let url: string;
  let hodan: { cookie: string; user: { _id: string } };
  let axmed: { cookie: string; user: { _id: string } };

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'Boss@Example.so' });
    url = await listen(t.app);
    hodan = await t.signUp('Hodan Cali', 'hodan@example.so');
    axmed = await t.signUp('Axmed Faarax', 'axmed@example.so');
  });
  afterAll(() => t.close());

  it('refuses a socket without a session, with an unknown one, and after sign-out', async () => {
    expect(await refusal(openSocket(url).socket)).toBe('not_authorized');
    expect(await refusal(openSocket(url, { cookie: 'sid=nope' }).socket)).toBe('not_authorized');
    const gone = await t.signUp('Gone User', 'gone@example.so');
    await t.get('/api/users/logout', gone.cookie);
    expect(await refusal(openSocket(url, { cookie: gone.cookie }).socket)).toBe('not_authorized');
  });

  it('refuses a page of another origin, and serves no long-polling', async () => {
    const foreign = openSocket(url, { cookie: hodan.cookie, origin: 'https://evil.example' });
    expect(await refusal(foreign.socket)).toBe('websocket error');
    const own = openSocket(url, { cookie: hodan.cookie, origin: url });
    await connected(own.socket);
    own.socket.disconnect();
    const polling = await fetch(`${url}${SOCKET_PATH}/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
  });

  it("delivers toUser to every tab of that user and to no one else's", async () => {
    const tab1 = openSocket(url, { cookie: hodan.cookie });
    const tab2 = openSocket(url, { cookie: hodan.cookie });
    const other = openSocket(url, { cookie: axmed.cookie });
    await Promise.all([tab1, tab2, other].map((s) => connected(s.socket)));

    t.app.deps.realtime.toUser(hodan.user._id, { type: 'rent-request', about: 'p1' });
    // Sent after, on the same connection: once it arrives, a misrouted event would have too.
    t.app.deps.realtime.toUser(axmed.user._id, { type: 'marker' });
    await until(() => tab1.events.length > 0 && tab2.events.length > 0 && other.events.length > 0);
    expect(tab1.events).toEqual([{ type: 'rent-request', about: 'p1' }]);
    expect(tab2.events).toEqual([{ type: 'rent-request', about: 'p1' }]);
    expect(other.events).toEqual([{ type: 'marker' }]);
  });

  it('delivers toAdmins to promoted admins and those of ADMIN_EMAILS, and to no one else', async () => {
    const promoted = await createSignedInUser(t.app.deps.db, { accountType: 'admin' });
    const listed = await t.signUp('Boss', 'boss@example.so');
    const tabs = [promoted, listed, hodan].map((who) => openSocket(url, { cookie: who.cookie }));
    await Promise.all(tabs.map((tab) => connected(tab.socket)));

    t.app.deps.realtime.toAdmins({ type: 'vacate-request', about: 'p2' });
    t.app.deps.realtime.toUser(hodan.user._id, { type: 'marker' });
    await until(() => tabs.every((tab) => tab.events.length > 0));
    const [promotedTab, listedTab, userTab] = tabs.map((tab) => tab.events);
    expect(promotedTab).toEqual([{ type: 'vacate-request', about: 'p2' }]);
    expect(listedTab).toEqual([{ type: 'vacate-request', about: 'p2' }]);
    expect(userTab).toEqual([{ type: 'marker' }]);
  });

  it("closes a session's tabs when it logs out, and leaves the account's other sessions", async () => {
    const { user, cookie } = await createSignedInUser(t.app.deps.db);
    const otherCookie = `sid=${await createSession(t.app.deps.db, user.id)}`;
    const leaving = openSocket(url, { cookie });
    const staying = openSocket(url, { cookie: otherCookie });
    await Promise.all([connected(leaving.socket), connected(staying.socket)]);
    const reason = new Promise((resolve) => leaving.socket.once('disconnect', resolve));

    expect((await t.get('/api/users/logout', cookie)).statusCode).toBe(200);
    await until(() => !leaving.socket.connected);
    // Told by the server, so socket.io-client does not come back on its own.
    expect(await reason).toBe('io server disconnect');
    t.app.deps.realtime.toUser(user.id, { type: 'after-logout' });
    await until(() => staying.events.length > 0);
    expect(staying.events).toEqual([{ type: 'after-logout' }]);
    expect(leaving.events).toEqual([]);
  });

  it("an e-mail change closes the tabs of the account's other sessions and keeps its own", async () => {
    const mover = await t.signUp('Mover', 'mover@example.so');
    const otherCookie = `sid=${await createSession(t.app.deps.db, mover.user._id)}`;
    const own = openSocket(url, { cookie: mover.cookie });
    const other = openSocket(url, { cookie: otherCookie });
    await Promise.all([connected(own.socket), connected(other.socket)]);

    await t.post(
      '/api/users/update',
      { id: mover.user._id, data: { email: 'mover.new@example.so' } },
      mover.cookie,
    );
    const otp = await t.mailbox.codeFor('mover.new@example.so');
    expect((await t.post('/api/users/email-change/verify', { otp }, mover.cookie)).statusCode).toBe(
      200,
    );
    await until(() => !other.socket.connected);
    t.app.deps.realtime.toUser(mover.user._id, { type: 'after-change' });
    await until(() => own.events.length > 0);
    expect(own.events).toEqual([{ type: 'after-change' }]);
    expect(own.socket.connected).toBe(true);
    expect(other.events).toEqual([]);
  });
});

/**
 * pool.end() resolves before the server has seen every connection go; dropping the database
 * then would terminate one mid-close and surface as an uncaught error.
 */
async function untilNoBackendsOn(databaseUrl: string | undefined) {
  if (!databaseUrl) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await until(async () => {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      return rows[0].n === 0;
    });
  } finally {
    await admin.end();
  }
}

describe('two instances sharing Redis and PostgreSQL', () => {
  const prefix = `test-${randomUUID()}:`;
  const dataDirs: string[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;
  let redis: Redis;

  /** An instance as production runs it: its own pool on the shared database, Redis, listening. */
  async function startInstance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-rt-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp(config);
    return { app, url: await listen(app) };
  }

  /** The socket relay's connections of both instances, optionally only the stream readers. */
  async function relayConnections(onlyReaders = false) {
    const list = (await redis.client('LIST')) as string;
    return list
      .split('\n')
      .map((line) => Object.fromEntries(line.split(' ').map((kv) => kv.split('=', 2))))
      .filter((c) => c.name === socketStreamName(prefix))
      .filter((c) => !onlyReaders || c.cmd === 'xread');
  }
  const kill = async (connections: Record<string, string>[]) => {
    for (const c of connections) await redis.client('KILL', 'ID', c.id!);
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_URL, 'rt');
    redis = new Redis(REDIS_URL);
    a = (await startInstance()).app;
    ({ app: b, url: urlB } = await startInstance());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await untilNoBackendsOn(scratch?.url);
    await redis?.del(socketStreamName(prefix));
    redis?.disconnect();
    await scratch?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('carries an event emitted on A to the socket on B, and only to its user', async () => {
    const db = a.deps.db;
    const [one, two] = [await createSignedInUser(db), await createSignedInUser(db)];
    const tabOne = openSocket(urlB, { cookie: one.cookie });
    const tabTwo = openSocket(urlB, { cookie: two.cookie });
    await Promise.all([connected(tabOne.socket), connected(tabTwo.socket)]);

    a.deps.realtime.toUser(one.user.id, { type: 'rent-accepted', about: 'x' });
    a.deps.realtime.toUser(two.user.id, { type: 'marker' });
    await until(() => tabOne.events.length > 0 && tabTwo.events.length > 0);
    expect(tabOne.events).toEqual([{ type: 'rent-accepted', about: 'x' }]);
    expect(tabTwo.events).toEqual([{ type: 'marker' }]);
  });

  it('keeps delivering after the Redis connections drop, including what was sent meanwhile', async () => {
    const user = await createSignedInUser(a.deps.db);
    const tab = openSocket(urlB, { cookie: user.cookie });
    await connected(tab.socket);
    a.deps.realtime.toUser(user.user.id, { type: 'before' });
    await until(() => tab.events.length === 1);

    // The stream readers go down; A writes while B's reader is away (it waits 200 ms before
    // reconnecting): back, it reads on from its last offset.
    const readers = await relayConnections(true);
    expect(readers.length).toBe(2);
    await kill(readers);
    a.deps.realtime.toUser(user.user.id, { type: 'while-down' });
    await until(() => tab.events.length === 2);

    // Every connection of both relays (writer and reader) drops; once all are back, events flow
    // again.
    const all = await relayConnections();
    expect(all.length).toBe(4);
    await kill(all);
    await until(async () => (await relayConnections()).length === 4);
    await until(async () => (await relayConnections(true)).length === 2);
    a.deps.realtime.toUser(user.user.id, { type: 'after' });
    await until(() => tab.events.length === 3);
    expect(tab.events.map((e) => e.type)).toEqual(['before', 'while-down', 'after']);
  });

  it('closes on B the tab of a session that logged out through A', async () => {
    const user = await createSignedInUser(a.deps.db);
    const tab = openSocket(urlB, { cookie: user.cookie });
    await connected(tab.socket);
    expect((await apiClient(a).get('/api/users/logout', user.cookie)).statusCode).toBe(200);
    await until(() => !tab.socket.connected);
  });

  it("brings a renting request made through A to the owner's socket on B", async () => {
    const db = a.deps.db;
    const owner = await createSignedInUser(db);
    const renter = await createSignedInUser(db);
    const house = await createProperty(db, owner.user.id);
    const ownerTab = openSocket(urlB, { cookie: owner.cookie });
    const renterTab = openSocket(urlB, { cookie: renter.cookie });
    await Promise.all([connected(ownerTab.socket), connected(renterTab.socket)]);

    const res = await apiClient(a).post(
      '/api/rentingProperty/renting-request/',
      { propertyId: house.id, userId: renter.user.id },
      renter.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'success' });
    await until(() => ownerTab.events.length > 0);
    expect(ownerTab.events).toEqual([{ type: 'rent-request', about: house.id }]);
    expect(renterTab.events).toEqual([]);
  });
});
