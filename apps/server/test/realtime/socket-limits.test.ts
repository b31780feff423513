import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@rentals/shared';
import { startTestApp, type TestApp } from '../support/app';

/*
 * Issue 32, item 6: one session may not open any number of live sockets, and one client address
 * may not try any number of upgrades. Real sockets.
 */

const started: TestApp[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  for (const t of started) await t.close();
});

async function listening(env: Record<string, string>) {
  const t = await startTestApp(env);
  started.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

function openSocket(url: string, headers: Record<string, string> = {}) {
  const socket = connectSocket(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** 'connected', or the refusal's message. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });

describe('live sockets', { timeout: 120_000 }, () => {
  it('caps the open sockets of one session (SOCKETS_PER_SESSION)', async () => {
    const { t, url } = await listening({ SOCKETS_PER_SESSION: '3' });
    const hodan = await t.signUp('Hodan Cali', 'hodan@example.so');
    const other = await t.signUp('Axmed Faarax', 'axmed@example.so');
    const tabs = [1, 2, 3].map(() => openSocket(url, { cookie: hodan.cookie }));
    expect(await Promise.all(tabs.map(outcome))).toEqual(['connected', 'connected', 'connected']);
    expect(await outcome(openSocket(url, { cookie: hodan.cookie }))).toBe('too_many_sockets');
    // Another session is not held back, and a closed tab frees its place.
    expect(await outcome(openSocket(url, { cookie: other.cookie }))).toBe('connected');
    tabs[0]!.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    expect(await outcome(openSocket(url, { cookie: hodan.cookie }))).toBe('connected');
  });

  it('limits upgrade attempts per client address (SOCKET_UPGRADES_PER_MINUTE), forged X-Forwarded-For or not', async () => {
    const { url } = await listening({ SOCKET_UPGRADES_PER_MINUTE: '4', TRUST_PROXY: '1' });
    const from = (forged: string, real: string) =>
      outcome(openSocket(url, { 'x-forwarded-for': `${forged}, ${real}` }));
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await from(`10.1.1.${i}`, '198.51.100.5'));
    // Without a session the first four are heard and refused over the socket; the fifth is
    // refused before any of that.
    expect(tries).toEqual([
      'not_authorized',
      'not_authorized',
      'not_authorized',
      'not_authorized',
      'websocket error',
    ]);
    expect(await from('10.1.1.9', '198.51.100.6')).toBe('not_authorized');
  });
});
