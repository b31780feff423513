import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@rentals/shared';
import { authSessions, loginCodes } from '../../src/db/schema';
import { sessionCookie, startTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.signUp('Aamina Yuusuf', 'aamina@example.so');
  // A mailbox gets 3 codes per 15 minutes: the tests share them between two people.
  await t.signUp('Bashiir Cali', 'bashiir@example.so');
});
afterAll(() => t.close());

async function logIn(email: string) {
  expect((await t.post('/api/users/login/email', { userEmail: email })).json()).toEqual({
    success: true,
    data: 'sent',
  });
  const otp = await t.mailbox.codeFor(email);
  return t.post('/api/users/varify-login-otp', { otp, userEmail: email });
}

describe('login by e-mail then code', () => {
  it("answers 'User not exist' for an unknown e-mail and writes nothing", async () => {
    const codesBefore = (await t.app.deps.db.select().from(loginCodes)).length;
    const res = await t.post('/api/users/login/email', { userEmail: 'nobody@example.so' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.userNotExist });
    expect((await t.app.deps.db.select().from(loginCodes)).length).toBe(codesBefore);
  });

  it("asks for the e-mail ('fill the blank' on the client) and names the field", async () => {
    const res = await t.post('/api/users/login/email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.userEmail');
  });

  it('signs in with the mailed code and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await logIn('AAMINA@example.so'.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Aamina Yuusuf');
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    expect(sid.secure).toBeFalsy();
    expect(sid.path).toBe('/');
  });

  it('logout ends the session row, so the cookie no longer works', async () => {
    const cookie = sessionCookie(await logIn('aamina@example.so'));
    expect((await t.get('/api/users/login/authorization', cookie)).statusCode).toBe(200);
    const sessionsBefore = (await t.app.deps.db.select().from(authSessions)).length;

    const out = await t.get('/api/users/logout', cookie);
    expect(out.json()).toEqual({ success: true, data: 'success' });
    expect((await t.app.deps.db.select().from(authSessions)).length).toBe(sessionsBefore - 1);

    const after = await t.get('/api/users/login/authorization', cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      success: false,
      message: 'not_authorized',
      data: 'not_authorized',
    });
  });

  it('treats an expired session as signed out', async () => {
    const cookie = sessionCookie(await logIn('bashiir@example.so'));
    await t.app.deps.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.get('/api/users/login/authorization', cookie)).json().message).toBe(
      'not_authorized',
    );
  });

  it('answers not_authorized without a cookie or with a forged one', async () => {
    expect((await t.get('/api/users/login/authorization')).statusCode).toBe(401);
    expect((await t.get('/api/users/login/authorization', 'sid=forged-token')).statusCode).toBe(
      401,
    );
  });
});

describe('session cookie in production', () => {
  it('is __Host- prefixed, Secure, HttpOnly and SameSite=Lax, and the session holds with it', async () => {
    const prod = await startTestApp({
      NODE_ENV: 'production',
      API_KEY: 'dev-api-key',
      PUBLIC_URL: 'https://rentals.example.so',
    });
    try {
      await prod.post('/api/users/signup', { name: 'Prod User', email: 'prod@example.so' });
      const otp = await prod.mailbox.codeFor('prod@example.so');
      const res = await prod.post('/api/users/varify-login-otp', {
        otp,
        userEmail: 'prod@example.so',
        type: 'signup',
      });
      // The session, and the device cookie that marks this browser as the person's own.
      expect(res.cookies.map((c) => c.name)).toEqual(['__Host-sid', '__Host-device']);
      const sid = res.cookies[0]!;
      for (const each of res.cookies) {
        expect(each).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(each.domain).toBeUndefined();
      }

      const cookie = `__Host-sid=${sid.value}`;
      expect((await prod.get('/api/users/login/authorization', cookie)).statusCode).toBe(200);
      // The development name means nothing in production.
      expect(
        (await prod.get('/api/users/login/authorization', `sid=${sid.value}`)).statusCode,
      ).toBe(401);
      const out = await prod.get('/api/users/logout', cookie);
      expect(out.cookies.find((c) => c.name === '__Host-sid')?.value).toBe('');
      expect((await prod.get('/api/users/login/authorization', cookie)).statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});

describe('sign-in calls per client address', () => {
  it('answers 429 past the per-minute limit', async () => {
    const strict = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await strict.post('/api/users/login/email', { userEmail: 'x@example.so' })).statusCode,
        );
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('sign-in limits with Redis', () => {
  it('are shared by every instance using the same Redis', async () => {
    const env = {
      AUTH_RATE_LIMIT: '2',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-${Date.now()}-${Math.random()}:`,
    };
    const one = await startTestApp(env);
    const two = await startTestApp(env);
    try {
      expect(
        (await one.post('/api/users/login/email', { userEmail: 'x@example.so' })).statusCode,
      ).toBe(400);
      expect(
        (await two.post('/api/users/login/email', { userEmail: 'x@example.so' })).statusCode,
      ).toBe(400);
      const third = await one.post('/api/users/login/email', { userEmail: 'x@example.so' });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, status: 429 });
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('purging expired sign-ins', () => {
  it('removes expired sessions and day-old codes, and keeps live ones', async () => {
    const { cookie } = await t.signUp('Purge Check', 'purge@example.so');
    const db = t.app.deps.db;
    const { purgeExpiredSignIns } = await import('../../src/modules/auth/cleanup');
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect((await db.select().from(authSessions)).length).toBeGreaterThan(0);
    // Nothing is old yet: a purge now keeps the session working.
    await purgeExpiredSignIns(db);
    expect((await t.get('/api/users/login/authorization', cookie)).statusCode).toBe(200);
    const removed = await purgeExpiredSignIns(db, later);
    expect(removed.sessions).toBeGreaterThan(0);
    expect(removed.codes).toBeGreaterThan(0);
    expect(await db.select().from(authSessions)).toEqual([]);
    expect(await db.select().from(loginCodes)).toEqual([]);
  });
});
