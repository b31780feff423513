import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWrapper } from '@rentals/shared';
import { notifications } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  type PropertyRow,
  createNotification,
  type Signed,
} from '../support/factories';
import { requestRent } from '../support/notifications';

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;
let admin: Signed;
let house: PropertyRow;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali', email: 'xaliimo@example.so' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax', email: 'axmed@example.so' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed', email: 'hodan@example.so' });
  admin = await createSignedInUser(db(), {
    name: 'Maamule',
    email: 'maamule@example.so',
    accountType: 'admin',
  });
  house = await createProperty(db(), owner.user.id, {
    pictures: ['/uploads/properties/a.webp', '/uploads/properties/b.webp'],
  });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const inbox = (who: Signed, userId: string = who.user.id, query = '') =>
  t.get(`/api/notifications/notifier/${userId}${query}`, who.cookie);
const cards = async (who: Signed, userId?: string, query?: string) =>
  (await inbox(who, userId, query)).json().data as NotificationWrapper[];
const unread = async (who: Signed) =>
  (await t.get('/api/notifications/unread-count', who.cookie)).json().data;

describe('the inbox', () => {
  it('shows a rent request as a card: the notification, its sender and the listing with its record', async () => {
    const recordId = await requestRent(t, renter, house.id);
    const res = await inbox(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, next: null });
    const [card, ...rest] = res.json().data as NotificationWrapper[];
    expect(rest).toEqual([]);
    expect(card).toEqual({
      notification: {
        _id: expect.any(String),
        type: 'rent-request',
        from: renter.user.id,
        notifier: owner.user.id,
        about: house.id,
        created_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        read: false,
      },
      user: { _id: renter.user.id, name: 'Axmed Faarax', picture: '' },
      // A house without a name reads by its type and district; cards carry one picture.
      property: {
        _id: house.id,
        kind: 'Property',
        name: 'House in Hodan',
        // what the reader's page writes the title from, in its own language
        title: { name: '', type: 'House', district: 'Hodan' },
        pictures: ['/uploads/properties/a.webp'],
        rentingRecord_id: recordId,
      },
    });
  });

  it('lists newest first and pages by keyset, each page pointing at the next', async () => {
    const reader = await createSignedInUser(db());
    const listing = await createProperty(db(), other.user.id, { name: 'Villa Jazeera' });
    const written: string[] = [];
    const types = ['rent-accepted', 'vacated', 'completed', 'rent-termination', 'request-declined'];
    for (let i = 0; i < 5; i++) {
      const row = await createNotification(db(), {
        type: types[i]!,
        fromUserId: other.user.id,
        notifierId: reader.user.id,
        about: i < 4 ? listing.id : crypto.randomUUID(),
        createdAt: new Date(Date.UTC(2026, 1, 1, 10, i)),
      });
      written.unshift(row.id);
    }
    // Two at the same instant are still told apart (by id) and neither is skipped.
    const twin = await createNotification(db(), {
      type: 'hall-update',
      fromUserId: other.user.id,
      notifierId: reader.user.id,
      about: listing.id,
      createdAt: new Date(Date.UTC(2026, 1, 1, 10, 2)),
    });

    const all = await cards(reader);
    expect(all.map((c) => c.notification._id)).toEqual(
      expect.arrayContaining([...written, twin.id]),
    );
    const times = all.map((c) => c.notification.created_date);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all[0]!.notification._id).toBe(written[0]);
    // About a listing that is gone: the card stays, without a property.
    expect(all[0]!.property).toBeNull();
    expect(all[1]!.property).toMatchObject({ _id: listing.id, name: 'Villa Jazeera' });

    const paged: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await inbox(reader, reader.user.id, query);
      expect(res.json().data.length).toBeLessThanOrEqual(2);
      paged.push(...res.json().data.map((c: NotificationWrapper) => c.notification._id));
      cursor = res.json().next;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(paged).toEqual(all.map((c) => c.notification._id));

    const bad = await inbox(reader, reader.user.id, '?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect((await inbox(reader, reader.user.id, '?limit=101')).statusCode).toBe(400);
  });

  it("shows admin as the sender of admin's notifications", async () => {
    await createNotification(db(), {
      type: 'property-verification-request-declined',
      notifierId: owner.user.id,
      about: house.id,
    });
    const [card] = await cards(owner);
    expect(card).toMatchObject({
      notification: { type: 'property-verification-request-declined', from: 'admin' },
      user: { _id: 'admin', name: 'admin', picture: '' },
      property: { _id: house.id },
    });
  });

  it("refuses another user's inbox, the admin inbox to non-admins, and visitors", async () => {
    expect((await inbox(other, owner.user.id)).statusCode).toBe(403);
    expect((await inbox(owner, 'admin')).statusCode).toBe(403);
    expect((await t.get(`/api/notifications/notifier/${owner.user.id}`)).statusCode).toBe(401);
    expect((await inbox(owner, 'someone')).statusCode).toBe(400);
  });

  it('gives an admin the admin inbox', async () => {
    const asked = await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: owner.user.id,
          notifier: 'admin',
          type: 'property-verification-request',
          about: house.id,
        },
      },
      owner.cookie,
    );
    expect(asked.json().data).toBe('success');
    const [card] = await cards(admin, 'admin');
    expect(card).toMatchObject({
      notification: {
        type: 'property-verification-request',
        from: owner.user.id,
        notifier: 'admin',
      },
      user: { _id: owner.user.id, name: 'Xaliimo Cali' },
      property: { _id: house.id, kind: 'Property' },
    });
  });
});

