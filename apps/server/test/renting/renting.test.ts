import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  notifications,
  rentedRecords,
  rentingProperties,
  rentingRecords,
} from '../../src/db/schema';
import { declineRentRequest } from '../../src/modules/renting/answer';
import { findUserById } from '../../src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  type PropertyRow,
  createSignedInUser,
  type Signed,
} from '../support/factories';

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;
let house: PropertyRow;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(t.app.deps.db, {
    name: 'Xaliimo Cali',
    email: 'xaliimo@example.so',
  });
  renter = await createSignedInUser(t.app.deps.db, {
    name: 'Axmed Faarax',
    email: 'axmed@example.so',
  });
  other = await createSignedInUser(t.app.deps.db, {
    name: 'Hodan Maxamed',
    email: 'hodan@example.so',
  });
  house = await createProperty(t.app.deps.db, owner.user.id);
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const propertyRow = async (id = house.id) =>
  (await db().select().from(rentingProperties).where(eq(rentingProperties.id, id)))[0]!;
const recordsOf = (id = house.id) =>
  db().select().from(rentingRecords).where(eq(rentingRecords.propertyId, id));
const recordRow = async (id: string) =>
  (await db().select().from(rentingRecords).where(eq(rentingRecords.id, id)))[0]!;
const noticesAbout = (id = house.id) =>
  db()
    .select({
      type: notifications.type,
      from: notifications.fromUserId,
      notifier: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, id));
/** Everything the renting calls may touch, to show that a refused call changed nothing. */
const snapshot = async (id = house.id) => ({
  property: await propertyRow(id),
  records: await recordsOf(id),
  rented: await db().select().from(rentedRecords).where(eq(rentedRecords.propertyId, id)),
  notices: await noticesAbout(id),
});

const request = (who: Signed, propertyId = house.id, userId = who.user.id) =>
  t.post('/api/rentingProperty/renting-request/', { propertyId, userId }, who.cookie);
const rentBody = (recordId: string, propertyId = house.id, userId = renter.user.id) => ({
  propertyRentingRecordId: recordId,
  propertyId,
  userId,
  acceptedBy: owner.user.id,
});
const vacateBody = (recordId: string, extra: object = {}) => ({
  from: owner.user.id,
  notifier: renter.user.id,
  propertyRentingRecordId: recordId,
  propertyId: house.id,
  ...extra,
});

let firstRecordId: string;
let rentedRecordId: string;

