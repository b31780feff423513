import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@rentals/shared';
import {
  notifications,
  rentingProperties,
  savedSearches,
  searchChanges,
} from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createSignedInUser, type Signed } from '../support/factories';
import { eventually, mailsTo, recordingRealtime, waitForMail } from '../support/notifications';
import { startSmsc, type Smsc } from '../support/smsc';

/*
 * Issue 35: saved searches, and the alert when a listing that matches is added, available again
 * or cheaper: in the inbox (live) and by SMS or e-mail by the person's channel, at most once a
 * day per search, never to the listing's owner. The outbox worker matches after the write; mail
 * goes through a real SMTP receiver and SMS through a real SMPP server.
 */

let t: TestApp;
let smsc: Smsc;
let renter: Signed;
let owner: Signed;
let live: ReturnType<typeof recordingRealtime>;

beforeAll(async () => {
  smsc = await startSmsc();
  t = await startTestApp({
    SMPP_URL: smsc.url,
    PUBLIC_URL: 'https://rentals.example.so',
    OUTBOX_POLL_SECONDS: '0.05',
    MAIL_RETRY_SECONDS: '0.05',
  });
  renter = await createSignedInUser(db(), { name: 'Hodan Cali', email: 'hodan@example.so' });
  owner = await createSignedInUser(db(), { name: 'Maxamed Nuur', email: 'maxamed@example.so' });
});
afterAll(async () => {
  await t?.close();
  await smsc?.close();
});
beforeEach(() => {
  live = recordingRealtime();
  t.app.deps.realtime = live.realtime;
});

const db = () => t.app.deps.db;
const save = (who: Signed, body: object) => t.post('/api/saved-searches', body, who.cookie);
const del = (who: Signed | null, id: string) =>
  t.send({ method: 'DELETE', url: `/api/saved-searches/${id}`, cookie: who?.cookie });
