import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@rentals/shared';
import { startTestApp, type TestApp } from '../support/app';

/*
 * Issue 32, item 2: a client that announces a body and sends it a byte at a time is cut within
 * the configured bound, and its connection freed. Real sockets, short bounds.
 */

const started: TestApp[] = [];
afterAll(async () => {
  for (const t of started) await t.close();
});

async function listening(env: Record<string, string>) {
  const t = await startTestApp(env);
  started.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/**
 * Announces a 100 KB JSON body and sends a byte every 100 ms; resolves with how long the server
 * kept the connection and what it answered, or 'open' after `giveUpMs`.
 */
function trickle(port: number, path: string, giveUpMs: number) {
  return new Promise<{ ms: number; answer: string } | 'open'>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const start = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `x-api-key: ${DEV_API_KEY}\r\nContent-Length: 100000\r\n\r\n{`,
      );
      timer = setInterval(() => socket.write(' '), 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve('open');
    }, giveUpMs);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - start, answer });
    });
  });
}

describe('slow request bodies', { timeout: 120_000 }, () => {
  it('cuts a body that has not arrived within BODY_TIMEOUT_SECONDS', async () => {
    const { port } = await listening({ BODY_TIMEOUT_SECONDS: '1' });
    const cut = await trickle(port, '/api/users/login/email', 6000);
    expect(cut).not.toBe('open');
    const { ms } = cut as { ms: number };
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(2500);
    // The server is still answering others.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('cuts a whole request that has not arrived within REQUEST_TIMEOUT_SECONDS (408)', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_SECONDS: '1', BODY_TIMEOUT_SECONDS: '60' });
    const cut = await trickle(port, '/api/users/login/email', 6000);
    expect(cut).not.toBe('open');
    const { ms, answer } = cut as { ms: number; answer: string };
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(2500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps the bounds out of the way of an ordinary call', async () => {
    const { t, port } = await listening({
      BODY_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '1',
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/users/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEV_API_KEY },
      body: JSON.stringify({ userEmail: 'nobody@example.so' }),
    });
    expect(res.status).toBe(400);
    // Nor of calls answered without reading their body, in the app or through app.inject.
    const unread = await fetch(`http://127.0.0.1:${port}/api/no-such-call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEV_API_KEY },
      body: '{}',
    });
    expect(unread.status).toBe(404);
    const injected = await t.app.inject({ method: 'POST', url: '/api/no-such-call', payload: {} });
    expect(injected.statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
