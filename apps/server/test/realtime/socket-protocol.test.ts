import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import WebSocket from 'ws';
import { SOCKET_PATH } from '@rentals/shared';
import { socketIdentity } from '../../src/modules/auth/sessions';
import { attachSocketServer } from '../../src/realtime/socket';
import type { Realtime } from '../../src/realtime/realtime';
import { startTestApp, type TestApp } from '../support/app';

/*
 * The live socket at the wire, as socket.io-client sees it (realtime.test.ts drives the real
 * client): the socket server of a test app's dependencies on a bare HTTP server of its own, with
 * a heartbeat of 1 s instead of 25 s so missed pongs show within a test (long enough that a
 * busy machine still gets the answering tab's pong in before the next beat).
 */
const PING_MS = 1000;
const ENGINE_QUERY = '?EIO=4&transport=websocket';

let t: TestApp;
let server: FastifyInstance;
let realtime: Realtime;
let base: string;
let hodan: { cookie: string; user: { _id: string } };
const identity = (token: string) => socketIdentity(t.app.deps.db, token);

beforeAll(async () => {
  t = await startTestApp();
  hodan = await t.signUp('Hodan Cali', 'hodan@example.so');
  server = Fastify();
  await server.register(cookie);
  realtime = await attachSocketServer(server, t.config, { identity, pingIntervalMs: PING_MS });
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await realtime.close();
  await server.close();
  await t.close();
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A raw WebSocket to the server, keeping every text frame it receives. */
function rawTab(path = `${SOCKET_PATH}/${ENGINE_QUERY}`, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${base}${path}`, { headers });
  const frames: string[] = [];
  let closeCode: number | undefined;
  let refusedWith: number | undefined;
  ws.on('message', (data) => frames.push(data.toString()));
  ws.on('close', (code) => (closeCode = code));
  ws.on('unexpected-response', (_req, res) => (refusedWith = res.statusCode));
  ws.on('error', () => {});
  return {
    ws,
    frames,
    closeCode: () => closeCode,
    refusedWith: () => refusedWith,
    /** The next frame after the `seen` first ones, once it has come. */
    async frame(seen: number) {
      await until(() => frames.length > seen, `frame ${seen + 1}`);
      return frames[seen]!;
    },
  };
}

describe('the socket.io protocol on the live socket', () => {
  it('opens, connects the default namespace, refuses others, and carries events', async () => {
    const tab = rawTab(undefined, { cookie: hodan.cookie });
    const open = await tab.frame(0);
    expect(open[0]).toBe('0');
    expect(JSON.parse(open.slice(1))).toEqual({
      sid: expect.stringMatching(/^[\w-]{20}$/),
      upgrades: [],
      pingInterval: PING_MS,
      pingTimeout: 20_000,
      maxPayload: 4096,
    });

    tab.ws.send('40');
    const connected = await tab.frame(1);
    expect(connected).toMatch(/^40\{"sid":"[\w-]{20}"\}$/);

    tab.ws.send('40/admin,');
    expect(await tab.frame(2)).toBe('44/admin,{"message":"Invalid namespace"}');

    realtime.toUser(hodan.user._id, { type: 'rent-request', about: 'p1' });
    await until(() => tab.frames.some((f) => f.startsWith('42')), 'the event');
    expect(tab.frames.filter((f) => f.startsWith('42'))).toEqual([
      '42["notification",{"type":"rent-request","about":"p1"}]',
    ]);
    tab.ws.close();
  });

  it('sends events only to tabs that have connected the namespace', async () => {
    const early = rawTab(undefined, { cookie: hodan.cookie });
    const joined = rawTab(undefined, { cookie: hodan.cookie });
    await Promise.all([early.frame(0), joined.frame(0)]);
    joined.ws.send('40');
    await joined.frame(1);
    realtime.toUser(hodan.user._id, { type: 'marker' });
    await until(() => joined.frames.length === 3, 'the event on the joined tab');
    expect(early.frames.filter((f) => f.startsWith('42'))).toEqual([]);
    early.ws.close();
    joined.ws.close();
  });

  it('tells a tab without a session why, then closes it', async () => {
    const tab = rawTab();
    await tab.frame(0);
    tab.ws.send('40');
    expect(await tab.frame(1)).toBe('44{"message":"not_authorized"}');
    await until(() => tab.closeCode() !== undefined, 'the close');
  });

  it('pings on every beat, keeps a tab that answers and drops one that does not', async () => {
    const answering = rawTab(undefined, { cookie: hodan.cookie });
    const silent = rawTab(undefined, { cookie: hodan.cookie });
    answering.ws.on('message', (data) => data.toString() === '2' && answering.ws.send('3'));
    await Promise.all([answering.frame(0), silent.frame(0)]);
    answering.ws.send('40');
    silent.ws.send('40');

    await until(() => silent.closeCode() !== undefined, 'the silent tab to be dropped');
    expect(silent.frames.filter((f) => f === '2')).toHaveLength(1);
    await until(() => answering.frames.filter((f) => f === '2').length >= 3, 'three pings');
    expect(answering.closeCode()).toBeUndefined();
    answering.ws.close();
  });

  it('closes a tab that answers pings but never connects the namespace', async () => {
    const idle = rawTab(undefined, { cookie: hodan.cookie });
    idle.ws.on('message', (data) => data.toString() === '2' && idle.ws.send('3'));
    await idle.frame(0);
    await until(() => idle.closeCode() !== undefined, 'the idle tab to be closed');
    expect(idle.frames).toEqual([idle.frames[0], '2']);
  });

  it('refuses upgrades to other paths, other protocol versions and pages of another origin', async () => {
    const elsewhere = rawTab(`/api/health${ENGINE_QUERY}`, { cookie: hodan.cookie });
    const oldProtocol = rawTab(`${SOCKET_PATH}/?EIO=3&transport=websocket`);
    const polling = rawTab(`${SOCKET_PATH}/?EIO=4&transport=polling`);
    const foreign = rawTab(undefined, { cookie: hodan.cookie, origin: 'https://evil.example' });
    await until(
      () => [elsewhere, oldProtocol, polling, foreign].every((tab) => tab.refusedWith()),
      'the refusals',
    );
    expect([elsewhere, oldProtocol, polling, foreign].map((tab) => tab.refusedWith())).toEqual([
      404, 400, 400, 403,
    ]);
  });

  it('closes open tabs as going away when the server shuts down', async () => {
    const other = Fastify();
    await other.register(cookie);
    const closing = await attachSocketServer(other, t.config, { identity });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}/${ENGINE_QUERY}`, {
      headers: { cookie: hodan.cookie },
    });
    const code = new Promise<number>((resolve) => ws.on('close', resolve));
    await new Promise((resolve) => ws.once('message', resolve));
    await closing.close();
    expect(await code).toBe(1001);
    await other.close();
  });
});
