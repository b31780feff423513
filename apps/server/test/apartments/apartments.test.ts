import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, TOO_MANY_ADDRESSES_MESSAGE, type Apartment } from '@rentals/shared';
import {
  apartmentAddresses,
  apartmentRentingRecords,
  apartments,
  notifications,
  rentingProperties,
} from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  SIX_FACILITIES,
  type PropertyRow,
  createBuildingListing,
  type Signed,
  createSignedInAdmin,
  pictureFiles,
} from '../support/factories';
import { multipartBody } from '../support/multipart';

/*
 * Apartment buildings and apartments (issue 7, spec 2 section 7): every call, its bad input with
 * the spec's messages, another user's building, and the renting lifecycle with its notifications.
 */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;
let admin: Signed;
let pics: Awaited<ReturnType<typeof pictureFiles>>;

/** Seven facilities of the building categories. */
const BUILDING_FACILITIES = {
  HVAC: ['Air conditioning', 'Ceiling fan'],
  'Home safety': ['Security guard', 'Perimeter wall'],
  Outdoor: ['Garden', 'Balcony', 'Rooftop terrace'],
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
  admin = await createSignedInAdmin(db());
  pics = await pictureFiles();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

const buildingFields = (ownerId: string, over: Record<string, string> = {}) => ({
  owner: ownerId,
  type: 'Apartment',
  name: 'Daarta Xamar',
  no_floors: '6',
  units: '4',
  location: JSON.stringify({ region: 'Benaadir', district: 'Hodan' }),
  facilities: JSON.stringify(BUILDING_FACILITIES),
  description: 'Dhismo cusub oo ku yaal Hodan.',
  folder: 'x',
  ...over,
});

const postMultipart = (
  url: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
  cookie?: string,
) => t.send({ method: 'POST', url, cookie, ...multipartBody(fields, files) });

const apartmentFields = (buildingId: string, over: Record<string, string> = {}) => ({
  apartmentBuildingId: buildingId,
  area: '90',
  rent: '350',
  no_bedrooms: '2',
  no_bathrooms: '1',
  floor_level: '3',
  apartment_type: '2-bedroom apartment',
  kitchen: 'Open kitchen',
  furnishing: 'Semi furnished',
  facilities: JSON.stringify(SIX_FACILITIES),
  addresses: 'A1 A2',
  folder: 'x',
  ...over,
});

/** A building inserted directly (the add call is tested on its own). */
const building = (ownerId = owner.user.id, units = 4) =>
  createBuildingListing(db(), ownerId, {
    name: 'Daarta Test',
    units,
    facilities: BUILDING_FACILITIES,
  });

const buildingRow = async (id: string) =>
  (await db().select().from(rentingProperties).where(eq(rentingProperties.id, id)))[0];
const addressRows = (buildingId: string) =>
  db().select().from(apartmentAddresses).where(eq(apartmentAddresses.buildingId, buildingId));
const recordRows = (buildingId: string) =>
  db()
    .select()
    .from(apartmentRentingRecords)
    .where(eq(apartmentRentingRecords.buildingId, buildingId));
const noticesAbout = (id: string) =>
  db()
    .select({
      type: notifications.type,
      from: notifications.fromUserId,
      notifier: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, id));
const snapshot = async (id: string) => ({
  building: await buildingRow(id),
  apartments: await db().select().from(apartments).where(eq(apartments.buildingId, id)),
  addresses: await addressRows(id),
  records: await recordRows(id),
  notices: await noticesAbout(id),
});

/** A building with one apartment of addresses A1 and A2 through the API. */
async function buildingWithApartment(units = 4): Promise<{ b: PropertyRow; apt: Apartment }> {
  const b = await building(owner.user.id, units);
  const res = await postMultipart(
    '/api/apartments/add',
    apartmentFields(b.id),
    pics(1),
    owner.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { b, apt: res.json().data as Apartment };
}

const requestRent = (who: Signed, buildingId: string, address = 'A1', rentee = who.user.id) =>
  t.post(
    '/api/apartments/request-apartment-rent',
    { apartmentBuildingId: buildingId, apartment_address: address, rentee },
    who.cookie,
  );
const recordOf = async (buildingId: string, address = 'A1') => {
  const res = await t.get(
    `/api/apartment-renting-record/find?apartmentBuildingId=${buildingId}`,
    owner.cookie,
  );
  return (res.json().data as { _id: string; apartment_address: string; status: string }[]).find(
    (r) => r.apartment_address === address,
  )!;
};
const answer = (
  path: 'rent' | 'decline-apartment-rent' | 'vacate',
  buildingId: string,
  recordId: string,
  who: Signed = owner,
) =>
  t.post(
    `/api/apartments/${path}`,
    { apartmentRentingRecordId: recordId, apartmentBuildingId: buildingId },
    who.cookie,
  );

describe('POST /apartmentBuilding/add', () => {
  it('adds a building of kind Apartment without price, rooms or area', async () => {
    const res = await postMultipart(
      '/api/apartmentBuilding/add',
      buildingFields(owner.user.id),
      pics(2),
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      type: 'Apartment',
      name: 'Daarta Xamar',
      no_floors: 6,
      units: 4,
      price: null,
      rooms: null,
      owner: owner.user.id,
      verified: false,
    });
    expect(data.pictures).toHaveLength(2);
  });

  it.each([
    ['name', { name: '' }, messages.apartmentFillEmpty],
    ['floors below 1', { no_floors: '0' }, messages.apartmentFillEmpty],
    ['units missing', { units: '' }, messages.apartmentFillEmpty],
    ['description', { description: ' ' }, messages.fillEmptyPlaces],
    [
      'facilities',
      { facilities: JSON.stringify({ HVAC: ['Ceiling fan'] }) },
      messages.facilitiesLessThan6,
    ],
  ])('refuses %s with the spec message', async (_, over, message) => {
    const res = await postMultipart(
      '/api/apartmentBuilding/add',
      buildingFields(owner.user.id, over),
      pics(1),
      owner.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses no pictures, a category buildings do not offer, and another owner id', async () => {
    const none = await postMultipart(
      '/api/apartmentBuilding/add',
      buildingFields(owner.user.id),
      [],
      owner.cookie,
    );
    expect(none.json().message).toBe(messages.noPictures);
    const kitchen = await postMultipart(
      '/api/apartmentBuilding/add',
      buildingFields(owner.user.id, {
        facilities: JSON.stringify({ ...BUILDING_FACILITIES, Kitchen: ['Microwave'] }),
      }),
      pics(1),
      owner.cookie,
    );
    expect(kitchen.statusCode).toBe(400);
    expect(kitchen.json().message).toMatch(/Kitchen/);
    const forged = await postMultipart(
      '/api/apartmentBuilding/add',
      buildingFields(other.user.id),
      pics(1),
      owner.cookie,
    );
    expect(forged.statusCode).toBe(403);
    const anonymous = await postMultipart(
      '/api/apartmentBuilding/add',
      buildingFields(owner.user.id),
      pics(1),
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('building find, update, delete', () => {
  it('finds a building with its owner; the general detail refuses it', async () => {
    const b = await building();
    const res = await t.get(`/api/apartmentBuilding/find?propertyId=${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: b.id,
      type: 'Apartment',
      no_floors: 5,
      units: 4,
      ownerInfo: { _id: owner.user.id, contact: null },
      verificationRequested: false,
    });
    expect((await t.get(`/api/rentingProperty/find/${b.id}`)).statusCode).toBe(400);
    const house = await createProperty(db(), owner.user.id);
    const wrong = await t.get(`/api/apartmentBuilding/find?propertyId=${house.id}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.cantFindProperty);
    expect((await t.get('/api/apartmentBuilding/find?propertyId=nope')).statusCode).toBe(400);
  });

  it('updates fields as JSON and refuses more than 10 pictures with the message', async () => {
    const b = await building();
    const res = await t.post(
      '/api/apartmentBuilding/update',
      { apartmentBuildingId: b.id, updatedValues: { name: 'Daarta Cusub', units: 8 } },
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Daarta Cusub', units: 8 });
    const many = await postMultipart(
      '/api/apartmentBuilding/update',
      { apartmentBuildingId: b.id, updatedValues: '{}' },
      pics(11),
      owner.cookie,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(messages.picturesMoreThan10);
    const bad = await t.post(
      '/api/apartmentBuilding/update',
      { apartmentBuildingId: b.id, updatedValues: { no_floors: 0 } },
      owner.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("another user's building: 403 on update, delete and add apartment, nothing changed", async () => {
    const { b } = await buildingWithApartment();
    const before = await snapshot(b.id);
    const upd = await t.post(
      '/api/apartmentBuilding/update',
      { apartmentBuildingId: b.id, updatedValues: { name: 'Mine now' } },
      other.cookie,
    );
    expect(upd.statusCode).toBe(403);
    const del = await t.post('/api/apartmentBuilding/delete', { propertyId: b.id }, other.cookie);
    expect(del.statusCode).toBe(403);
    const add = await postMultipart(
      '/api/apartments/add',
      apartmentFields(b.id, { addresses: 'Z9' }),
      pics(1),
      other.cookie,
    );
    expect(add.statusCode).toBe(403);
    const records = await t.get(
      `/api/apartment-renting-record/find?apartmentBuildingId=${b.id}`,
      other.cookie,
    );
    expect(records.statusCode).toBe(403);
    expect(await snapshot(b.id)).toEqual(before);
  });

  it('the general calls refuse a building', async () => {
    const b = await building();
    const upd = await t.post(
      '/api/rentingProperty/update',
      { propertyId: b.id, updatedValues: { name: 'x' } },
      owner.cookie,
    );
    expect(upd.statusCode).toBe(400);
    const del = await t.post('/api/rentingProperty/delete', { propertyId: b.id }, owner.cookie);
    expect(del.statusCode).toBe(400);
    const rent = await t.post(
      '/api/rentingProperty/renting-request/',
      { propertyId: b.id, userId: renter.user.id },
      renter.cookie,
    );
    expect(rent.statusCode).toBe(400);
    expect(await buildingRow(b.id)).toBeDefined();
  });

  it('deletes a free building with its apartments; refuses while an address is pending', async () => {
    const { b } = await buildingWithApartment();
    expect((await requestRent(renter, b.id)).json().data).toBe('success');
    const refused = await t.post(
      '/api/apartmentBuilding/delete',
      { propertyId: b.id },
      owner.cookie,
    );
    expect(refused.statusCode).toBe(409);
    const record = await recordOf(b.id);
    expect((await answer('decline-apartment-rent', b.id, record._id)).json().data).toBe('success');
    const res = await t.post('/api/apartmentBuilding/delete', { propertyId: b.id }, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('success');
    expect(await snapshot(b.id)).toEqual({
      building: undefined,
      apartments: [],
      addresses: [],
      records: [],
      notices: [],
    });
  });
});

describe('apartments', () => {
  it('adds an apartment with space-separated or JSON addresses and lists them', async () => {
    const { b, apt } = await buildingWithApartment();
    expect(apt).toMatchObject({
      apartmentBuildingId: b.id,
      area: 90,
      rent: 350,
      no_bedrooms: 2,
      apartment_type: '2-bedroom apartment',
      kitchen: 'Open kitchen',
      furnishing: 'Semi furnished',
    });
    expect(apt.addresses.map((a) => [a.address, a.status])).toEqual([
      ['A1', 'available'],
      ['A2', 'available'],
    ]);
    const json = await postMultipart(
      '/api/apartments/add',
      apartmentFields(b.id, {
        addresses: JSON.stringify(['B1', 'B2']),
        apartment_type: 'Studio apartment',
      }),
      pics(1),
      owner.cookie,
    );
    expect(json.statusCode, json.body).toBe(200);
    const list = await t.get(`/api/apartments/find-apartments/${b.id}`);
    expect(list.statusCode).toBe(200);
    const data = list.json().data as Apartment[];
    expect(data).toHaveLength(2);
    expect(data.flatMap((a) => a.addresses.map((x) => x.address)).sort()).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
    ]);
    expect((await t.get(`/api/apartments/find-apartments/${owner.user.id}`)).statusCode).toBe(400);
  });

  it.each([
    ['no pictures', {}, 0, messages.noPictures],
    ['11 pictures', {}, 11, messages.picturesMoreThan10],
    [
      'few facilities',
      { facilities: JSON.stringify({ HVAC: ['Ceiling fan'] }) },
      1,
      messages.facilitiesAreLessThan6,
    ],
    ['no rent', { rent: '' }, 1, messages.fillEmptyFields],
    ['bedrooms 0', { no_bedrooms: '0' }, 1, messages.fillEmptyFields],
    ['no addresses', { addresses: '  ' }, 1, messages.fillEmptyFields],
    ['more addresses than units', { addresses: 'C1 C2 C3 C4 C5' }, 1, TOO_MANY_ADDRESSES_MESSAGE],
  ])('refuses %s with the spec message', async (_, over, n, message) => {
    const b = await building();
    const res = await postMultipart(
      '/api/apartments/add',
      apartmentFields(b.id, over as Record<string, string>),
      pics(n),
      owner.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await addressRows(b.id)).toEqual([]);
  });

  it('refuses a bad type, a repeated address and an address already in the building', async () => {
    const { b } = await buildingWithApartment();
    const type = await postMultipart(
      '/api/apartments/add',
      apartmentFields(b.id, { apartment_type: 'Castle', addresses: 'D1' }),
      pics(1),
      owner.cookie,
    );
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toMatch(/apartment_type/);
    const twice = await postMultipart(
      '/api/apartments/add',
      apartmentFields(b.id, { addresses: 'D1 D1' }),
      pics(1),
      owner.cookie,
    );
    expect(twice.statusCode).toBe(400);
    const taken = await postMultipart(
      '/api/apartments/add',
      apartmentFields(b.id, { addresses: 'A1' }),
      pics(1),
      owner.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(await addressRows(b.id)).toHaveLength(2);
  });
});

describe('renting an apartment', () => {
  it('request -> book -> vacate, with the notifications of each step', async () => {
    const { b } = await buildingWithApartment();
    const res = await requestRent(renter, b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe('success');
    expect((await addressRows(b.id)).find((a) => a.address === 'A1')!.status).toBe('pending');
    // the request's cards are about its record (they name the apartment), not the building
    const record = await recordOf(b.id);
    expect(await noticesAbout(b.id)).toEqual([]);
    expect(await noticesAbout(record._id)).toEqual(
      expect.arrayContaining([
        { type: 'rent-request', from: renter.user.id, notifier: owner.user.id },
        { type: 'rent-request', from: renter.user.id, notifier: null },
      ]),
    );
    // the renter sees their record; someone else does not
    expect(record).toMatchObject({ status: 'pending', apartment_address: 'A1' });
    const mine = await t.get(
      `/api/apartment-renting-record/find/record?apartmentRentingRecordId=${record._id}`,
      renter.cookie,
    );
    expect(mine.json().data).toMatchObject({
      _id: record._id,
      rentee: renter.user.id,
      user: { _id: renter.user.id, name: 'Axmed Faarax' },
    });
    const theirs = await t.get(
      `/api/apartment-renting-record/find/record?apartmentRentingRecordId=${record._id}`,
      other.cookie,
    );
    expect(theirs.statusCode).toBe(403);

    // a second request for the same address
    expect((await requestRent(other, b.id)).json().data).toBe('requested');
    // only the owner answers
    expect((await answer('rent', b.id, record._id, renter)).statusCode).toBe(403);

    const booked = await t.post(
      '/api/apartments/rent',
      {
        apartmentRentingRecordId: record._id,
        apartmentBuildingId: b.id,
        apartment_address: 'A1',
        notification: { type: 'rent-accepted' },
      },
      owner.cookie,
    );
    expect(booked.json().data).toBe('success');
    expect((await recordOf(b.id)).status).toBe('rented');
    expect((await addressRows(b.id)).find((a) => a.address === 'A1')!.status).toBe('rented');
    expect(await noticesAbout(record._id)).toEqual([
      { type: 'rent-accepted', from: owner.user.id, notifier: renter.user.id },
    ]);
    expect((await answer('rent', b.id, record._id)).statusCode).toBe(409);

    const vacated = await answer('vacate', b.id, record._id);
    expect(vacated.json().data).toBe('completed');
    expect((await recordOf(b.id)).status).toBe('completed');
    expect((await addressRows(b.id)).find((a) => a.address === 'A1')!.status).toBe('available');
    expect(await noticesAbout(record._id)).toEqual(
      expect.arrayContaining([{ type: 'vacated', from: owner.user.id, notifier: renter.user.id }]),
    );
    expect((await answer('vacate', b.id, record._id)).statusCode).toBe(409);
    // free again: someone else may ask
    expect((await requestRent(other, b.id)).json().data).toBe('success');
  });

  it("decline: record declined, address available, request-declined; 'error' when not pending", async () => {
    const { b } = await buildingWithApartment();
    await requestRent(renter, b.id, 'A2');
    const record = await recordOf(b.id, 'A2');
    const res = await t.post(
      '/api/apartments/decline-apartment-rent',
      { apartmentRentingRecordId: record._id, apartmentBuildingId: b.id, apartment_address: 'A2' },
      owner.cookie,
    );
    expect(res.json().data).toBe('success');
    expect((await recordOf(b.id, 'A2')).status).toBe('declined');
    expect((await addressRows(b.id)).find((a) => a.address === 'A2')!.status).toBe('available');
    expect(await noticesAbout(record._id)).toEqual([
      { type: 'request-declined', from: owner.user.id, notifier: renter.user.id },
    ]);
    expect((await answer('decline-apartment-rent', b.id, record._id)).json().data).toBe('error');
    // Book is offered unless rented: the owner may still book the declined request
    expect((await answer('rent', b.id, record._id)).json().data).toBe('success');
    expect((await recordOf(b.id, 'A2')).status).toBe('rented');
  });

  it('vacate of a pending request declines it', async () => {
    const { b } = await buildingWithApartment();
    await requestRent(renter, b.id);
    const record = await recordOf(b.id);
    expect((await answer('vacate', b.id, record._id)).json().data).toBe('declined');
    expect((await recordOf(b.id)).status).toBe('declined');
    expect((await addressRows(b.id)).find((a) => a.address === 'A1')!.status).toBe('available');
    expect(await noticesAbout(record._id)).toEqual([
      { type: 'vacated', from: owner.user.id, notifier: renter.user.id },
    ]);
  });

  it("refuses the owner's own request, a forged rentee, an unknown address and bad input", async () => {
    const { b } = await buildingWithApartment();
    const before = await snapshot(b.id);
    const own = await requestRent(owner, b.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(messages.cannotRentOwn);
    const forged = await requestRent(other, b.id, 'A1', renter.user.id);
    expect(forged.statusCode).toBe(403);
    const unknown = await requestRent(renter, b.id, 'Q7');
    expect(unknown.statusCode).toBe(400);
    const bad = await t.post(
      '/api/apartments/request-apartment-rent',
      { apartmentBuildingId: 'x', apartment_address: 'A1', rentee: renter.user.id },
      renter.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.post('/api/apartments/request-apartment-rent', {
      apartmentBuildingId: b.id,
      apartment_address: 'A1',
      rentee: renter.user.id,
    });
    expect(anonymous.statusCode).toBe(401);
    const badVacate = await t.post(
      '/api/apartments/vacate',
      { apartmentBuildingId: b.id },
      owner.cookie,
    );
    expect(badVacate.statusCode).toBe(400);
    expect(await snapshot(b.id)).toEqual(before);
  });

  it('a record of another building is not found through this one', async () => {
    const first = await buildingWithApartment();
    const second = await buildingWithApartment();
    await requestRent(renter, first.b.id);
    const record = await recordOf(first.b.id);
    expect((await answer('rent', second.b.id, record._id)).statusCode).toBe(400);
  });
});

describe('buildings in the lists, favourites and verification', () => {
  it('the filter with type Apartment lists buildings as kind Apartment; homes does not', async () => {
    const b = await building();
    const res = await t.post('/api/rentingProperty/filter?limit=100', { type: 'Apartment' });
    const items = res.json().data as { _id: string; kind: string; type: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.kind === 'Apartment' && i.type === 'Apartment')).toBe(true);
    expect(items.map((i) => i._id)).toContain(b.id);
    const homes = await t.get('/api/rentingProperty/property-category/homes?limit=100');
    expect((homes.json().data as { type: string }[]).every((i) => i.type === 'House')).toBe(true);
    const all = await t.get('/api/rentingProperty/renting?limit=100');
    expect((all.json().data as { _id: string }[]).map((i) => i._id)).toContain(b.id);
  });

  it("the owner's dashboard list holds the building as kind Apartment", async () => {
    const b = await building();
    const res = await t.get(`/api/users/properties?userId=${owner.user.id}`, owner.cookie);
    const mine = res.json().data as { _id: string; kind: string }[];
    expect(mine).toContainEqual(expect.objectContaining({ _id: b.id, kind: 'Apartment' }));
  });

  it('a building can be a favourite, and admin verifies it through a verification request', async () => {
    const b = await building();
    const fav = await t.post(
      '/api/users/addFavorite',
      { propertyId: b.id, userId: renter.user.id },
      renter.cookie,
    );
    expect(fav.statusCode, fav.body).toBe(200);
    const favs = await t.get(`/api/users/favoriteProperties/${renter.user.id}`, renter.cookie);
    expect(favs.json().data).toEqual([expect.objectContaining({ _id: b.id, kind: 'Apartment' })]);

    const ask = await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: owner.user.id,
          notifier: 'admin',
          type: 'property-verification-request',
          about: b.id,
        },
      },
      owner.cookie,
    );
    expect(ask.statusCode, ask.body).toBe(200);
    const requests = await t.get('/api/admin/verification-requests', admin.cookie);
    expect(requests.statusCode, requests.body).toBe(200);
    const card = (requests.json().data as { notification: { _id: string; about: string } }[]).find(
      (c) => c.notification.about === b.id,
    )!;
    expect(card).toMatchObject({ property: { _id: b.id, kind: 'Apartment' } });
    const approve = await t.post(
      '/api/admin/verification-requests/approve',
      { notificationId: card.notification._id },
      admin.cookie,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await buildingRow(b.id))!.verified).toBe(true);
  });
});
