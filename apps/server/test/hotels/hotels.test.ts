import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  marketDay,
  messages,
  ROOM_CAPACITY_MESSAGE,
  TOO_MANY_ROOM_ADDRESSES_MESSAGE,
  type AvailableRoom,
  type Hotel,
  type HotelRoom,
} from '@rentals/shared';
import {
  hotelReservations,
  hotelRoomAddresses,
  hotelRooms,
  hotels,
  notifications,
  rentingProperties,
} from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createSignedInUser,
  SIX_FACILITIES,
  type Signed,
  createSignedInAdmin,
  pictureFiles,
} from '../support/factories';
import { multipartBody } from '../support/multipart';

/*
 * Hotels, room types and their addresses (issue 6, spec 2 section 7 "Hotels"): the hotel and
 * room calls with the spec's messages, bad input (nothing written), another user's hotel (403,
 * nothing changed) and visitors (401). Reservations are in hotels-reservations.test.ts.
 */

let t: TestApp;
let owner: Signed;
let other: Signed;
let admin: Signed;
let pics: Awaited<ReturnType<typeof pictureFiles>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali', contact: '+252 61 5550001' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
  admin = await createSignedInAdmin(db());
  pics = await pictureFiles();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const day = (n: number) => marketDay(n);

const postMultipart = (
  url: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
  cookie?: string,
) => t.send({ method: 'POST', url, cookie, ...multipartBody(fields, files) });

const hotelFields = (ownerId: string, over: Record<string, string> = {}) => ({
  owner: ownerId,
  name: 'Hotel Jazeera',
  contact: '+252 61 5550001',
  location: JSON.stringify({ region: 'Benaadir', district: 'Hodan' }),
  facilities: JSON.stringify(SIX_FACILITIES),
  description: 'Hotel qurxoon oo ku yaal Hodan, near the airport road.',
  folder: 'x',
  ...over,
});

const roomFields = (hotelId: string, over: Record<string, string> = {}) => ({
  hotel_id: hotelId,
  type: 'doubleRoom',
  area: '30',
  daily_rate: '80',
  short_stay_rate: '100',
  min_stay_days: '',
  capacity: '3',
  max_kids: '1',
  max_adults: '2',
  numberOfRooms: '3',
  addresses: '101 102',
  facilities: JSON.stringify(SIX_FACILITIES),
  folder: 'x',
  ...over,
});

const countRows = async () => ({
  properties: (await db().select().from(rentingProperties)).length,
  hotels: (await db().select().from(hotels)).length,
  rooms: (await db().select().from(hotelRooms)).length,
  addresses: (await db().select().from(hotelRoomAddresses)).length,
});

