import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@rentals/shared';
import { loginCodes, users } from '../../src/db/schema';
import { sessionCookie, startTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userCount = async (email: string) =>
  (await t.app.deps.db.select().from(users).where(eq(users.email, email))).length;

describe('sign-up by name and e-mail, then the e-mailed code', () => {
  it('creates the account only when the mailed code comes back, and signs the user in', async () => {
    const start = await t.post('/api/users/signup', {
      name: 'Xaliimo Cali',
      email: 'Xaliimo@Example.so',
    });
    expect(start.json()).toEqual({ success: true, data: 'sent' });
    expect(await userCount('xaliimo@example.so')).toBe(0);

    const otp = await t.mailbox.codeFor('xaliimo@example.so');
    expect(otp).toMatch(/^\d{6}$/);
    const done = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'xaliimo@example.so',
      type: 'signup',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      name: 'Xaliimo Cali',
      email: 'xaliimo@example.so',
      favorites: [],
    });

    const me = await t.get('/api/users/login/authorization', sessionCookie(done));
    expect(me.json().data.email).toBe('xaliimo@example.so');
  });

  it("answers 'User exist!!!' for a registered e-mail and mails nothing", async () => {
    await t.signUp('Cabdi Nuur', 'cabdi@example.so');
    const before = t.mailbox.mails.length;
    const res = await t.post('/api/users/signup', {
      name: 'Someone Else',
      email: 'cabdi@example.so',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, status: 409, message: messages.userExists });
    expect(t.mailbox.mails.length).toBe(before);
  });

  it('refuses a wrong code with "Login code error" and creates nobody', async () => {
    await t.post('/api/users/signup', { name: 'Wrong Code', email: 'wrong@example.so' });
    const otp = await t.mailbox.codeFor('wrong@example.so');
    const bad = otp === '000000' ? '111111' : '000000';
    const res = await t.post('/api/users/varify-login-otp', {
      otp: bad,
      userEmail: 'wrong@example.so',
      type: 'signup',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.loginCodeError, code: 'invalid_code' });
    expect(await userCount('wrong@example.so')).toBe(0);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('stores codes hashed, never in plain text', async () => {
    await t.post('/api/users/signup', { name: 'Hash Check', email: 'hash@example.so' });
    const otp = await t.mailbox.codeFor('hash@example.so');
    const rows = await t.app.deps.db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.email, 'hash@example.so'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    await t.post('/api/users/signup', { name: 'Many Tries', email: 'tries@example.so' });
    const otp = await t.mailbox.codeFor('tries@example.so');
    const bad = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/users/varify-login-otp', {
        otp: bad,
        userEmail: 'tries@example.so',
        type: 'signup',
      });
      expect(res.json().message).toBe(messages.loginCodeError);
    }
    const locked = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'tries@example.so',
      type: 'signup',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_tries');
    expect(await userCount('tries@example.so')).toBe(0);
  });

  it('refuses an expired code', async () => {
    await t.post('/api/users/signup', { name: 'Late Comer', email: 'late@example.so' });
    const otp = await t.mailbox.codeFor('late@example.so');
    await t.app.deps.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.email, 'late@example.so'));
    const res = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'late@example.so',
      type: 'signup',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('code_expired');
    expect(await userCount('late@example.so')).toBe(0);
  });

  it('uses a code once', async () => {
    await t.post('/api/users/signup', { name: 'Once Only', email: 'once@example.so' });
    const otp = await t.mailbox.codeFor('once@example.so');
    const first = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'once@example.so',
      type: 'signup',
    });
    expect(first.statusCode).toBe(200);
    const again = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'once@example.so',
      type: 'signup',
    });
    expect(again.statusCode).toBe(400);
  });

  it('sends one e-mail at most 3 codes in 15 minutes, then says why it refuses', async () => {
    const email = 'spam@example.so';
    for (let i = 0; i < 3; i++)
      expect((await t.post('/api/users/signup', { name: 'Spam', email })).statusCode).toBe(200);
    const fourth = await t.post('/api/users/signup', { name: 'Spam', email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Too many codes asked for this e-mail: 3 in 15 minutes. Wait 15 minutes, then ask again.',
    );
    // The refused ask sends nothing: the mailbox holds the three codes only.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('names the missing or bad field', async () => {
    const res = await t.post('/api/users/signup', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.name');
    expect(res.json().message).toContain('body.email');
  });
});

describe('codes per client address', () => {
  it('limits how many codes one address can ask for, across e-mails', async () => {
    const strict = await startTestApp({ CODES_PER_IP: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await strict.post('/api/users/signup', { name: 'N', email: `n${i}@example.so` }))
            .statusCode,
        ).toBe(200);
      }
      const res = await strict.post('/api/users/signup', { name: 'N', email: 'n9@example.so' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/this address/);
      // A forged X-Forwarded-For does not give a new address unless TRUST_PROXY is on.
      const forged = await strict.send({
        method: 'POST',
        url: '/api/users/signup',
        headers: { 'x-forwarded-for': '10.9.8.7' },
        payload: { name: 'N', email: 'n8@example.so' },
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
