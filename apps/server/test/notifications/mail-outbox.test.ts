import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { enqueue, enqueueMail } from '../../src/outbox/mail-queue';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createSignedInUser, type Signed } from '../support/factories';
import {
  eventually,
  mailsTo,
  propertyRow,
  requestRent,
  waitForMail,
} from '../support/notifications';

/*
 * The durable mail outbox (issue 15, "nothing lost"): a notification e-mail is a row written in
 * the transaction of the change it reports, delivered by the worker with retries, once; an SMTP
 * outage delays it and loses nothing.
 */

const MAX_ATTEMPTS = 4;
let t: TestApp;
let owner: Signed;
let renter: Signed;

beforeAll(async () => {
  t = await startTestApp({
    PUBLIC_URL: 'https://rentals.example.so',
    MAIL_RETRY_SECONDS: '0.2',
    MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
  });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali', email: 'xaliimo@example.so' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax', email: 'axmed@example.so' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const queued = () => db().select().from(mailOutbox);
const queuedTo = async (email: string) =>
  (await queued()).filter((row) => JSON.stringify(row.mail).includes(email));

describe('an SMTP outage', () => {
  it('delays a booking e-mail until the mail server is back, then delivers it once', async () => {
    const house = await createProperty(db(), owner.user.id, { name: 'Guri Shibis' });
    await t.mailbox.down();
    try {
      // The request answers at once; its e-mail waits in the outbox.
      await requestRent(t, renter, house.id);
      await eventually(async () => {
        const [row] = await db().select().from(mailOutbox);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        expect(row?.lastError).toMatch(/ECONNREFUSED/);
        expect(row?.sentAt).toBeNull();
      });
    } finally {
      await t.mailbox.up();
    }
    const mail = await waitForMail(t.mailbox, owner.user.email, 'Guri Shibis');
    expect(mail).toContain('Subject: New rent request for Guri Shibis');
    expect(mail).toContain('Axmed Faarax asked to rent Guri Shibis');
    await pause(800);
    expect(mailsTo(t.mailbox, owner.user.email, 'Guri Shibis')).toHaveLength(1);
    const [row] = await queued();
    expect(row?.sentAt).not.toBeNull();
    expect(row?.deadAt).toBeNull();
  });
});

describe('a transaction that rolls back', () => {
  it('takes its queued mail with it: nothing is sent', async () => {
    const house = await createProperty(db(), owner.user.id, { name: 'Guri Kaaraan' });
    const recordId = await requestRent(t, renter, house.id);
    await waitForMail(t.mailbox, owner.user.email, 'Guri Kaaraan');
    const declines = async () =>
      (await queued()).filter((row) => JSON.stringify(row.mail).includes('request-declined'));
    expect(await declines()).toEqual([]);
    // The decline queues request-declined's mail, then fails removing the rent request.
    await db().execute(sql`
      create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'no deletes today'; end $$`);
    await db().execute(sql`
      create trigger refuse_delete before delete on notifications
      for each row execute function refuse_delete()`);
    try {
      const res = await t.post(
        '/api/rentingProperty/decline-rent-request',
        { propertyId: house.id, propertyRentingRecordId: recordId },
        owner.cookie,
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_delete on notifications`);
      await db().execute(sql`drop function refuse_delete()`);
    }
    expect((await propertyRow(db(), house.id)).status).toBe('pending');
    expect(await declines()).toEqual([]);
    t.app.outbox.wake();
    await pause(300);
    expect(mailsTo(t.mailbox, renter.user.email, 'Guri Kaaraan')).toEqual([]);
  });
});

describe('mail that keeps failing', () => {
  it('is tried a bounded number of times with growing waits, then kept as a dead letter', async () => {
    const mailer = t.app.deps.mailer;
    const tries: number[] = [];
    t.app.deps.mailer = {
      send: async (message) => {
        if (message.to === 'nobody@rentals.invalid') tries.push(Date.now());
        throw new Error('550 mailbox unavailable');
      },
      close: () => {},
    };
    try {
      await db().transaction((tx) =>
        enqueueMail(tx, { to: 'nobody@rentals.invalid', subject: 'Hello', text: 'Hello' }),
      );
      t.app.outbox.wake();
      await eventually(async () => {
        const [row] = await queuedTo('nobody@rentals.invalid');
        expect(row?.deadAt).not.toBeNull();
      }, 10_000);
      const [row] = await queuedTo('nobody@rentals.invalid');
      expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
      expect(row?.lastError).toContain('550 mailbox unavailable');
      expect(tries).toHaveLength(MAX_ATTEMPTS);
      // 0.2 s, then 0.4 s, then 0.8 s between tries (the poll may add a little).
      const gaps = tries.slice(1).map((at, i) => at - tries[i]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(150);
      expect(gaps[2]).toBeGreaterThanOrEqual(700);
      t.app.outbox.wake();
      await pause(500);
      expect(tries).toHaveLength(MAX_ATTEMPTS);
    } finally {
      t.app.deps.mailer = mailer;
    }
  });
});

describe('a worker that died holding a mail', () => {
  it('loses its claim when the lease runs out; a live claim is left alone', async () => {
    const subject = (n: string) => `Lease ${n} ${randomUUID()}`;
    const expired = subject('expired');
    const held = subject('held');
    await db().transaction(async (tx) => {
      await enqueueMail(tx, { to: 'lease@example.so', subject: expired, text: 'one' });
      await enqueueMail(tx, { to: 'lease@example.so', subject: held, text: 'two' });
    });
    // As a worker leaves them mid-send: claimed, one lease over, the other still running.
    await db().execute(sql`
      update mail_outbox set attempts = 1, locked_until = case
        when mail->'message'->>'subject' = ${expired} then now() - interval '1 second'
        else now() + interval '1 hour' end
      where mail->'message'->>'to' = 'lease@example.so'`);
    t.app.outbox.wake();
    await waitForMail(t.mailbox, 'lease@example.so', expired);
    await pause(300);
    expect(mailsTo(t.mailbox, 'lease@example.so', expired)).toHaveLength(1);
    expect(mailsTo(t.mailbox, 'lease@example.so', held)).toEqual([]);
  });
});

describe('rendering at delivery', () => {
  it('reads the names then, and a listing deleted meanwhile is "the listing"', async () => {
    await db().transaction((tx) =>
      enqueue(tx, {
        kind: 'notice',
        notice: {
          notificationType: 'request-declined',
          fromUserId: owner.user.id,
          notifierId: renter.user.id,
          about: randomUUID(),
        },
      }),
    );
    await db().execute(
      sql`update users set name = 'Axmed F. Warsame' where id = ${renter.user.id}`,
    );
    t.app.outbox.wake();
    const mail = await waitForMail(t.mailbox, renter.user.email, 'the listing was declined');
    expect(mail).toContain('Salaan / Hello Axmed F. Warsame,');
    expect(mail).toContain('Xaliimo Cali declined your request to rent the listing');
  });

  it('drops a mail whose recipient is gone, as a dead letter, and goes on with the rest', async () => {
    const gone = await createSignedInUser(db(), { email: 'gone@example.so' });
    await db().transaction((tx) =>
      enqueue(tx, {
        kind: 'notice',
        notice: {
          notificationType: 'rent-accepted',
          fromUserId: owner.user.id,
          notifierId: gone.user.id,
          about: randomUUID(),
        },
      }),
    );
    const [row] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(sql`${mailOutbox.mail}->'notice'->>'notifierId'`, gone.user.id));
    // Gone before delivery: the delivery reads the account then.
    await db().execute(sql`delete from users where id = ${gone.user.id}`);
    t.app.outbox.wake();
    await eventually(async () => {
      const [after] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(after?.deadAt).not.toBeNull();
      expect(after?.lastError).toContain('recipient is gone');
    });
  });
});

describe("a Somali recipient's mail (issue 32 item 9)", () => {
  it("names an unnamed listing in Somali, not 'House in Hodan'", async () => {
    const somali = await createSignedInUser(db(), {
      name: 'Hodan Warsame',
      email: 'hodanw@example.so',
    });
    await db().execute(sql`update users set language = 'so' where id = ${somali.user.id}`);
    const house = await createProperty(db(), somali.user.id, { name: '' });
    await requestRent(t, renter, house.id);
    const mail = await waitForMail(t.mailbox, somali.user.email, 'Guri ku yaal Hodan');
    expect(mail).not.toContain('House in Hodan');
  });
});