describe('delete', () => {
  const del = (who: Signed | null, id: string) =>
    t.get(`/api/notifications/delete/${id}`, who?.cookie);
  const exists = async (id: string) =>
    (await db().select().from(notifications).where(eq(notifications.id, id))).length === 1;

  it("deletes the recipient's own notification", async () => {
    const row = await createNotification(db(), {
      type: 'vacated',
      fromUserId: owner.user.id,
      notifierId: renter.user.id,
      about: house.id,
    });
    const res = await del(renter, row.id);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect(await exists(row.id)).toBe(false);
    // Gone now: deleting it again is the same success to its recipient (issue 19), and to
    // anyone else as unknown as an id never used.
    expect((await del(renter, row.id)).json()).toEqual({ success: true, data: 'success' });
    expect((await del(other, row.id)).statusCode).toBe(400);
  });

  it("refuses someone else's notification, even its sender's, and keeps it", async () => {
    const row = await createNotification(db(), {
      type: 'rent-accepted',
      fromUserId: owner.user.id,
      notifierId: renter.user.id,
      about: house.id,
    });
    for (const who of [owner, other]) expect((await del(who, row.id)).statusCode).toBe(403);
    expect((await del(null, row.id)).statusCode).toBe(401);
    expect(await exists(row.id)).toBe(true);
  });

  it('answers 400 for an unknown id and for one for one that is not an id', async () => {
    const unknown = await del(renter, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect((await del(renter, 'nope')).statusCode).toBe(400);
  });

  it('lets an admin, and only an admin, delete what is addressed to admin', async () => {
    const row = await createNotification(db(), {
      type: 'vacate-request',
      fromUserId: owner.user.id,
      about: house.id,
    });
    expect((await del(owner, row.id)).statusCode).toBe(403);
    expect(await exists(row.id)).toBe(true);
    expect((await del(admin, row.id)).json().data).toBe('success');
    expect(await exists(row.id)).toBe(false);
    expect((await del(admin, row.id)).json().data).toBe('success');
    expect((await del(owner, row.id)).statusCode).toBe(400);
  });
});

describe('unread count', () => {
  it('counts what the user has not read, and reading the inbox clears it for them only', async () => {
    const reader = await createSignedInUser(db());
    expect(await unread(reader)).toEqual({ unread: 0 });
    for (const type of ['rent-accepted', 'vacated', 'completed'])
      await createNotification(db(), {
        type,
        fromUserId: owner.user.id,
        notifierId: reader.user.id,
        about: house.id,
      });
    await createNotification(db(), {
      type: 'rent-accepted',
      fromUserId: owner.user.id,
      notifierId: other.user.id,
      about: house.id,
    });
    const otherBefore = (await unread(other)).unread;
    expect(await unread(reader)).toEqual({ unread: 3 });

    const read = await t.post('/api/notifications/read', {}, reader.cookie);
    expect(read.json()).toEqual({ success: true, data: 'success' });
    expect(await unread(reader)).toEqual({ unread: 0 });
    expect((await cards(reader)).every((c) => c.notification.read)).toBe(true);
    expect((await unread(other)).unread).toBe(otherBefore);

    // News told again comes back unread.
    await createNotification(db(), {
      type: 'request-declined',
      fromUserId: owner.user.id,
      notifierId: reader.user.id,
      about: house.id,
    });
    expect(await unread(reader)).toEqual({ unread: 1 });
  });

  it('needs a signed-in user', async () => {
    expect((await t.get('/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await t.post('/api/notifications/read', {})).statusCode).toBe(401);
  });
});
