import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@rentals/shared';
import { loadConfig } from '../../src/config';
import { startTestApp, type TestApp } from '../support/app';

/*
 * Issue 32, item 1: behind a proxy, the client's address is the one the trusted proxies saw,
 * never the left-most X-Forwarded-For entry (the client writes it, and nginx's
 * $proxy_add_x_forwarded_for keeps it). Real HTTP on a socket: this test plays nginx at
 * 127.0.0.1, appending the address it saw (REAL) after whatever the client sent.
 */

const REAL = '198.51.100.23';
const started: TestApp[] = [];
afterAll(async () => {
  for (const t of started) await t.close();
});

async function listening(env: Record<string, string>) {
  const t = await startTestApp({ AUTH_RATE_LIMIT: '3', ...env });
  started.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/** A sign-in call as nginx passes it on: the client's own X-Forwarded-For, then the real address. */
const viaProxy = (url: string, forged: string, seen = REAL) =>
  fetch(`${url}/api/users/login/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': DEV_API_KEY,
      'x-forwarded-for': `${forged}, ${seen}`,
    },
    body: JSON.stringify({ userEmail: 'nobody@example.so' }),
  }).then((res) => res.status);

/** Four calls, each with a new forged left-most address: the limit of 3 a minute must hold. */
async function forgingClient(url: string) {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push(await viaProxy(url, `10.66.0.${i + 1}`));
  return statuses;
}

describe('TRUST_PROXY takes the address the proxy saw', { timeout: 120_000 }, () => {
  it('TRUST_PROXY=1 (one hop): a forged X-Forwarded-For does not escape the per-client limit', async () => {
    const { url } = await listening({ TRUST_PROXY: '1' });
    // 400: no such account; the fourth call within the minute meets the limit.
    expect(await forgingClient(url)).toEqual([400, 400, 400, 429]);
    // Another real client behind the same proxy is not held back by it.
    expect(await viaProxy(url, '10.66.0.9', '198.51.100.99')).toBe(400);
  });

  it('TRUST_PROXY as the proxies’ addresses: the same, and a client reaching the server directly is its socket address', async () => {
    const { url } = await listening({ TRUST_PROXY: '127.0.0.1' });
    expect(await forgingClient(url)).toEqual([400, 400, 400, 429]);

    // The proxy is elsewhere: this connection (127.0.0.1) is a client of its own, whatever it
    // writes, so every call counts for 127.0.0.1.
    const direct = await listening({ TRUST_PROXY: '10.0.0.5' });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(await viaProxy(direct.url, '10.66.1.1', `10.0.0.${i}`));
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.4'],
    });
  });
});

/*
 * Item 3: without PUBLIC_URL (refused in production), the origin of robots.txt, the sitemaps
 * and pages' links comes from the request: only ever http or https, and the answer says in Vary
 * that it depends on the host.
 */
describe('the origin taken from the request', { timeout: 120_000 }, () => {
  it('is http or https only, and the answer varies with the host', async () => {
    const t = await startTestApp({ TRUST_PROXY: '1' });
    started.push(t);
    const robots = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/robots.txt', headers });

    const forged = await robots({
      host: 'rentals.example.so',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'javascript',
    });
    expect(forged.body).not.toMatch(/javascript/);
    expect(forged.body).toMatch(/^Sitemap: https?:\/\//m);
    expect(String(forged.headers.vary)).toMatch(/\bHost\b/i);
    expect(String(forged.headers.vary)).toMatch(/X-Forwarded-Host/i);

    const proxied = await robots({
      host: 'rentals.example.so',
      'x-forwarded-host': 'rentals.example.so',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.body).toContain('Sitemap: https://rentals.example.so/sitemap.xml');
    const index = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'rentals.example.so' },
    });
    expect(String(index.headers.vary)).toMatch(/\bHost\b/i);
  });

  it('with PUBLIC_URL the answers name it whatever the host, and need no Vary', async () => {
    const t = await startTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://rentals.example.so' });
    started.push(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.body).toContain('Sitemap: https://rentals.example.so/sitemap.xml');
    expect(res.headers.vary).toBeUndefined();
  });
});
