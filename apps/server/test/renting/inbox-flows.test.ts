import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWrapper } from '@rentals/shared';
import { notifications, rentedRecords, rentingRecords } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  type PropertyRow,
  type Signed,
} from '../support/factories';
import { acceptRent, noticesAbout, propertyRow, requestRent } from '../support/notifications';

/* The answers an owner gives from the inbox (spec 1 section 4), each one transaction. */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Sahra Warsame', email: 'sahra@example.so' });
  renter = await createSignedInUser(db(), { name: 'Cabdi Yuusuf', email: 'cabdi@example.so' });
  other = await createSignedInUser(db(), { name: 'Faadumo Nuur', email: 'faadumo@example.so' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const inboxOf = async (who: Signed) =>
  (await t.get(`/api/notifications/notifier/${who.user.id}`, who.cookie)).json()
    .data as NotificationWrapper[];
const cardOf = async (who: Signed, type: string, about: string) =>
  (await inboxOf(who)).find((c) => c.notification.type === type && c.notification.about === about);
/** Everything an answer may touch, to show that a refused one changed nothing. */
const snapshot = async (property: PropertyRow) => ({
  property: await propertyRow(db(), property.id),
  records: await db()
    .select()
    .from(rentingRecords)
    .where(eq(rentingRecords.propertyId, property.id)),
  rented: await db().select().from(rentedRecords).where(eq(rentedRecords.propertyId, property.id)),
  notices: await noticesAbout(db(), property.id),
});
const recordStatus = async (id: string) =>
  (await db().select().from(rentingRecords).where(eq(rentingRecords.id, id)))[0]!.status;

/** A house rented to the renter through the API. */
async function rentedHouse() {
  const house = await createProperty(db(), owner.user.id);
  const recordId = await requestRent(t, renter, house.id);
  expect((await acceptRent(t, owner, renter, house.id, recordId)).body).toBe('success');
  return house;
}

const askToTerminate = (house: PropertyRow) =>
  t.post(
    '/api/notifications/add',
    {
      notification: {
        from: renter.user.id,
        notifier: owner.user.id,
        type: 'rent-termination-request',
        about: house.id,
      },
    },
    renter.cookie,
  );

describe('accepting a rent request (POST /rentingProperty/rent from the card)', () => {
  let house: PropertyRow;

  it('rents the property, removes the request from the inbox and tells the renter', async () => {
    house = await createProperty(db(), owner.user.id);
    await requestRent(t, renter, house.id);
    const card = (await cardOf(owner, 'rent-request', house.id))!;
    const recordId = card.property!.rentingRecord_id!;
    expect(recordId).toEqual(expect.any(String));

    const res = await acceptRent(t, owner, renter, house.id, recordId);
    expect([res.statusCode, res.body]).toEqual([200, 'success']);
    expect(await propertyRow(db(), house.id)).toMatchObject({
      status: 'rented',
      rentingRecordId: recordId,
    });
    expect(await recordStatus(recordId)).toBe('rented');
    expect(await cardOf(owner, 'rent-request', house.id)).toBeUndefined();
    expect(await cardOf(renter, 'rent-accepted', house.id)).toMatchObject({
      notification: { from: owner.user.id, notifier: renter.user.id },
      user: { _id: owner.user.id, name: 'Sahra Warsame' },
      property: { _id: house.id, rentingRecord_id: recordId },
    });
  });

  it("answers a second accept with 409 'error' and changes nothing", async () => {
    const recordId = (await propertyRow(db(), house.id)).rentingRecordId!;
    const before = await snapshot(house);
    const again = await acceptRent(t, owner, renter, house.id, recordId);
    expect([again.statusCode, again.body]).toEqual([409, 'error']);
    expect(await snapshot(house)).toEqual(before);
  });

  it("refuses an accept by someone who is not the owner with 403 'error' and changes nothing", async () => {
    const fresh = await createProperty(db(), owner.user.id);
    const recordId = await requestRent(t, renter, fresh.id);
    const before = await snapshot(fresh);
    const body = (acceptedBy: string) => ({
      propertyRentingRecordId: recordId,
      propertyId: fresh.id,
      userId: renter.user.id,
      acceptedBy,
    });
    // Someone else claiming to be the owner, as themselves, or the renter accepting their own.
    for (const [who, acceptedBy] of [
      [other, owner.user.id],
      [other, other.user.id],
      [renter, renter.user.id],
    ] as const) {
      const res = await t.post('/api/rentingProperty/rent', body(acceptedBy), who.cookie);
      expect([res.statusCode, res.body]).toEqual([403, 'error']);
    }
    expect(await snapshot(fresh)).toEqual(before);
    expect(await cardOf(owner, 'rent-request', fresh.id)).toBeDefined();
  });
});

describe('declining a rent request', () => {
  const decline = (who: Signed, propertyId: string, recordId: string) =>
    t.post(
      '/api/rentingProperty/decline-rent-request',
      { propertyId, propertyRentingRecordId: recordId },
      who.cookie,
    );

  it('refuses anyone but the owner, and a record of another property, changing nothing', async () => {
    const house = await createProperty(db(), owner.user.id);
    const elsewhere = await createProperty(db(), owner.user.id);
    const recordId = await requestRent(t, renter, house.id);
    const before = await snapshot(house);
    expect((await decline(other, house.id, recordId)).statusCode).toBe(403);
    expect((await decline(renter, house.id, recordId)).statusCode).toBe(403);
    expect((await decline(owner, elsewhere.id, recordId)).statusCode).toBe(400);
    const visitor = await t.post('/api/rentingProperty/decline-rent-request', {
      propertyId: house.id,
      propertyRentingRecordId: recordId,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await decline(owner, house.id, 'nope')).statusCode).toBe(400);
    expect(await snapshot(house)).toEqual(before);
  });

  it('declines the record, frees the property, tells the renter and removes the request', async () => {
    const house = await createProperty(db(), owner.user.id);
    await requestRent(t, renter, house.id);
    const card = (await cardOf(owner, 'rent-request', house.id))!;
    const recordId = card.property!.rentingRecord_id!;
    const res = await decline(owner, house.id, recordId);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect(await recordStatus(recordId)).toBe('declined');
    expect(await propertyRow(db(), house.id)).toMatchObject({ status: '', rentingRecordId: null });
    expect(await noticesAbout(db(), house.id)).toEqual([
      { type: 'request-declined', from: owner.user.id, notifier: renter.user.id },
    ]);
    expect(await cardOf(renter, 'request-declined', house.id)).toMatchObject({
      user: { _id: owner.user.id },
      property: { _id: house.id, rentingRecord_id: null },
    });
    // Answered: a second decline is refused and changes nothing.
    const before = await snapshot(house);
    expect((await decline(owner, house.id, recordId)).statusCode).toBe(409);
    expect(await snapshot(house)).toEqual(before);
  });
});

describe('a termination request', () => {
  const accept = (who: Signed | null, notificationId: string) =>
    t.post('/api/notifications/termination/accept', { notificationId }, who?.cookie);

  it('accepted by the owner: a vacate request goes to admin and the request leaves the inbox', async () => {
    const house = await rentedHouse();
    expect((await askToTerminate(house)).json().data).toBe('success');
    const card = (await cardOf(owner, 'rent-termination-request', house.id))!;
    expect(card).toMatchObject({ user: { _id: renter.user.id }, property: { _id: house.id } });

    // Only the owner it was sent to answers it.
    const before = await snapshot(house);
    expect((await accept(renter, card.notification._id)).statusCode).toBe(403);
    expect((await accept(other, card.notification._id)).statusCode).toBe(403);
    expect((await accept(null, card.notification._id)).statusCode).toBe(401);
    expect(await snapshot(house)).toEqual(before);

    const res = await accept(owner, card.notification._id);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const notices = await noticesAbout(db(), house.id);
    expect(notices).toContainEqual({
      type: 'vacate-request',
      from: owner.user.id,
      notifier: null,
    });
    expect(notices.map((n) => n.type)).not.toContain('rent-termination-request');
    // The tenancy itself waits for admin.
    expect((await propertyRow(db(), house.id)).status).toBe('rented');

    // Answered: a second accept finds nothing and changes nothing.
    const after = await snapshot(house);
    expect((await accept(owner, card.notification._id)).statusCode).toBe(400);
    expect(await snapshot(house)).toEqual(after);
  });

  it('accept refuses a notification that is not a termination request', async () => {
    const house = await createProperty(db(), owner.user.id);
    await requestRent(t, renter, house.id);
    const card = (await cardOf(owner, 'rent-request', house.id))!;
    const res = await accept(owner, card.notification._id);
    expect(res.statusCode).toBe(400);
    expect(await cardOf(owner, 'rent-request', house.id)).toBeDefined();
    expect((await accept(owner, 'nope')).statusCode).toBe(400);
  });

  it('declined by the owner: only the notification goes', async () => {
    const house = await rentedHouse();
    await askToTerminate(house);
    const card = (await cardOf(owner, 'rent-termination-request', house.id))!;
    const before = await snapshot(house);
    const res = await t.get(`/api/notifications/delete/${card.notification._id}`, owner.cookie);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const after = await snapshot(house);
    expect(after).toEqual({
      ...before,
      notices: before.notices.filter((n) => n.type !== 'rent-termination-request'),
    });
    expect(after.notices.map((n) => n.type)).toEqual(['rent-accepted']);
    expect(
      await db().select().from(notifications).where(eq(notifications.id, card.notification._id)),
    ).toEqual([]);
  });
});
