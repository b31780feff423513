import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@rentals/shared';
import { loginCodes, mailOutbox, smsMessages, users } from '../../src/db/schema';
import { sessionCookie, startTestApp, type TestApp } from '../support/app';
import {
  askProperty,
  createProperty,
  createSignedInAdmin,
  createSignedInUser,
} from '../support/factories';
import { startSmsc, type Smsc } from '../support/smsc';

/*
 * Issue 34: signing up and in with a phone number and a code by SMS, through a real SMPP
 * exchange (the `smpp` package's server is the SMSC), answered like the e-mail twins.
 */

let t: TestApp;
let smsc: Smsc;
beforeAll(async () => {
  smsc = await startSmsc();
  t = await startTestApp({
    SMPP_URL: smsc.url,
    // Every call here comes from one client address: its own limit is not what is tested.
    CODES_PER_IP: '200',
    MAIL_RETRY_SECONDS: '0.05',
    OUTBOX_POLL_SECONDS: '0.05',
  });
});
afterAll(async () => {
  await t?.close();
  await smsc?.close();
});

let counter = 0;
/** A fresh Somali mobile number, as E.164 and as a person would type it. */
function newNumber() {
  const nsn = `61${String(1_000_000 + counter++ * 7919).slice(-7)}`;
  return { e164: `+252${nsn}`, typed: `0${nsn.slice(0, 3)} ${nsn.slice(3)}` };
}
const somali = { cookie: 'lang=so' };
const post = (url: string, payload: object, cookie?: string) =>
  t.send({ method: 'POST', url, payload, headers: cookie ? { cookie } : somali });

async function signUpByPhone(name: string) {
  const number = newNumber();
  expect((await post('/api/users/signup', { name, phone: number.typed })).json()).toMatchObject({
    success: true,
    data: 'sent',
  });
  const otp = await smsc.codeFor(number.e164);
  const res = await post('/api/users/varify-login-otp', {
    otp,
    phone: number.typed,
    type: 'signup',
  });
  return { number, res, cookie: sessionCookie(res) };
}

describe('signing up and in by phone', () => {
  it('signs up with a number typed as people do, and the code SMS is in Somali', async () => {
    const { number, res } = await signUpByPhone('Hodan Cali');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hodan Cali',
      email: '',
      phone: number.e164,
      sms_alerts: true,
    });
    const sms = smsc.received.findLast((m) => m.to === number.e164)!;
    expect(sms.text).toMatch(/^Mogadishu Rentals: koodhkaagu waa \d{6}\./);
    expect(sms.parts).toHaveLength(1);
    expect(sms.parts[0]!.dataCoding).toBe(0);
  });

  it('signs in with the number in another spelling, as the same account', async () => {
    const { number, res: signedUp } = await signUpByPhone('Cumar');
    const asked = await post('/api/users/login/phone', {
      phone: number.e164.replace('+252', '+252 ').replace(/(\d{3})(\d{4})$/, '$1-$2'),
    });
    expect(asked.json()).toMatchObject({ success: true, data: 'sent' });
    const otp = await smsc.codeFor(number.e164);
    const res = await post('/api/users/varify-login-otp', { otp, phone: number.typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(signedUp.json().data._id);
    expect(sessionCookie(res)).toMatch(/^sid=/);
    const me = await t.get('/api/users/login/authorization', sessionCookie(res));
    expect(me.json().data.phone).toBe(number.e164);
  });

  it('answers an unknown number, a bad format and a wrong code like their e-mail twins', async () => {
    const sentBefore = smsc.submitted.length;
    const unknown = await post('/api/users/login/phone', { phone: newNumber().typed });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: messages.userNotExist });

    for (const phone of ['12', 'call me', '+252 1 234567']) {
      const bad = await post('/api/users/login/phone', { phone });
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation' });
      expect(bad.json().message).toContain('body.phone');
    }
    // A foreign or premium number never reaches the SMSC.
    const foreign = await post('/api/users/signup', { name: 'X', phone: '+44 7700 900123' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('body.phone: must be a number of a country we send SMS to');

    const { number } = await signUpByPhone('Sahra');
    await post('/api/users/login/phone', { phone: number.typed });
    const right = await smsc.codeFor(number.e164);
    const wrong = await post('/api/users/varify-login-otp', {
      otp: right === '000000' ? '111111' : '000000',
      phone: number.typed,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.loginCodeError, code: 'invalid_code' });
    expect(smsc.submitted.length - sentBefore).toBe(2);
  });

  it('answers a taken number like a taken e-mail, and one address at a time', async () => {
    const { number } = await signUpByPhone('Xasan');
    const again = await post('/api/users/signup', { name: 'Someone', phone: number.typed });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.userExists);

    const both = await post('/api/users/signup', {
      name: 'Both',
      email: 'both@example.so',
      phone: newNumber().typed,
    });
    expect(both.statusCode).toBe(400);
    const neither = await post('/api/users/varify-login-otp', { otp: '123456' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('body.userEmail');
  });

  it('holds a number to the e-mail codes limits (3 from one client in 15 minutes)', async () => {
    const { number } = await signUpByPhone('Limits');
    for (let i = 0; i < 2; i++)
      expect((await post('/api/users/login/phone', { phone: number.typed })).statusCode).toBe(200);
    const refused = await post('/api/users/login/phone', { phone: number.typed });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many codes asked for this number: 3 in 15 minutes. Wait 15 minutes, then ask again.',
    );
  });

  it('stops at the daily ceiling, and says so', async () => {
    const { number } = await signUpByPhone('Ceiling');
    const limit = t.config.smsDailyLimit;
    t.config.smsDailyLimit = (await t.app.deps.db.select().from(smsMessages)).length;
    try {
      const refused = await post('/api/users/login/phone', { phone: number.typed });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/cannot send more SMS today/);
      // The code that could not go is not left to be guessed.
      const codes = await t.app.deps.db
        .select()
        .from(loginCodes)
        .where(eq(loginCodes.email, number.e164));
      expect(codes.filter((c) => c.purpose === 'login')).toHaveLength(0);
    } finally {
      t.config.smsDailyLimit = limit;
    }
  });

  it("stores the carrier's delivery receipts", async () => {
    const { number } = await signUpByPhone('Receipts');
    const sms = smsc.received.findLast((m) => m.to === number.e164)!;
    await smsc.receipt(sms.parts[0]!.messageId, 'DELIVRD');
    await vi.waitFor(async () => {
      const [row] = await t.app.deps.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.to, number.e164));
      expect(row).toMatchObject({ status: 'delivered', receiptState: 'DELIVRD', kind: 'code' });
    });
  });

  it('answers 503 while the SMSC is down, and sends again once it is back', async () => {
    const { number } = await signUpByPhone('Outage');
    await smsc.down();
    try {
      const res = await post('/api/users/login/phone', { phone: number.typed });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('We could not send the SMS, try again');
    } finally {
      const rebound = smsc.nextBind();
      await smsc.up();
      await rebound;
    }
    expect((await post('/api/users/login/phone', { phone: number.typed })).statusCode).toBe(200);
    await smsc.codeFor(number.e164);
  });
});

