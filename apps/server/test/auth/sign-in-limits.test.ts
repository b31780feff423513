import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginCodes } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { mailText } from '../support/notifications';

/*
 * Issue 15: sign-in limits that a stranger could turn against someone (code requests and wrong
 * guesses for another person's address), the code's lifetime against what its e-mail says, and
 * an answer without internals when mail is down.
 */

let t: TestApp;
beforeAll(async () => {
  // Calls per client per minute are tested in login.test.ts; here they would get in the way.
  t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const PERSON = '198.51.100.7';
const STRANGER = '203.0.113.9';
const OTHER_STRANGER = '203.0.113.10';

/** A call from a given client address. */
const from = (ip: string, url: string, payload: object) =>
  t.send({ method: 'POST', url, payload, remoteAddress: ip });
const askCode = (ip: string, email: string) =>
  from(ip, '/api/users/login/email', { userEmail: email });
const tryCode = (ip: string, email: string, otp: string) =>
  from(ip, '/api/users/varify-login-otp', { otp, userEmail: email });
const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
  `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Signs a new person up from their own client address (the sign-up code counts for them). */
async function registered(email: string) {
  await from(PERSON, '/api/users/signup', { name: 'Person', email });
  const otp = await t.mailbox.codeFor(email);
  const res = await from(PERSON, '/api/users/varify-login-otp', {
    otp,
    userEmail: email,
    type: 'signup',
  });
  expect(res.statusCode).toBe(200);
}

describe('a stranger cannot deny someone sign-in', () => {
  it("a stranger's code requests for someone's address neither block the person's own nor replace their code", async () => {
    const email = 'asked-for@example.so';
    await registered(email);
    expect((await askCode(PERSON, email)).statusCode).toBe(200);
    const mine = await t.mailbox.codeFor(email);

    const strangers = [];
    for (let i = 0; i < 4; i++) strangers.push((await askCode(STRANGER, email)).statusCode);
    // The stranger meets the per-address-and-client limit (3 in 15 minutes)...
    expect(strangers).toEqual([200, 200, 200, 429]);
    // ...but the code the person got still works, and they may still ask from their own client.
    const signedIn = await tryCode(PERSON, email, mine);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.email).toBe(email);
    expect((await askCode(PERSON, email)).statusCode).toBe(200);
  });

  it("a stranger's wrong guesses from another client leave the person's own tries", async () => {
    const email = 'guessed-at@example.so';
    await registered(email);
    await askCode(PERSON, email);
    const right = await t.mailbox.codeFor(email);

    const guesses = [];
    for (let i = 0; i < 6; i++)
      guesses.push((await tryCode(STRANGER, email, wrongFor(right))).statusCode);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
    // The person's own wrong tries are counted apart from the stranger's.
    expect((await tryCode(PERSON, email, wrongFor(right))).statusCode).toBe(400);
    const res = await tryCode(PERSON, email, right);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeDefined();
  });

  it('other clients share 5 wrong tries a code, so more addresses do not buy more guesses', async () => {
    const email = 'many-guessers@example.so';
    await registered(email);
    await askCode(PERSON, email);
    const right = await t.mailbox.codeFor(email);
    for (let i = 0; i < 3; i++) await tryCode(STRANGER, email, wrongFor(right));
    const second = [];
    for (let i = 0; i < 3; i++)
      second.push((await tryCode(OTHER_STRANGER, email, wrongFor(right))).statusCode);
    expect(second).toEqual([400, 400, 429]);
    // Not even the right code passes from another client now...
    expect((await tryCode(OTHER_STRANGER, email, right)).statusCode).toBe(429);
    // ...while the client that asked for it still signs in.
    expect((await tryCode(PERSON, email, right)).statusCode).toBe(200);
  });

  it('the client that asked still has 5 tries of its own, then the code locks for it', async () => {
    const email = 'own-tries@example.so';
    await registered(email);
    await askCode(PERSON, email);
    const right = await t.mailbox.codeFor(email);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await tryCode(PERSON, email, wrongFor(right))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await tryCode(PERSON, email, right);
    expect([locked.statusCode, locked.json().message]).toEqual([
      429,
      'Too many tries, ask for a new code',
    ]);
  });

  it('an address takes at most 10 codes in 15 minutes from all clients together', async () => {
    const email = 'flooded@example.so';
    await registered(email);
    // The sign-up code was the first; 9 more from three clients, then everyone is refused.
    const answers = [];
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])
      for (let i = 0; i < 3; i++) answers.push((await askCode(ip, email)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429, 429]);
    const person = await askCode(PERSON, email);
    expect(person.statusCode).toBe(429);
    expect(person.json().message).toBe(
      'Too many codes were asked for this e-mail lately. Wait 15 minutes, then ask again.',
    );
  });

  it("strangers who use up an address's ceiling do not lock its owner's own browser out", async () => {
    const email = 'own-device@example.so';
    // The person signs up from their phone, which keeps the device cookie of the sign-in.
    await from(PERSON, '/api/users/signup', { name: 'Person', email });
    const signedUp = await from(PERSON, '/api/users/varify-login-otp', {
      otp: await t.mailbox.codeFor(email),
      userEmail: email,
      type: 'signup',
    });
    const device = signedUp.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await t.send({ method: 'GET', url: '/api/users/logout', cookie: sessionOf(signedUp) });

    // Three stranger addresses use up the address's 10 codes.
    for (const ip of ['192.0.2.11', '192.0.2.12', '192.0.2.13'])
      for (let i = 0; i < 3; i++) await askCode(ip, email);
    expect((await askCode('192.0.2.14', email)).statusCode).toBe(429);
    // The owner, from a new network, without their phone: still the ceiling.
    expect((await askCode('198.51.100.44', email)).statusCode).toBe(429);

    // From their phone, on any network, they still get a code and sign in with it.
    const ownAsk = (ip: string, cookie: string) =>
      t.send({
        method: 'POST',
        url: '/api/users/login/email',
        payload: { userEmail: email },
        remoteAddress: ip,
        cookie,
      });
    const asked = await ownAsk('198.51.100.45', `device=${device!.value}`);
    expect(asked.statusCode).toBe(200);
    const code = await t.mailbox.codeFor(email);
    const signedIn = await t.send({
      method: 'POST',
      url: '/api/users/varify-login-otp',
      payload: { otp: code, userEmail: email },
      remoteAddress: '198.51.100.45',
      cookie: `device=${device!.value}`,
    });
    expect(signedIn.statusCode).toBe(200);
    // Another account's device, or a made-up one, is no key to this address.
    const other = 'other-device@example.so';
    await registered(other);
    expect((await ownAsk('198.51.100.46', 'device=made-up-token')).statusCode).toBe(429);
  });
});

describe("a code's lifetime", () => {
  it('is what its e-mail says: it works just before and is refused just after', async () => {
    const email = 'lifetime@example.so';
    await registered(email);
    const base = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: base });
    try {
      await askCode(PERSON, email);
      const first = t.mailbox.mails.findLast((m) => m.to.includes(email))!;
      const minutes = Number(mailText(first.raw).match(/expires in (\d+) minutes/)?.[1]);
      expect(minutes).toBe(10);
      const code = await t.mailbox.codeFor(email);
      vi.setSystemTime(base + minutes * 60_000 - 30_000);
      expect((await tryCode(PERSON, email, code)).statusCode).toBe(200);

      vi.setSystemTime(base);
      await askCode(PERSON, email);
      const late = await t.mailbox.codeFor(email);
      vi.setSystemTime(base + minutes * 60_000 + 30_000);
      const refused = await tryCode(PERSON, email, late);
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'code_expired']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('with the mail server down', () => {
  it('answers 503 with a plain message, no internal error text, and keeps no code', async () => {
    const down = await startTestApp();
    try {
      await down.signUp('Mail Down', 'mail-down@example.so');
      await down.mailbox.close();
      const codes = (await down.app.deps.db.select().from(loginCodes)).length;
      for (const res of [
        await down.post('/api/users/login/email', { userEmail: 'mail-down@example.so' }),
        await down.post('/api/users/signup', { name: 'New', email: 'new-one@example.so' }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          success: false,
          status: 503,
          message: 'We could not send the e-mail, try again',
          code: 'unavailable',
        });
        expect(res.body).not.toMatch(/ECONNREFUSED|Error|127\.0\.0\.1/);
      }
      expect((await down.app.deps.db.select().from(loginCodes)).length).toBe(codes);
    } finally {
      await down.close();
    }
  });
});