async function addHotel(over: Record<string, string> = {}): Promise<Hotel> {
  const res = await postMultipart(
    '/api/hotels/add',
    hotelFields(owner.user.id, over),
    pics(2),
    owner.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Hotel;
}

async function addRoom(hotelId: string, over: Record<string, string> = {}): Promise<HotelRoom> {
  const res = await postMultipart(
    '/api/hotels/hotelRooms/add',
    roomFields(hotelId, over),
    pics(1),
    owner.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HotelRoom;
}

const cardPrice = async (id: string) =>
  (await db().select().from(rentingProperties).where(eq(rentingProperties.id, id)))[0]!.price;

describe('POST /hotels/add', () => {
  it('creates the hotel listing and its contact in one go, with no card price yet', async () => {
    const hotel = await addHotel();
    expect(hotel).toMatchObject({
      type: 'Hotel',
      name: 'Hotel Jazeera',
      contact: '+252 61 5550001',
      owner: owner.user.id,
      price: null,
      verified: false,
      location: { region: 'Benaadir', district: 'Hodan' },
    });
    expect(hotel.pictures).toHaveLength(2);
    const [extra] = await db().select().from(hotels).where(eq(hotels.propertyId, hotel._id));
    expect(extra?.contact).toBe('+252 61 5550001');

    // It is a Hotel listing of the marketplace: its category grid shows it.
    const grid = await t.get('/api/rentingProperty/property-category/hotels');
    expect(grid.statusCode, grid.body).toBe(200);
    expect(JSON.stringify(grid.json().data)).toContain(hotel._id);
  });

  it("refuses the form's rules with the spec's messages, writing nothing", async () => {
    const before = await countRows();
    const cases: [Record<string, string>, number, string][] = [
      [{ contact: '' }, 2, messages.fillEmptyFields],
      [{ description: ' ' }, 2, messages.fillEmptyFields],
      [{}, 0, messages.noPictures],
      [
        { facilities: JSON.stringify({ HVAC: ['Air conditioning'] }) },
        2,
        messages.facilitiesLessThan6,
      ],
    ];
    for (const [over, n, message] of cases) {
      const res = await postMultipart(
        '/api/hotels/add',
        hotelFields(owner.user.id, over),
        pics(n),
        owner.cookie,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses 16 pictures, a hotel for someone else (403) and visitors (401)', async () => {
    const before = await countRows();
    const many = await postMultipart(
      '/api/hotels/add',
      hotelFields(owner.user.id),
      pics(16),
      owner.cookie,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(messages.only15Images);
    const forOther = await postMultipart(
      '/api/hotels/add',
      hotelFields(owner.user.id),
      pics(1),
      other.cookie,
    );
    expect(forOther.statusCode).toBe(403);
    const visitor = await postMultipart('/api/hotels/add', hotelFields(owner.user.id), pics(1));
    expect(visitor.statusCode).toBe(401);
    expect(await countRows()).toEqual(before);
  });
});

describe('GET /hotels/hotel/id', () => {
  it("shows the hotel with its owner's card; the contact only to signed-in viewers", async () => {
    const hotel = await addHotel({ name: 'Hotel Shamo' });
    const visitor = await t.get(`/api/hotels/hotel/id?hotel_id=${hotel._id}`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data).toMatchObject({
      _id: hotel._id,
      name: 'Hotel Shamo',
      contact: '+252 61 5550001',
      ownerInfo: { _id: owner.user.id, name: 'Xaliimo Cali', contact: null },
      verificationRequested: false,
    });
    const signed = await t.get(`/api/hotels/hotel/id?hotel_id=${hotel._id}`, other.cookie);
    expect(signed.json().data.ownerInfo.contact).toBe('+252 61 5550001');
  });

  it('answers 400 for an id that is not a hotel, or not an id', async () => {
    expect((await t.get('/api/hotels/hotel/id?hotel_id=nope')).statusCode).toBe(400);
    const unknown = await t.get(
      '/api/hotels/hotel/id?hotel_id=3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.cantFindProperty);
  });
});

describe('POST /hotels/update', () => {
  it("changes the owner's hotel, and nothing for anyone else", async () => {
    const hotel = await addHotel({ name: 'Hotel Before' });
    const denied = await t.post(
      '/api/hotels/update',
      { hotel_id: hotel._id, updatedValues: { name: 'Stolen' } },
      other.cookie,
    );
    expect(denied.statusCode).toBe(403);
    const res = await t.post(
      '/api/hotels/update',
      {
        hotel_id: hotel._id,
        updatedValues: {
          name: 'Hotel After',
          contact: '+252 61 0000000',
          pictures: [...hotel.pictures].reverse(),
        },
      },
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Hotel After', contact: '+252 61 0000000' });
    expect(res.json().data.pictures).toEqual([...hotel.pictures].reverse());
    const bad = await t.post(
      '/api/hotels/update',
      { hotel_id: hotel._id, updatedValues: { name: '' } },
      owner.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const detail = await t.get(`/api/hotels/hotel/id?hotel_id=${hotel._id}`);
    expect(detail.json().data.name).toBe('Hotel After');
  });
});

describe('room types', () => {
  it('adds a room type with its addresses; min stay 2 by default; the card price follows', async () => {
    const hotel = await addHotel({ name: 'Hotel Rooms' });
    const room = await addRoom(hotel._id);
    expect(room).toMatchObject({
      hotel_id: hotel._id,
      type: 'doubleRoom',
      daily_rate: 80,
      short_stay_rate: 100,
      min_stay_days: 2,
      capacity: 3,
      max_kids: 1,
      max_adults: 2,
      numberOfRooms: 3,
      area: 30,
    });
    expect(room.addresses.map((a) => [a.address, a.occupied])).toEqual([
      ['101', false],
      ['102', false],
    ]);
    expect(room.pictures).toHaveLength(1);
    expect(await cardPrice(hotel._id)).toBe(80);
    await addRoom(hotel._id, { type: 'singleRoom', daily_rate: '45', addresses: '201' });
    expect(await cardPrice(hotel._id)).toBe(45);

    const got = await t.get(`/api/hotels/hotelRooms/get-room/${room._id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data._id).toBe(room._id);
    expect((await t.get('/api/hotels/hotelRooms/get-room/42')).statusCode).toBe(400);
  });

  it("refuses the room form's rules with their messages, writing nothing", async () => {
    const hotel = await addHotel({ name: 'Hotel Rules' });
    const before = await countRows();
    const cases: [Record<string, string>, number, string][] = [
      [{ area: '' }, 1, messages.fillEmptyFields],
      [{ daily_rate: '' }, 1, messages.fillEmptyFields],
      [{ max_adults: '' }, 1, messages.fillEmptyFields],
      [{ capacity: '2' }, 1, ROOM_CAPACITY_MESSAGE],
      [{}, 0, messages.noPictures],
      [
        { facilities: JSON.stringify({ HVAC: ['Air conditioning'] }) },
        1,
        messages.facilitiesAreLessThan6,
      ],
      [{ addresses: '1 2 3 4', numberOfRooms: '3' }, 1, TOO_MANY_ROOM_ADDRESSES_MESSAGE],
      [{ type: 'penthouse' }, 1, 'body.type: must be a room type'],
    ];
    for (const [over, n, message] of cases) {
      const res = await postMultipart(
        '/api/hotels/hotelRooms/add',
        roomFields(hotel._id, over),
        pics(n),
        owner.cookie,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const many = await postMultipart(
      '/api/hotels/hotelRooms/add',
      roomFields(hotel._id),
      pics(11),
      owner.cookie,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(messages.picturesMoreThan10);
    expect(await countRows()).toEqual(before);
    expect(await cardPrice(hotel._id)).toBeNull();
  });

  it("refuses a room in another user's hotel (403), visitors (401) and an address already there (409)", async () => {
    const hotel = await addHotel({ name: 'Hotel Mine' });
    await addRoom(hotel._id, { addresses: 'A1' });
    const before = await countRows();
    const denied = await postMultipart(
      '/api/hotels/hotelRooms/add',
      roomFields(hotel._id),
      pics(1),
      other.cookie,
    );
    expect(denied.statusCode).toBe(403);
    const visitor = await postMultipart(
      '/api/hotels/hotelRooms/add',
      roomFields(hotel._id),
      pics(1),
    );
    expect(visitor.statusCode).toBe(401);
    const taken = await postMultipart(
      '/api/hotels/hotelRooms/add',
      roomFields(hotel._id, { type: 'suiteRoom', addresses: 'A2 A1' }),
      pics(1),
      owner.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
  });

  it('lists room types in pages of 10 with totalPages', async () => {
    const hotel = await addHotel({ name: 'Hotel Pages' });
    const empty = await t.get(`/api/hotels/hotelRooms/rooms?hotel_id=${hotel._id}`);
    expect(empty.json().data).toEqual({ rooms: [], totalPages: 1 });
    const [room] = await db()
      .insert(hotelRooms)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          hotelId: hotel._id,
          type: 'standardRoom',
          capacity: 2,
          maxKids: 0,
          maxAdults: 2,
          numberOfRooms: 1,
          area: 20,
          dailyRate: 50 + i,
          shortStayRate: 60,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning();
    await db()
      .insert(hotelRoomAddresses)
      .values({ roomId: room!.id, hotelId: hotel._id, address: 'P1' });
    const first = await t.get(`/api/hotels/hotelRooms/rooms?hotel_id=${hotel._id}`);
    expect(first.json().data.totalPages).toBe(2);
    expect(first.json().data.rooms).toHaveLength(10);
    expect(first.json().data.rooms[0].daily_rate).toBe(50);
    expect(first.json().data.rooms[0].addresses).toEqual([
      expect.objectContaining({ address: 'P1', occupied: false }),
    ]);
    const second = await t.get(`/api/hotels/hotelRooms/rooms?hotel_id=${hotel._id}&page=2`);
    expect(second.json().data.rooms.map((r: HotelRoom) => r.daily_rate)).toEqual([60, 61]);
    expect(
      (await t.get(`/api/hotels/hotelRooms/rooms?hotel_id=${hotel._id}&page=0`)).statusCode,
    ).toBe(400);
  });

  it('updates a room: rates, addresses within numberOfRooms; not for another user', async () => {
    const hotel = await addHotel({ name: 'Hotel Edit Room' });
    const room = await addRoom(hotel._id, { addresses: 'E1 E2' });
    const denied = await t.post(
      '/api/hotels/hotelRooms/update-room',
      { room_id: room._id, updatedValues: { daily_rate: 1 } },
      other.cookie,
    );
    expect(denied.statusCode).toBe(403);
    const res = await t.post(
      '/api/hotels/hotelRooms/update-room',
      { room_id: room._id, updatedValues: { daily_rate: 70, addresses: ['E1', 'E3', 'E4'] } },
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.daily_rate).toBe(70);
    expect(
      res
        .json()
        .data.addresses.map((a: { address: string }) => a.address)
        .sort(),
    ).toEqual(['E1', 'E3', 'E4']);
    expect(await cardPrice(hotel._id)).toBe(70);
    const tooMany = await t.post(
      '/api/hotels/hotelRooms/update-room',
      { room_id: room._id, updatedValues: { numberOfRooms: 2 } },
      owner.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(TOO_MANY_ROOM_ADDRESSES_MESSAGE);
    const capacity = await t.post(
      '/api/hotels/hotelRooms/update-room',
      { room_id: room._id, updatedValues: { max_adults: 5 } },
      owner.cookie,
    );
    expect(capacity.json().message).toBe(ROOM_CAPACITY_MESSAGE);
    const after = await t.get(`/api/hotels/hotelRooms/get-room/${room._id}`);
    expect(after.json().data).toMatchObject({ daily_rate: 70, numberOfRooms: 3, max_adults: 2 });
  });

  it('rents and unrents an address: occupied addresses are not offered', async () => {
    const hotel = await addHotel({ name: 'Hotel Occupied' });
    const room = await addRoom(hotel._id, { addresses: 'O1 O2' });
    const body = { hotelId: hotel._id, room_id: room._id, room_address: 'O1', occupied: true };
    expect(
      (await t.post('/api/hotels/hotelRooms/rent-unrent-room', body, other.cookie)).statusCode,
    ).toBe(403);
    expect((await t.post('/api/hotels/hotelRooms/rent-unrent-room', body)).statusCode).toBe(401);
    const rented = await t.post('/api/hotels/hotelRooms/rent-unrent-room', body, owner.cookie);
    expect(rented.statusCode, rented.body).toBe(200);
    expect(rented.json().data.addresses).toContainEqual(
      expect.objectContaining({ address: 'O1', occupied: true }),
    );
    const free = async () => {
      const res = await t.get(
        `/api/hotels/hotelRoomRentals/availableRooms?hotel_id=${hotel._id}&check_in=${day(3)}&check_out=${day(5)}`,
      );
      return (res.json().data as AvailableRoom[]).flatMap((r) => r.addresses.map((a) => a.address));
    };
    expect(await free()).toEqual(['O2']);
    await t.post(
      '/api/hotels/hotelRooms/rent-unrent-room',
      { ...body, occupied: false },
      owner.cookie,
    );
    expect(await free()).toEqual(['O1', 'O2']);
    const wrong = await t.post(
      '/api/hotels/hotelRooms/rent-unrent-room',
      { ...body, room_address: 'ZZ' },
      owner.cookie,
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe('POST /hotels/delete', () => {
  it('deletes a hotel without live reservations ahead, with its rooms; refuses others and live ones', async () => {
    const hotel = await addHotel({ name: 'Hotel Gone' });
    const room = await addRoom(hotel._id, { addresses: 'G1' });
    const guest = await createSignedInUser(db(), { name: 'Guest' });
    const booked = await t.post(
      '/api/hotels/hotelRoomRentals/booking/add',
      {
        guest_id: guest.user.id,
        hotel_id: hotel._id,
        room_id: room._id,
        room_address: 'G1',
        room_type: 'doubleRoom',
        check_in: day(2),
        check_out: day(4),
        max_adults: 1,
        max_kids: 0,
      },
      guest.cookie,
    );
    expect(booked.json().data).toEqual({ success: true, data: 'success' });
    const [res] = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.hotelId, hotel._id));
    const resId = res!.id;
    expect(
      await db().select().from(notifications).where(eq(notifications.about, resId)),
    ).toHaveLength(1);
    expect(
      (await t.post('/api/hotels/delete', { propertyId: hotel._id }, other.cookie)).statusCode,
    ).toBe(403);
    const live = await t.post('/api/hotels/delete', { propertyId: hotel._id }, owner.cookie);
    expect(live.statusCode).toBe(409);
    await db()
      .update(hotelReservations)
      .set({ status: 'cancelled' })
      .where(eq(hotelReservations.hotelId, hotel._id));
    const gone = await t.post('/api/hotels/delete', { propertyId: hotel._id }, owner.cookie);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      await db().select().from(rentingProperties).where(eq(rentingProperties.id, hotel._id)),
    ).toEqual([]);
    expect(await db().select().from(hotelRooms).where(eq(hotelRooms.hotelId, hotel._id))).toEqual(
      [],
    );
    expect(await db().select().from(notifications).where(eq(notifications.about, resId))).toEqual(
      [],
    );
  });
});

describe('verification of a hotel', () => {
  it('the owner asks once, admin approves: the hotel is verified', async () => {
    const hotel = await addHotel({ name: 'Hotel Verified' });
    const ask = await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: owner.user.id,
          notifier: 'admin',
          type: 'property-verification-request',
          about: hotel._id,
        },
      },
      owner.cookie,
    );
    expect(ask.json().data).toBe('success');
    const asked = await t.get(`/api/hotels/hotel/id?hotel_id=${hotel._id}`);
    expect(asked.json().data).toMatchObject({ verified: false, verificationRequested: true });
    const list = await t.get('/api/admin/verification-requests', admin.cookie);
    const card = (
      list.json().data as {
        notification: { _id: string };
        property: { _id: string; kind: string };
      }[]
    ).find((c) => c.property?._id === hotel._id);
    expect(card?.property.kind).toBe('Hotel');
    const approve = await t.post(
      '/api/admin/verification-requests/approve',
      { notificationId: card!.notification._id },
      admin.cookie,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    const after = await t.get(`/api/hotels/hotel/id?hotel_id=${hotel._id}`);
    expect(after.json().data.verified).toBe(true);
  });
});
