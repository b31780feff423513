import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  type PropertyRow,
  type Signed,
} from '../support/factories';
import {
  acceptRent,
  eventually,
  mailsTo,
  noticesAbout,
  propertyRow,
  recordingRealtime,
  requestRent,
  waitForMail,
} from '../support/notifications';

/*
 * The outbox: what a request's transaction wrote reaches people after it commits, live and by
 * e-mail through the real SMTP receiver; what rolled back reaches nobody.
 */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let live: ReturnType<typeof recordingRealtime>;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://rentals.example.so/' });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali', email: 'xaliimo@example.so' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax', email: 'axmed@example.so' });
});
afterAll(() => t.close());
beforeEach(() => {
  live = recordingRealtime();
  t.app.deps.realtime = live.realtime;
});

const db = () => t.app.deps.db;
const decline = (propertyId: string, recordId: string) =>
  t.post(
    '/api/rentingProperty/decline-rent-request',
    { propertyId, propertyRentingRecordId: recordId },
    owner.cookie,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('after a request commits', () => {
  let villa: PropertyRow;
  let recordId: string;

  it('a rent request e-mails the owner with a link to the inbox, and tells their open tabs', async () => {
    villa = await createProperty(db(), owner.user.id, { name: 'Villa Jazeera' });
    recordId = await requestRent(t, renter, villa.id);
    const mail = await waitForMail(t.mailbox, owner.user.email, 'New rent request');
    expect(mail).toContain('Subject: New rent request for Villa Jazeera');
    expect(mail).toContain('Axmed Faarax asked to rent Villa Jazeera');
    expect(mail).toContain(`https://rentals.example.so/notifications/${owner.user.id}`);
    expect(mail).toContain(`<a href="https://rentals.example.so/notifications/${owner.user.id}">`);
    await eventually(() =>
      expect(live.events).toEqual([
        { to: owner.user.id, event: { type: 'rent-request', about: villa.id } },
      ]),
    );
    expect(mailsTo(t.mailbox, renter.user.email, 'Villa Jazeera')).toEqual([]);
  });

  it('accepting e-mails the renter; both sides hear of the change', async () => {
    expect((await acceptRent(t, owner, renter, villa.id, recordId)).body).toBe('success');
    const mail = await waitForMail(t.mailbox, renter.user.email, 'was accepted');
    expect(mail).toContain('Subject: Your request for Villa Jazeera was accepted');
    expect(mail).toContain('Xaliimo Cali accepted your request to rent Villa Jazeera');
    expect(mail).toContain(`https://rentals.example.so/notifications/${renter.user.id}`);
    await eventually(() =>
      expect(live.events).toEqual(
        expect.arrayContaining([
          { to: renter.user.id, event: { type: 'rent-accepted', about: villa.id } },
          // The request left the owner's inbox: their other tabs refetch too.
          { to: owner.user.id, event: { type: 'rent-request', about: villa.id } },
        ]),
      ),
    );
  });

  it('a request to admin reaches the admins room and no mailbox', async () => {
    const before = t.mailbox.mails.length;
    const res = await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: owner.user.id,
          notifier: 'admin',
          type: 'property-verification-request',
          about: villa.id,
        },
      },
      owner.cookie,
    );
    expect(res.json().data).toBe('success');
    await eventually(() =>
      expect(live.events).toEqual([
        { to: 'admins', event: { type: 'property-verification-request', about: villa.id } },
      ]),
    );
    await pause(200);
    expect(t.mailbox.mails).toHaveLength(before);
  });
});