describe('rent request', () => {
  it('makes the property pending with a pending record and tells the owner, at once', async () => {
    const res = await request(renter);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const [record] = await recordsOf();
    expect(record).toMatchObject({ renteeId: renter.user.id, status: 'pending' });
    firstRecordId = record!.id;
    expect(await propertyRow()).toMatchObject({ status: 'pending', rentingRecordId: record!.id });
    expect(await noticesAbout()).toEqual([
      { type: 'rent-request', from: renter.user.id, notifier: owner.user.id },
    ]);
  });

  it("answers 'requested' while the property is in process, for anyone, and adds nothing", async () => {
    const before = await snapshot();
    expect((await request(other)).json().data).toBe('requested');
    expect((await request(renter)).json().data).toBe('requested');
    expect(await snapshot()).toEqual(before);
  });

  it("refuses the owner with 'you can't rent your property'", async () => {
    const own = await createProperty(db(), owner.user.id);
    const res = await request(owner, own.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("you can't rent your property");
    expect(await snapshot(own.id)).toMatchObject({ records: [], notices: [] });
    expect((await propertyRow(own.id)).status).toBe('');
  });

  it('refuses a request in the name of someone else, bad ids, unknown properties and visitors', async () => {
    const free = await createProperty(db(), owner.user.id, { status: 'ad' });
    const before = await snapshot(free.id);
    const forged = await request(other, free.id, renter.user.id);
    expect(forged.statusCode).toBe(403);
    const bad = await t.post(
      '/api/rentingProperty/renting-request/',
      { propertyId: 'abc', userId: other.user.id },
      other.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.propertyId');
    const unknown = await request(other, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Can't find the property");
    const visitor = await t.post('/api/rentingProperty/renting-request/', {
      propertyId: free.id,
      userId: other.user.id,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await snapshot(free.id)).toEqual(before);
  });

  it("shows the request under the renter's Pending tab, to the renter only", async () => {
    const res = await t.get(`/api/users/pendingProperties/${renter.user.id}`, renter.cookie);
    const entries = res.json().data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      property: { _id: house.id, kind: 'Property', status: 'pending' },
      record: { _id: firstRecordId, status: 'pending' },
    });
    expect(
      (await t.get(`/api/users/pendingProperties/${renter.user.id}`, other.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await t.get(`/api/users/rentedProperties/${renter.user.id}`, renter.cookie)).json().data,
    ).toEqual([]);
  });
});

describe('cancel a rent request', () => {
  it('refuses anyone but the renter and changes nothing', async () => {
    const before = await snapshot();
    for (const who of [other, owner]) {
      const res = await t.post(
        '/api/rentingProperty/cancel-rent-request',
        { propertyId: house.id },
        who.cookie,
      );
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cancels the record, frees the property and withdraws the notification', async () => {
    const res = await t.post(
      '/api/rentingProperty/cancel-rent-request',
      { propertyId: house.id },
      renter.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect((await recordRow(firstRecordId)).status).toBe('cancelled');
    expect(await propertyRow()).toMatchObject({ status: '', rentingRecordId: null });
    expect(await noticesAbout()).toEqual([]);
    const again = await t.post(
      '/api/rentingProperty/cancel-rent-request',
      { propertyId: house.id },
      renter.cookie,
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('rent', () => {
  it('refuses anyone but the owner with a plain-text error and changes nothing', async () => {
    expect((await request(renter)).json().data).toBe('success');
    rentedRecordId = (await propertyRow()).rentingRecordId!;
    const before = await snapshot();
    const byRenter = await t.post(
      '/api/rentingProperty/rent',
      { ...rentBody(rentedRecordId), acceptedBy: renter.user.id },
      renter.cookie,
    );
    expect(byRenter.statusCode).toBe(403);
    expect(byRenter.body).toBe('error');
    expect(byRenter.headers['content-type']).toMatch(/^text\/plain/);
    // Claiming to be the owner does not help either.
    const forged = await t.post(
      '/api/rentingProperty/rent',
      rentBody(rentedRecordId),
      other.cookie,
    );
    expect([forged.statusCode, forged.body]).toEqual([403, 'error']);
    const bad = await t.post(
      '/api/rentingProperty/rent',
      { ...rentBody(rentedRecordId), propertyId: 'x' },
      owner.cookie,
    );
    expect([bad.statusCode, bad.body]).toEqual([400, 'error']);
    const wrongRenter = await t.post(
      '/api/rentingProperty/rent',
      rentBody(rentedRecordId, house.id, other.user.id),
      owner.cookie,
    );
    expect([wrongRenter.statusCode, wrongRenter.body]).toEqual([400, 'error']);
    expect(await snapshot()).toEqual(before);
  });

  it("answers the plain text 'success' and moves everything to rented", async () => {
    const res = await t.post('/api/rentingProperty/rent', rentBody(rentedRecordId), owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect((await recordRow(rentedRecordId)).status).toBe('rented');
    expect(await propertyRow()).toMatchObject({
      status: 'rented',
      rentingRecordId: rentedRecordId,
    });
    const tenancy = await db()
      .select()
      .from(rentedRecords)
      .where(eq(rentedRecords.rentingRecordId, rentedRecordId));
    expect(tenancy).toEqual([
      expect.objectContaining({ renteeId: renter.user.id, status: 'rented', checkOut: null }),
    ]);
    expect(await noticesAbout()).toEqual([
      { type: 'rent-accepted', from: owner.user.id, notifier: renter.user.id },
    ]);
  });

  it("answers 'error' once the request is no longer pending", async () => {
    const again = await t.post('/api/rentingProperty/rent', rentBody(rentedRecordId), owner.cookie);
    expect([again.statusCode, again.body]).toEqual([409, 'error']);
    const stale = await t.post('/api/rentingProperty/rent', rentBody(firstRecordId), owner.cookie);
    expect([stale.statusCode, stale.body]).toEqual([409, 'error']);
  });

  it("lists it under the renter's Rented tab and in the user's propertiesRented", async () => {
    const rented = await t.get(`/api/users/rentedProperties/${renter.user.id}`, renter.cookie);
    expect(rented.json().data).toEqual([
      expect.objectContaining({
        property: expect.objectContaining({ _id: house.id }),
        record: expect.objectContaining({ _id: rentedRecordId, status: 'rented' }),
      }),
    ]);
    expect(
      (await t.get(`/api/users/pendingProperties/${renter.user.id}`, renter.cookie)).json().data,
    ).toEqual([]);
    const me = await t.get('/api/users/login/authorization', renter.cookie);
    expect(me.json().data.propertiesRented).toEqual([house.id]);
  });

  it('shows the tenancy to the owner and the renter, and to nobody else', async () => {
    for (const who of [owner, renter]) {
      const res = await t.get(`/api/rentingProperty/rented-record/${house.id}`, who.cookie);
      expect(res.json().data).toMatchObject({
        rentee: renter.user.id,
        propertyId: house.id,
        status: 'rented',
        check_out: null,
      });
    }
    expect(
      (await t.get(`/api/rentingProperty/rented-record/${house.id}`, other.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('renting records', () => {
  it('lists every request of the property, newest first, to the owner only', async () => {
    const res = await t.get(
      `/api/rentingPropertyRecords/records/renting-records?propertyId=${house.id}`,
      owner.cookie,
    );
    expect(res.json().data).toEqual([
      expect.objectContaining({
        _id: rentedRecordId,
        status: 'rented',
        rentee: renter.user.id,
        user: { _id: renter.user.id, name: 'Axmed Faarax', picture: '' },
      }),
      expect.objectContaining({ _id: firstRecordId, status: 'cancelled' }),
    ]);
    const refused = await t.get(
      `/api/rentingPropertyRecords/records/renting-records?propertyId=${house.id}`,
      renter.cookie,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await t.get(
      '/api/rentingPropertyRecords/records/renting-records?propertyId=nope',
      owner.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('unrent (vacate)', () => {
  it('refuses anyone but the owner, a notifier who is not the renter and unknown types', async () => {
    const before = await snapshot();
    const byRenter = await t.post(
      '/api/rentingProperty/unrent/',
      { ...vacateBody(rentedRecordId), from: renter.user.id },
      renter.cookie,
    );
    expect(byRenter.statusCode).toBe(403);
    const forged = await t.post(
      '/api/rentingProperty/unrent/',
      vacateBody(rentedRecordId),
      other.cookie,
    );
    expect(forged.statusCode).toBe(403);
    const wrongNotifier = await t.post(
      '/api/rentingProperty/unrent/',
      vacateBody(rentedRecordId, { notifier: other.user.id }),
      owner.cookie,
    );
    expect(wrongNotifier.statusCode).toBe(400);
    const forgedType = await t.post(
      '/api/rentingProperty/unrent/',
      vacateBody(rentedRecordId, { type: 'rent-accepted' }),
      owner.cookie,
    );
    expect(forgedType.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('completes the record and the tenancy, frees the property and tells the renter', async () => {
    const res = await t.post(
      '/api/rentingProperty/unrent/',
      vacateBody(rentedRecordId),
      owner.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect((await recordRow(rentedRecordId)).status).toBe('completed');
    expect(await propertyRow()).toMatchObject({ status: '', rentingRecordId: null });
    const [tenancy] = await db()
      .select()
      .from(rentedRecords)
      .where(eq(rentedRecords.rentingRecordId, rentedRecordId));
    expect(tenancy!.status).toBe('completed');
    expect(tenancy!.checkOut).toBeInstanceOf(Date);
    expect(await noticesAbout()).toContainEqual({
      type: 'vacated',
      from: owner.user.id,
      notifier: renter.user.id,
    });
    const me = await t.get('/api/users/login/authorization', renter.cookie);
    expect(me.json().data.propertiesRented).toEqual([]);
    expect(
      (await t.get(`/api/rentingProperty/rented-record/${house.id}`, owner.cookie)).json().data,
    ).toBeNull();
    const again = await t.post(
      '/api/rentingProperty/unrent/',
      vacateBody(rentedRecordId),
      owner.cookie,
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('update to rent', () => {
  const updateToRent = (body: object, who = owner) =>
    t.post('/api/rentingPropertyRecords/record/update-to-rent', body, who.cookie);

  it('rents again from a cancelled request while the property is free', async () => {
    expect((await updateToRent(rentBody(rentedRecordId))).statusCode).toBe(409); // completed
    expect((await updateToRent(rentBody(firstRecordId), renter)).statusCode).toBe(403);
    const res = await updateToRent(rentBody(firstRecordId));
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect((await recordRow(firstRecordId)).status).toBe('rented');
    expect(await propertyRow()).toMatchObject({ status: 'rented', rentingRecordId: firstRecordId });
    const ok = await t.post(
      '/api/rentingProperty/unrent/',
      vacateBody(firstRecordId),
      owner.cookie,
    );
    expect(ok.json().data).toBe('success');
  });

  it('refuses a declined request while another request holds the property', async () => {
    // Hodan asks, the owner declines (from the inbox), then Axmed asks and holds the property.
    expect((await request(other)).json().data).toBe('success');
    const declinedId = (await propertyRow()).rentingRecordId!;
    const ownerRow = (await findUserById(db(), owner.user.id))!;
    expect(await declineRentRequest(t.app.deps, ownerRow, declinedId)).toBe('success');
    expect((await request(renter)).json().data).toBe('success');
    const before = await snapshot();
    const res = await updateToRent(rentBody(declinedId, house.id, other.user.id));
    expect(res.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('decline (service for the inbox)', () => {
  it('declines a pending request: record declined, property free, the renter told', async () => {
    const property = await createProperty(db(), owner.user.id);
    expect((await request(other, property.id)).json().data).toBe('success');
    const recordId = (await propertyRow(property.id)).rentingRecordId!;
    const renterRow = (await findUserById(db(), renter.user.id))!;
    await expect(declineRentRequest(t.app.deps, renterRow, recordId)).rejects.toMatchObject({
      status: 403,
    });
    const ownerRow = (await findUserById(db(), owner.user.id))!;
    expect(await declineRentRequest(t.app.deps, ownerRow, recordId)).toBe('success');
    expect((await recordRow(recordId)).status).toBe('declined');
    expect(await propertyRow(property.id)).toMatchObject({ status: '', rentingRecordId: null });
    expect(
      await db()
        .select({ type: notifications.type, notifier: notifications.notifierId })
        .from(notifications)
        .where(and(eq(notifications.about, property.id))),
    ).toEqual([{ type: 'request-declined', notifier: other.user.id }]);
    await expect(declineRentRequest(t.app.deps, ownerRow, recordId)).rejects.toMatchObject({
      status: 409,
    });
  });
});