describe('a phone number on an existing account', () => {
  it('is added once the code sent to it comes back; a taken one answers taken', async () => {
    const who = await createSignedInUser(t.app.deps.db, { language: 'en' });
    const number = newNumber();
    expect((await post('/api/users/phone', { phone: number.typed })).statusCode).toBe(401);
    const asked = await post('/api/users/phone', { phone: number.typed }, who.cookie);
    expect(asked.json()).toMatchObject({ success: true, data: 'sent' });
    const sms = await smsc.next(number.e164);
    expect(sms.text).toMatch(/^Mogadishu Rentals: your code is \d{6}\./);
    const otp = /(\d{6})/.exec(sms.text)![1]!;
    const done = await post('/api/users/phone/verify', { otp }, who.cookie);
    expect(done.json().data).toMatchObject({ phone: number.e164, email: who.user.email });

    const other = await createSignedInUser(t.app.deps.db);
    const taken = await post('/api/users/phone', { phone: number.e164 }, other.cookie);
    expect(taken.json()).toMatchObject({ success: true, data: 'taken' });
  });

  it('counts probes of numbers under FIND_USER_RATE_LIMIT (they answer taken), one limit with the look-ups by e-mail', async () => {
    const strict = await startTestApp({ SMPP_URL: smsc.url, FIND_USER_RATE_LIMIT: '3' });
    try {
      const db = strict.app.deps.db;
      const prober = await createSignedInUser(db);
      const held = [];
      for (let i = 0; i < 4; i++)
        held.push((await createSignedInUser(db, { phone: newNumber().e164 })).user.phone!);
      const probe = (phone: string) =>
        strict.send({
          method: 'POST',
          url: '/api/users/phone',
          cookie: prober.cookie,
          remoteAddress: '192.0.2.9',
          payload: { phone },
        });
      const answers = [];
      for (const phone of held) {
        const res = await probe(phone);
        answers.push(res.statusCode === 200 ? res.json().data : res.statusCode);
      }
      expect(answers).toEqual(['taken', 'taken', 'taken', 429]);
      const find = await strict.send({
        method: 'GET',
        url: `/api/users/find/user?email=${prober.user.email}`,
        cookie: prober.cookie,
        remoteAddress: '192.0.2.10',
      });
      expect(find.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('tells the old number through the outbox, which retries until the SMSC is back', async () => {
    const old = newNumber();
    const { cookie } = await createSignedInUser(t.app.deps.db, {
      phone: old.e164,
      language: 'so',
    });
    const next = newNumber();
    await post('/api/users/phone', { phone: next.typed }, cookie);
    const otp = await smsc.codeFor(next.e164);
    await smsc.down();
    try {
      const res = await post('/api/users/phone/verify', { otp }, cookie);
      expect(res.json().data.phone).toBe(next.e164);
      // Queued with the change; the SMSC is down, so it waits and is tried again.
      await vi.waitFor(async () => {
        const [row] = await queuedSmsTo(old.e164);
        expect(row?.attempts).toBeGreaterThanOrEqual(2);
        expect(row?.sentAt).toBeNull();
      });
    } finally {
      await smsc.up();
    }
    const sms = await smsc.next(old.e164);
    expect(sms.text).toBe(
      `Mogadishu Rentals: lambarka akoonkaagu hadda waa …${next.e164.slice(-3)}. Haddaadan adigu samayn, noo soo qor.`,
    );
    await vi.waitFor(async () => expect((await queuedSmsTo(old.e164))[0]?.sentAt).not.toBeNull());
    // Sent once.
    expect(smsc.received.filter((m) => m.to === old.e164)).toHaveLength(1);
  });

  it('chooses SMS alerts in the profile', async () => {
    const who = await createSignedInUser(t.app.deps.db);
    const res = await post('/api/users/sms-alerts', { on: true }, who.cookie);
    expect(res.json().data.sms_alerts).toBe(true);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, who.user.id));
    expect(row!.smsAlerts).toBe(true);
  });
});

describe('alerts by SMS', () => {
  it("tell an owner who chose them of a request, in the owner's language; others get none", async () => {
    const owner = newNumber();
    const { user: ownerRow } = await createSignedInUser(t.app.deps.db, {
      phone: owner.e164,
      smsAlerts: true,
      language: 'so',
    });
    const renter = await createSignedInUser(t.app.deps.db, { name: 'Cabdi Nuur' });
    const house = await createProperty(t.app.deps.db, ownerRow.id);
    expect((await askProperty(t, renter, house.id)).json().data).toBe('success');
    const sms = await smsc.next(owner.e164);
    expect(sms.text).toBe(
      'Mogadishu Rentals: Cabdi Nuur wuxuu codsaday inuu kireysto. Ka aqbal ama ka diid ogeysiisyadaada.',
    );
    expect(sms.parts).toHaveLength(1);

    // A number without the choice gets nothing: no SMS is even queued.
    const quiet = newNumber();
    const { user: quietOwner } = await createSignedInUser(t.app.deps.db, { phone: quiet.e164 });
    const other = await createProperty(t.app.deps.db, quietOwner.id);
    expect((await askProperty(t, renter, other.id)).json().data).toBe('success');
    expect(await queuedSmsTo(quiet.e164)).toEqual([]);
  });
});

describe('the admin console', () => {
  it("shows the last days' SMS from the receipts, and today's count against the ceiling", async () => {
    const { number } = await signUpByPhone('Admin view');
    const sms = smsc.received.findLast((m) => m.to === number.e164)!;
    await smsc.receipt(sms.parts[0]!.messageId, 'UNDELIV');
    const admin = await createSignedInAdmin(t.app.deps.db);
    const today = new Date().toISOString().slice(0, 10);
    let stats: { today: number; ceiling: number; nearCeiling: boolean; days: unknown[] } = {
      today: 0,
      ceiling: 0,
      nearCeiling: false,
      days: [],
    };
    await vi.waitFor(async () => {
      stats = (await t.get('/api/admin/sms', admin.cookie)).json().data;
      expect(stats.days[0]).toMatchObject({ day: today, failed: expect.any(Number) });
      expect((stats.days[0] as { failed: number }).failed).toBeGreaterThanOrEqual(1);
    });
    const rows = await t.app.deps.db.select().from(smsMessages);
    expect(stats).toMatchObject({
      today: rows.length,
      ceiling: t.config.smsDailyLimit,
      nearCeiling: false,
    });
    expect(stats.days[0]).toMatchObject({
      sent: rows.length,
      delivered: rows.filter((r) => r.status === 'delivered').length,
      failed: rows.filter((r) => r.status === 'failed').length,
    });
    // Near the ceiling the console says so; other users may not look.
    const limit = t.config.smsDailyLimit;
    t.config.smsDailyLimit = rows.length + 1;
    try {
      expect((await t.get('/api/admin/sms', admin.cookie)).json().data.nearCeiling).toBe(true);
    } finally {
      t.config.smsDailyLimit = limit;
    }
    const user = await createSignedInUser(t.app.deps.db);
    expect((await t.get('/api/admin/sms', user.cookie)).statusCode).toBe(403);
  });
});

async function queuedSmsTo(to: string) {
  const rows = await t.app.deps.db.select().from(mailOutbox);
  return rows.filter((r) => r.mail.kind === 'sms' && r.mail.sms.to === to);
}