describe('when the transaction rolls back', () => {
  it('a declined request whose transaction failed sends nothing; the retry sends once', async () => {
    const house = await createProperty(db(), owner.user.id, { name: 'Guri Wadajir' });
    const recordId = await requestRent(t, renter, house.id);
    await waitForMail(t.mailbox, owner.user.email, 'Guri Wadajir');
    live.events.length = 0;

    // The decline writes request-declined, then fails removing the rent request: all of it rolls back.
    await db().execute(sql`
      create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'no deletes today'; end $$`);
    await db().execute(sql`
      create trigger refuse_delete before delete on notifications
      for each row execute function refuse_delete()`);
    try {
      const failed = await decline(house.id, recordId);
      expect(failed.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_delete on notifications`);
      await db().execute(sql`drop function refuse_delete()`);
    }
    expect(await noticesAbout(db(), house.id)).toEqual([
      { type: 'rent-request', from: renter.user.id, notifier: owner.user.id },
    ]);
    expect((await propertyRow(db(), house.id)).status).toBe('pending');
    await pause(300);
    expect(live.events).toEqual([]);
    expect(mailsTo(t.mailbox, renter.user.email, 'Guri Wadajir')).toEqual([]);

    expect((await decline(house.id, recordId)).json().data).toBe('success');
    const mail = await waitForMail(t.mailbox, renter.user.email, 'Guri Wadajir');
    expect(mail).toContain('Subject: Your request for Guri Wadajir was declined');
    expect(mail).toContain('Xaliimo Cali declined your request to rent Guri Wadajir');
    await pause(200);
    expect(mailsTo(t.mailbox, renter.user.email, 'Guri Wadajir')).toHaveLength(1);
    expect(live.events).toEqual(
      expect.arrayContaining([
        { to: renter.user.id, event: { type: 'request-declined', about: house.id } },
      ]),
    );
  });

  it('news told again that rolled back leaves the earlier card as it was and tells nobody', async () => {
    // A second tenancy brings the earlier rent-accepted card back to the top; here it fails.
    const house = await createProperty(db(), owner.user.id, { name: 'Dabaq Hodan' });
    const first = await requestRent(t, renter, house.id);
    await acceptRent(t, owner, renter, house.id, first);
    await waitForMail(t.mailbox, renter.user.email, 'Dabaq Hodan was accepted');
    await t.post(
      '/api/rentingProperty/unrent/',
      {
        type: 'vacated',
        from: owner.user.id,
        notifier: renter.user.id,
        propertyRentingRecordId: first,
        propertyId: house.id,
      },
      owner.cookie,
    );
    const second = await requestRent(t, renter, house.id);
    // The outbox flushes after the response; let the request's own event land before listening.
    await pause(300);
    live.events.length = 0;
    await db().execute(sql`
      create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'no deletes today'; end $$`);
    await db().execute(sql`
      create trigger refuse_delete before delete on notifications
      for each row execute function refuse_delete()`);
    try {
      const failed = await acceptRent(t, owner, renter, house.id, second);
      expect([failed.statusCode, failed.body]).toEqual([500, 'error']);
    } finally {
      await db().execute(sql`drop trigger refuse_delete on notifications`);
      await db().execute(sql`drop function refuse_delete()`);
    }
    await pause(300);
    expect(live.events.filter((e) => e.to === renter.user.id)).toEqual([]);
    expect(mailsTo(t.mailbox, renter.user.email, 'Dabaq Hodan was accepted')).toHaveLength(1);
  });
});

describe('mail failures', () => {
  it('are logged and never fail the request; the live event still goes', async () => {
    const mailer = t.app.deps.mailer;
    let tried = 0;
    t.app.deps.mailer = {
      send: async () => {
        tried++;
        throw new Error('SMTP is down');
      },
      close: () => {},
    };
    try {
      const house = await createProperty(db(), owner.user.id);
      const res = await t.post(
        '/api/rentingProperty/renting-request/',
        { propertyId: house.id, userId: renter.user.id },
        renter.cookie,
      );
      expect(res.json()).toEqual({ success: true, data: 'success' });
      await eventually(() => expect(tried).toBe(1));
      expect(live.events).toEqual([
        { to: owner.user.id, event: { type: 'rent-request', about: house.id } },
      ]);
    } finally {
      t.app.deps.mailer = mailer;
    }
  });
});
