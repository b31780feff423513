import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser } from '../support/factories';
import { eventually } from '../support/notifications';
import { snapshotTables } from '../support/route-catalogue';

/*
 * Issue 8 item 5, sign-in and requests: too many code requests and code attempts (429 with a
 * clear message), a cookie of a logged-out session, state-changing calls from a foreign Origin,
 * prototype keys and NUL characters. (The production cookie, __Host-sid, Secure, HttpOnly,
 * SameSite=Lax, is tested in login.test.ts; sign-in calls per address per minute too.)
 */

let t: TestApp;
const PUBLIC_URL = 'https://rentals.example.so';

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
});
afterAll(() => t?.close());

const db = () => t.app.deps.db;
const nameOf = async (id: string) =>
  (await db().select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;

describe('sign-in codes', () => {
  it('sends at most 3 codes per e-mail in 15 minutes, then answers 429 saying why', async () => {
    const email = 'many-codes@example.so';
    await t.signUp('Codes', email);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.post('/api/users/login/email', { userEmail: email });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ success: false, status: 429 });
        expect(res.json().message).toBe(
          'Too many codes asked for this e-mail: 3 in 15 minutes. Wait 15 minutes, then ask again.',
        );
      }
    }
    // The sign-up code counts: 3 codes in the window, so the third login request is refused.
    expect(answers).toEqual([200, 200, 429, 429]);
    await eventually(() =>
      expect(t.mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(3),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('locks a code after 5 wrong tries with 429, even against the right code', async () => {
    const email = 'guesser@example.so';
    await t.post('/api/users/signup', { name: 'Guesser', email });
    const right = await t.mailbox.codeFor(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/users/varify-login-otp', {
        otp: wrong,
        userEmail: email,
        type: 'signup',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await t.post('/api/users/varify-login-otp', {
      otp: right,
      userEmail: email,
      type: 'signup',
    });
    expect([locked.statusCode, locked.json().message]).toEqual([
      429,
      'Too many tries, ask for a new code',
    ]);
    expect(locked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('a logged-out session', () => {
  it('its cookie reads and changes nothing after logout', async () => {
    const { cookie, user } = await t.signUp('Leaver', 'leaver@example.so');
    expect((await t.get('/api/users/login/authorization', cookie)).statusCode).toBe(200);
    expect((await t.get('/api/users/logout', cookie)).statusCode).toBe(200);
    const before = await snapshotTables(t);
    expect((await t.get('/api/users/login/authorization', cookie)).statusCode).toBe(401);
    const write = await t.post(
      '/api/users/update',
      { id: user._id, data: { name: 'Stolen cookie' } },
      cookie,
    );
    expect(write.statusCode).toBe(401);
    expect((await t.post('/api/notifications/read', {}, cookie)).statusCode).toBe(401);
    expect(await snapshotTables(t)).toEqual(before);
    expect(await nameOf(user._id)).toBe('Leaver');
  });
});

describe('cross-site requests', () => {
  const rename = (cookie: string, id: string, origin: string | undefined, name: string) =>
    t.send({
      method: 'POST',
      url: '/api/users/update',
      cookie,
      payload: { id, data: { name } },
      headers: origin === undefined ? {} : { origin },
    });

  it('refuses a state-changing call from a foreign Origin with 403, and changes nothing', async () => {
    const { user, cookie } = await createSignedInUser(db(), { name: 'Victim' });
    const before = await snapshotTables(t);
    for (const origin of [
      'https://evil.example',
      'null',
      'https://rentals.example.so.evil.example',
      'http://rentals.example.so',
      'https://rentals.example.so:8443',
    ]) {
      const res = await rename(cookie, user.id, origin, 'Forged');
      expect([origin, res.statusCode]).toEqual([origin, 403]);
      expect(res.json().message).toMatch(/another site/);
    }
    expect(await snapshotTables(t)).toEqual(before);
    expect(await nameOf(user.id)).toBe('Victim');
  });

  it('takes the same call from PUBLIC_URL, from the origin it reached, and with no Origin', async () => {
    const { user, cookie } = await createSignedInUser(db(), { name: 'Owner' });
    expect((await rename(cookie, user.id, PUBLIC_URL, 'A')).statusCode).toBe(200);
    // app.inject reaches the server as Host localhost:80.
    expect((await rename(cookie, user.id, 'http://localhost:80', 'B')).statusCode).toBe(200);
    expect((await rename(cookie, user.id, undefined, 'C')).statusCode).toBe(200);
    // Outside production the Vite dev server (another loopback port) proxies the API.
    expect((await rename(cookie, user.id, 'http://localhost:5173', 'D')).statusCode).toBe(200);
    expect(await nameOf(user.id)).toBe('D');
  });

  it('in production, a loopback page on another port is a foreign site too', async () => {
    const prod = await startTestApp({
      NODE_ENV: 'production',
      API_KEY: 'dev-api-key',
      PUBLIC_URL: 'https://rentals.example.so',
    });
    try {
      const { user, cookie } = await createSignedInUser(prod.app.deps.db, { name: 'Prod' });
      const res = await prod.send({
        method: 'POST',
        url: '/api/users/update',
        cookie: cookie.replace(/^sid=/, '__Host-sid='),
        payload: { id: user.id, data: { name: 'Forged' } },
        headers: { origin: 'http://localhost:5173' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });

  it('reads stay open: a GET with a foreign Origin still needs the x-api-key header', async () => {
    const res = await t.send({
      method: 'GET',
      url: '/api/rentingProperty/renting',
      headers: { origin: 'https://evil.example', 'x-api-key': '' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('hostile JSON', () => {
  it('refuses prototype keys in a body with 400 and grants nothing', async () => {
    const { user, cookie } = await createSignedInUser(db(), { name: 'Proto' });
    const before = await snapshotTables(t);
    for (const payload of [
      `{"__proto__":{"role":"admin","isAdmin":true},"id":"${user.id}","data":{"name":"P1"}}`,
      `{"constructor":{"prototype":{"isAdmin":true}},"id":"${user.id}","data":{"name":"P2"}}`,
      `{"id":"${user.id}","data":{"__proto__":{"name":"P3"}}}`,
    ]) {
      const res = await t.send({
        method: 'POST',
        url: '/api/users/update',
        cookie,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await t.get('/api/admin/reports', cookie)).statusCode).toBe(403);
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('refuses text holding a NUL character with 400 (PostgreSQL cannot store it)', async () => {
    const { user, cookie } = await createSignedInUser(db(), { name: 'Nul' });
    const before = await snapshotTables(t);
    const answers = [
      await t.post(
        '/api/reports/add',
        { from: user.id, description: 'a\u0000b', type: 'Cilad' },
        cookie,
      ),
      await t.post('/api/users/update', { id: user.id, data: { address: 'x\u0000' } }, cookie),
      await t.post('/api/page-views/add', { userId: 'not-signed', url: '/a\u0000b' }),
      await t.get('/api/hotels/hotel/id?hotel_id=a%00b'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400]);
    expect(await snapshotTables(t)).toEqual(before);
  });
});