const matchNotices = (userId: string) =>
  db()
    .select({ about: notifications.about })
    .from(notifications)
    .where(
      and(
        eq(notifications.notifierId, userId),
        eq(notifications.type, NOTIFICATION_TYPES.savedSearchMatch),
      ),
    );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('saving, listing, pausing and deleting', () => {
  it('keeps a search of text and filters, once, for the signed-in person alone', async () => {
    const first = await save(renter, { q: 'guri  Wadajir', price: '150-400' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      q: 'guri Wadajir',
      price: '150-400',
      rooms: 'any',
      paused: false,
      alerted_date: null,
    });
    const again = await save(renter, { q: 'guri Wadajir', price: '150-400' });
    expect(again.json().data._id).toBe(first.json().data._id);

    const mine = await t.get('/api/saved-searches', renter.cookie);
    expect(mine.json().data.map((s: { _id: string }) => s._id)).toEqual([first.json().data._id]);
    expect((await t.get('/api/saved-searches', owner.cookie)).json().data).toEqual([]);
    expect((await t.get('/api/saved-searches')).statusCode).toBe(401);
  });

  it('pauses and resumes; deletes; another person is told it is not found', async () => {
    const { _id: id } = (await save(renter, { q: 'xafiis Hodan' })).json().data;
    const paused = await t.post(`/api/saved-searches/${id}/pause`, {}, renter.cookie);
    expect(paused.json().data.paused).toBe(true);
    const resumed = await t.post(
      `/api/saved-searches/${id}/pause`,
      { paused: false },
      renter.cookie,
    );
    expect(resumed.json().data.paused).toBe(false);
    expect((await t.post(`/api/saved-searches/${id}/pause`, {}, owner.cookie)).statusCode).toBe(
      404,
    );
    expect((await del(owner, id)).statusCode).toBe(404);
    expect((await del(null, id)).statusCode).toBe(401);
    expect((await del(renter, id)).json()).toMatchObject({ success: true, data: 'deleted' });
    expect((await del(renter, id)).statusCode).toBe(404);
  });

  it('refuses a 21st search, an empty one and bad fields with 4xx', async () => {
    const other = await createSignedInUser(db());
    for (let i = 0; i < 20; i++)
      expect((await save(other, { q: `guri ${i}` })).statusCode).toBe(200);
    const over = await save(other, { q: 'guri 21' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/20 saved searches/);
    expect((await save(other, {})).statusCode).toBe(400);
    expect((await save(other, { q: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await save(other, { q: 'guri', price: 'free' })).statusCode).toBe(400);
    expect((await t.post('/api/saved-searches/not-an-id/pause', {}, other.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe('alerts', () => {
  it('tells the renter once, by e-mail and in the inbox (live), when an owner adds a match', async () => {
    await save(renter, { q: 'guri Yaqshid' });
    // The owner saved the same search: their own listing never alerts them.
    await save(owner, { q: 'guri Yaqshid' });
    const house = await createProperty(db(), owner.user.id, {
      name: 'Guri Barwaaqo',
      district: 'Yaaqshiid',
      description: 'Guri nadiif ah.',
      price: 350,
    });
    const mail = await waitForMail(t.mailbox, renter.user.email, 'Guri Barwaaqo');
    expect(mail).toContain(`https://rentals.example.so/default/${house.id}`);
    expect(mail).toContain('https://rentals.example.so/search?q=guri+Yaqshid');
    expect((await matchNotices(renter.user.id)).map((n) => n.about)).toEqual([house.id]);
    expect(live.events).toContainEqual({
      to: renter.user.id,
      event: { type: NOTIFICATION_TYPES.savedSearchMatch, about: house.id },
    });
    expect(await matchNotices(owner.user.id)).toEqual([]);
    expect(mailsTo(t.mailbox, owner.user.email, 'Guri Barwaaqo')).toEqual([]);

    // A second match the same day waits for tomorrow's digest.
    const second = await createProperty(db(), owner.user.id, {
      name: 'Guri Nabad',
      district: 'Yaaqshiid',
      description: 'Guri cusub.',
    });
    await pause(400);
    expect(mailsTo(t.mailbox, renter.user.email, 'Guri Nabad')).toEqual([]);
    expect(await matchNotices(renter.user.id)).toHaveLength(1);

    // A day later it goes, naming only the new one.
    await db()
      .update(savedSearches)
      .set({ alertedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(savedSearches.userId, renter.user.id));
    const next = await waitForMail(t.mailbox, renter.user.email, 'Guri Nabad');
    expect(next).not.toContain('Guri Barwaaqo');
    await eventually(async () =>
      expect((await matchNotices(renter.user.id)).map((n) => n.about).sort()).toEqual(
        [house.id, second.id].sort(),
      ),
    );
    expect(mailsTo(t.mailbox, renter.user.email, 'Guri Barwaaqo')).toHaveLength(1);
  });

  it('tells by SMS a person whose channel is SMS, when a listing becomes cheaper', async () => {
    const phone = '+252615550123';
    const texter = await createSignedInUser(db(), {
      name: 'Cumar',
      email: null,
      phone,
      smsAlerts: true,
      language: 'en',
    });
    const office = await createProperty(db(), owner.user.id, {
      type: 'office',
      name: 'Xafiis Dahab',
      district: 'Kaaraan',
      description: 'Office.',
      price: 900,
    });
    // Its addition is matched before the search exists: only what changes next counts.
    await eventually(async () => expect(await db().select().from(searchChanges)).toEqual([]));
    await save(texter, { q: 'office karan', price: '400-900' });
    await pause(300);
    expect(smsc.received.filter((m) => m.to === phone)).toEqual([]);
    // Paused, a cheaper price tells nothing; resumed, the next drop does.
    const { _id: id } = (await t.get('/api/saved-searches', texter.cookie)).json().data[0];
    await t.post(`/api/saved-searches/${id}/pause`, {}, texter.cookie);
    await db()
      .update(rentingProperties)
      .set({ price: 800 })
      .where(eq(rentingProperties.id, office.id));
    await pause(300);
    expect(smsc.received.filter((m) => m.to === phone)).toEqual([]);
    await t.post(`/api/saved-searches/${id}/pause`, { paused: false }, texter.cookie);
    await db()
      .update(rentingProperties)
      .set({ price: 700 })
      .where(eq(rentingProperties.id, office.id));
    await eventually(() => expect(smsc.received.filter((m) => m.to === phone)).toHaveLength(1));
    expect(smsc.received.find((m) => m.to === phone)!.text).toBe(
      'Mogadishu Rentals: 1 new match for "office karan": https://rentals.example.so/search?q=office+karan&price=400-900',
    );
    expect((await matchNotices(texter.user.id)).map((n) => n.about)).toEqual([office.id]);
  });

  it('keeps a word no listing holds yet, and tells when a listing with it comes', async () => {
    const waiting = await createSignedInUser(db(), { name: 'Xawa', email: 'xawa@example.so' });
    await save(waiting, { q: 'penthouse Kahda' });
    // In the district, but without the word: no alert (the word is kept, not dropped).
    await createProperty(db(), owner.user.id, {
      name: 'Plain flat',
      district: 'Kaxda',
      description: 'Ground floor.',
    });
    const penthouse = await createProperty(db(), owner.user.id, {
      name: 'Sky Penthouse',
      district: 'Kaxda',
      description: 'Top floor.',
    });
    const mail = await waitForMail(t.mailbox, waiting.user.email, 'Sky Penthouse');
    expect(mail).toContain(`/default/${penthouse.id}`);
    expect(mail).not.toContain('Plain flat');
  });

  it('tells when a rented listing becomes available again, not while it is rented', async () => {
    const shopper = await createSignedInUser(db(), { name: 'Ayaan', email: 'ayaan@example.so' });
    const shop = await createProperty(db(), owner.user.id, {
      type: 'Retail Space',
      name: 'Dukaanka Nuur',
      district: 'Waaberi',
      description: 'Shop on the main road.',
      status: 'rented',
    });
    await eventually(async () => expect(await db().select().from(searchChanges)).toEqual([]));
    await save(shopper, { q: 'dukaan Waberi' });
    await pause(300);
    expect(mailsTo(t.mailbox, shopper.user.email, 'Dukaanka Nuur')).toEqual([]);
    await db()
      .update(rentingProperties)
      .set({ status: '' })
      .where(eq(rentingProperties.id, shop.id));
    await waitForMail(t.mailbox, shopper.user.email, 'Dukaanka Nuur');
  });
});
