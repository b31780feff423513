import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  marketDay,
  messages,
  type AvailableRoom,
  type HotelBookingEntry,
  type HotelReservation,
} from '@rentals/shared';
import { hotelReservations, hotelRoomAddresses, notifications } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createSignedInUser,
  createHotelListing,
  createRoomType,
  type Signed,
} from '../support/factories';

/*
 * Hotel availability and the reservation lifecycle (issue 6, spec 2 sections 4, 5 and 7):
 * every call with its happy path, bad input (nothing written), another user's reservation (403,
 * nothing changed), visitors (401), and the notifications each step sends or removes.
 */

let t: TestApp;
let owner: Signed;
let guest: Signed;
let other: Signed;

beforeAll(async () => {
  // One renter keeps many requests waiting here; the cap has its own tests (holds.test.ts).
  t = await startTestApp({ MAX_PENDING_REQUESTS: '1000' });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali' });
  guest = await createSignedInUser(db(), { name: 'Axmed Faarax' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const day = (n: number) => marketDay(n);
const R = '/api/hotels/hotelRoomRentals';

type Fixture = {
  hotelId: string;
  double: { id: string };
  suite: { id: string };
};

/** A hotel with a doubleRoom (D1, D2: 80 a night, 100 for up to 2 nights) and a suiteRoom (S1). */
async function hotelWithRooms(): Promise<Fixture> {
  const hotel = await createHotelListing(db(), owner.user);
  const double = await createRoomType(db(), hotel.id, { addresses: ['D1', 'D2'] });
  const suite = await createRoomType(db(), hotel.id, {
    type: 'suiteRoom',
    dailyRate: 200,
    shortStayRate: 250,
    maxKids: 2,
    maxAdults: 4,
    addresses: ['S1'],
  });
  return { hotelId: hotel.id, double, suite };
}

const booking = (f: Fixture, over: Record<string, unknown> = {}) => ({
  guest_id: guest.user.id,
  hotel_id: f.hotelId,
  room_id: f.double.id,
  room_address: 'D1',
  room_type: 'doubleRoom',
  check_in: day(10),
  check_out: day(13),
  max_adults: 2,
  max_kids: 1,
  price: 1,
  status: 'booked',
  ...over,
});

async function book(f: Fixture, over: Record<string, unknown> = {}, who: Signed = guest) {
  const res = await t.post(
    `${R}/booking/add`,
    booking(f, { guest_id: who.user.id, ...over }),
    who.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { success: boolean; data: string };
}

const reservationsOf = (hotelId: string) =>
  db().select().from(hotelReservations).where(eq(hotelReservations.hotelId, hotelId));
const reservation = async (id: string) =>
  (await db().select().from(hotelReservations).where(eq(hotelReservations.id, id)))[0]!;
const noticesAbout = (about: string) =>
  db()
    .select({
      type: notifications.type,
      from: notifications.fromUserId,
      to: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, about));

/** Books D1 for days 10 to 13 and answers the reservation row. */
async function pendingReservation(f: Fixture, over: Record<string, unknown> = {}) {
  expect(await book(f, over)).toEqual({ success: true, data: 'success' });
  const rows = await reservationsOf(f.hotelId);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
}

async function bookedReservation(f: Fixture, over: Record<string, unknown> = {}) {
  const row = await pendingReservation(f, over);
  const res = await t.post(`${R}/accept-reservation`, { reservation_id: row.id }, owner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return row;
}

let f: Fixture;
beforeEach(async () => {
  f = await hotelWithRooms();
});

describe('availableRooms', () => {
  const available = async (q: string) => {
    const res = await t.get(`${R}/availableRooms?hotel_id=${f.hotelId}&${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AvailableRoom[];
  };
  const addressesOf = (rooms: AvailableRoom[]) =>
    rooms.flatMap((r) => r.addresses.map((a) => a.address));

  it('offers every free address with the price of the stay', async () => {
    const rooms = await available(`check_in=${day(3)}&check_out=${day(5)}`);
    expect(addressesOf(rooms)).toEqual(['D1', 'D2', 'S1']);
    // 2 nights: at most min_stay_days (2), so the short-stay rate: 2 x 100.
    expect(rooms[0]).toMatchObject({ type: 'doubleRoom', days: 2, nightly_rate: 100, price: 200 });
    const longer = await available(`check_in=${day(3)}&check_out=${day(6)}`);
    expect(longer[0]).toMatchObject({ days: 3, nightly_rate: 80, price: 240 });
  });

  it('leaves out addresses with a live overlapping reservation but offers touching ranges', async () => {
    await pendingReservation(f); // D1, days 10 to 13
    expect(addressesOf(await available(`check_in=${day(11)}&check_out=${day(12)}`))).toEqual([
      'D2',
      'S1',
    ]);
    expect(addressesOf(await available(`check_in=${day(8)}&check_out=${day(11)}`))).toEqual([
      'D2',
      'S1',
    ]);
    // Check-out day 13 is the next guest's check-in day; 7 to 10 ends on the first check-in day.
    expect(addressesOf(await available(`check_in=${day(13)}&check_out=${day(15)}`))).toEqual([
      'D1',
      'D2',
      'S1',
    ]);
    expect(addressesOf(await available(`check_in=${day(7)}&check_out=${day(10)}`))).toEqual([
      'D1',
      'D2',
      'S1',
    ]);
  });

  it('offers the address again once the reservation is cancelled', async () => {
    const row = await pendingReservation(f);
    await t.post(`${R}/cancel-reservation`, { reservation_id: row.id }, guest.cookie);
    expect(addressesOf(await available(`check_in=${day(11)}&check_out=${day(12)}`))).toEqual([
      'D1',
      'D2',
      'S1',
    ]);
  });

  it('filters by the party: adults and kids within the room type', async () => {
    expect(addressesOf(await available(`check_in=${day(3)}&check_out=${day(5)}&adults=3`))).toEqual(
      ['S1'],
    );
    expect(
      addressesOf(await available(`check_in=${day(3)}&check_out=${day(5)}&adults=2&kids=2`)),
    ).toEqual(['S1']);
    expect(
      addressesOf(await available(`check_in=${day(3)}&check_out=${day(5)}&adults=1&kids=0`)),
    ).toEqual(['D1', 'D2', 'S1']);
  });

  it('needs both dates in order, and a hotel', async () => {
    expect(
      (await t.get(`${R}/availableRooms?hotel_id=${f.hotelId}&check_in=${day(3)}`)).statusCode,
    ).toBe(400);
    expect(
      (
        await t.get(
          `${R}/availableRooms?hotel_id=${f.hotelId}&check_in=${day(5)}&check_out=${day(3)}`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.get(`${R}/availableRooms?hotel_id=x&check_in=${day(3)}&check_out=${day(5)}`))
        .statusCode,
    ).toBe(400);
  });
});

describe('booking/add', () => {
  it("books pending at the server's price and tells the owner", async () => {
    expect(await book(f)).toEqual({ success: true, data: 'success' });
    const [row] = await reservationsOf(f.hotelId);
    // 3 nights > min stay 2: 3 x 80, whatever the client sent as price and status.
    expect(row).toMatchObject({
      guestId: guest.user.id,
      roomAddress: 'D1',
      roomType: 'doubleRoom',
      checkIn: day(10),
      checkOut: day(13),
      maxAdults: 2,
      maxKids: 1,
      price: 240,
      status: 'pending',
    });
    expect(await noticesAbout(row!.id)).toEqual([
      { type: 'rent-request', from: guest.user.id, to: owner.user.id },
    ]);
  });

  it("answers 'rented' for an overlapping range of the same address", async () => {
    await book(f);
    expect(await book(f, { check_in: day(12), check_out: day(14) }, other)).toEqual({
      success: true,
      data: 'rented',
    });
    expect(await book(f, { room_address: 'D2' }, other)).toEqual({
      success: true,
      data: 'success',
    });
    expect(await book(f, { check_in: day(13), check_out: day(14) }, other)).toEqual({
      success: true,
      data: 'success',
    });
    expect(await reservationsOf(f.hotelId)).toHaveLength(3);
  });

  it('refuses bad input, another guest id and visitors, writing nothing', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ check_in: day(-1), check_out: day(2) }, 400, 'body.check_in: must be today or later'],
      [{ check_in: day(5), check_out: day(5) }, 400],
      [{ max_adults: 0 }, 400],
      [{ max_kids: -1 }, 400],
      [{ max_kids: 2 }, 400, messages.moreKids],
      [{ max_adults: 3, max_kids: 0 }, 400, messages.moreAdults],
      [{ room_address: 'S1' }, 400],
      [{ room_type: 'suiteRoom' }, 400],
      [{ check_in: 'tomorrow' }, 400],
      [{ guest_id: other.user.id }, 403],
    ];
    for (const [over, status, message] of cases) {
      const res = await t.post(`${R}/booking/add`, booking(f, over), guest.cookie);
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await t.post(`${R}/booking/add`, booking(f))).statusCode).toBe(401);
    const own = await t.post(
      `${R}/booking/add`,
      booking(f, { guest_id: owner.user.id }),
      owner.cookie,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(messages.cannotRentOwn);
    expect(await reservationsOf(f.hotelId)).toEqual([]);
  });
});

describe('get-reservation and my-reservations', () => {
  it('shows a reservation to its guest and the owner only', async () => {
    const row = await pendingReservation(f);
    const mine = await t.get(`${R}/get-reservation?id=${row.id}`, guest.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      _id: row.id,
      hotel_id: f.hotelId,
      room_address: 'D1',
      status: 'pending',
      price: 240,
      updated_values: null,
    } satisfies Partial<HotelReservation>);
    expect((await t.get(`${R}/get-reservation?id=${row.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await t.get(`${R}/get-reservation?id=${row.id}`, other.cookie)).statusCode).toBe(403);
    expect((await t.get(`${R}/get-reservation?id=${row.id}`)).statusCode).toBe(401);
    expect((await t.get(`${R}/get-reservation?id=nope`, guest.cookie)).statusCode).toBe(400);
  });

  it("lists the guest's own reservations with their hotel", async () => {
    const someone = await createSignedInUser(db(), { name: 'Someone' });
    await book(f, {}, someone);
    await book(f, { room_address: 'D2' }, someone);
    const res = await t.get(`${R}/my-reservations?pageSize=1`, someone.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.totalPages).toBe(2);
    expect(res.json().data.reservations[0]).toMatchObject({
      hotel: { _id: f.hotelId, name: 'Hotel Sahafi' },
      reservation: { room_address: 'D2', guest_id: someone.user.id },
    });
    expect((await t.get(`${R}/my-reservations`)).statusCode).toBe(401);
  });
});

describe('the owner answers a booking', () => {
  it('accepts: booked, rent-accepted to the guest, the request card removed', async () => {
    const row = await pendingReservation(f);
    const denied = await t.post(
      `${R}/accept-reservation`,
      { reservation_id: row.id },
      other.cookie,
    );
    expect(denied.statusCode).toBe(403);
    expect((await reservation(row.id)).status).toBe('pending');
    const res = await t.post(`${R}/accept-reservation`, { reservation_id: row.id }, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await reservation(row.id)).status).toBe('booked');
    expect(await noticesAbout(row.id)).toEqual([
      { type: 'rent-accepted', from: owner.user.id, to: guest.user.id },
    ]);
    const again = await t.post(`${R}/accept-reservation`, { reservation_id: row.id }, owner.cookie);
    expect(again.statusCode).toBe(409);
  });

  it('declines: declined, the address free again, request-declined when asked', async () => {
    const row = await pendingReservation(f);
    const denied = await t.post(
      `${R}/decline-reservation-request`,
      { reservation_id: row.id },
      guest.cookie,
    );
    expect(denied.statusCode).toBe(403);
    const res = await t.post(
      `${R}/decline-reservation-request`,
      { reservation_id: row.id, sendNotificationDecline: true },
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await reservation(row.id)).status).toBe('declined');
    expect(await noticesAbout(row.id)).toEqual([
      { type: 'request-declined', from: owner.user.id, to: guest.user.id },
    ]);
    expect(await book(f, {}, other)).toEqual({ success: true, data: 'success' });

    const quiet = await pendingReservation(f, { room_address: 'D2' });
    await t.post(
      `${R}/decline-reservation-request`,
      { reservation_id: quiet.id, sendNotificationDecline: false },
      owner.cookie,
    );
    expect(await noticesAbout(quiet.id)).toEqual([]);
  });
});

describe('editing a reservation', () => {
  it('applies an edit of a pending reservation at once, repriced', async () => {
    const row = await pendingReservation(f);
    const res = await t.post(
      `${R}/update-reservation`,
      {
        hotel_id: f.hotelId,
        reservationId: row.id,
        updatedValues: { check_out: day(12), max_kids: 0 },
      },
      guest.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe('success');
    // 2 nights: the short-stay rate, 2 x 100.
    expect(await reservation(row.id)).toMatchObject({
      checkOut: day(12),
      maxKids: 0,
      price: 200,
      status: 'pending',
    });
    const same = await t.post(
      `${R}/update-reservation`,
      { reservationId: row.id, updatedValues: { check_out: day(12) } },
      guest.cookie,
    );
    expect(same.json().data).toBe('unchanged');
  });

  it("answers 'rented' when the new range collides, and changes nothing", async () => {
    const row = await pendingReservation(f);
    await book(f, { room_address: 'D2' }, other);
    const res = await t.post(
      `${R}/update-reservation`,
      { reservationId: row.id, updatedValues: { room_address: 'D2' } },
      guest.cookie,
    );
    expect(res.json().data).toBe('rented');
    expect((await reservation(row.id)).roomAddress).toBe('D1');
  });

  it("checks the spec's edit rules and who may edit", async () => {
    const row = await pendingReservation(f);
    const cases: [Record<string, unknown>, string][] = [
      [{ room_type: 'suiteRoom' }, messages.selectRoomAddress],
      [{ room_address: 'S1' }, messages.selectRoomAddress],
      [{ max_kids: 2 }, messages.moreKids],
      [{ max_adults: 3 }, messages.moreAdults],
    ];
    for (const [updatedValues, message] of cases) {
      const res = await t.post(
        `${R}/update-reservation`,
        { reservationId: row.id, updatedValues },
        guest.cookie,
      );
      expect(res.statusCode, JSON.stringify(updatedValues)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const moved = await t.post(
      `${R}/update-reservation`,
      {
        reservationId: row.id,
        updatedValues: { room_type: 'suiteRoom', room_address: 'S1', max_adults: 4 },
      },
      guest.cookie,
    );
    expect(moved.json().data).toBe('success');
    expect(await reservation(row.id)).toMatchObject({
      roomType: 'suiteRoom',
      roomAddress: 'S1',
      price: 600,
    });
    const denied = await t.post(
      `${R}/update-reservation`,
      { reservationId: row.id, updatedValues: { max_kids: 0 } },
      other.cookie,
    );
    expect(denied.statusCode).toBe(403);
    expect((await reservation(row.id)).maxKids).toBe(1);
  });

  it("holds an edit to the booking's party bounds: at least one adult, kids not negative", async () => {
    const row = await pendingReservation(f);
    const booked = await bookedReservation(f, { room_address: 'D2' });
    const refused = [{ max_adults: 0 }, { max_adults: -1 }, { max_kids: -1 }];
    for (const updatedValues of refused) {
      const edit = await t.post(
        `${R}/update-reservation`,
        { reservationId: row.id, updatedValues },
        guest.cookie,
      );
      expect(edit.statusCode, JSON.stringify(updatedValues)).toBe(400);
      const asked = await t.post(
        `${R}/request-reservation-update`,
        { reservationId: booked.id, updatedValues },
        guest.cookie,
      );
      expect(asked.statusCode, JSON.stringify(updatedValues)).toBe(400);
    }
    expect(await reservation(row.id)).toMatchObject({ maxAdults: 2, maxKids: 1 });
    expect(await reservation(booked.id)).toMatchObject({ maxAdults: 2, updatedValues: null });
    const oneAdult = await t.post(
      `${R}/update-reservation`,
      { reservationId: row.id, updatedValues: { max_adults: 1, max_kids: 0 } },
      guest.cookie,
    );
    expect(oneAdult.json().data).toBe('success');
    expect(await reservation(row.id)).toMatchObject({ maxAdults: 1, maxKids: 0 });
  });

  it('a booked reservation changes only through an update request the owner accepts', async () => {
    const row = await bookedReservation(f);
    const direct = await t.post(
      `${R}/update-reservation`,
      { reservationId: row.id, updatedValues: { check_out: day(14) } },
      guest.cookie,
    );
    expect(direct.statusCode).toBe(409);
    expect((await reservation(row.id)).checkOut).toBe(day(13));

    const notYours = await t.post(
      `${R}/request-reservation-update`,
      { reservationId: row.id, updatedValues: { check_out: day(14) } },
      other.cookie,
    );
    expect(notYours.statusCode).toBe(403);
    const asked = await t.post(
      `${R}/request-reservation-update`,
      { reservationId: row.id, updatedValues: { check_out: day(14) } },
      guest.cookie,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toBe('success');
    expect(await reservation(row.id)).toMatchObject({
      checkOut: day(13),
      updatedValues: { check_out: day(14) },
    });
    expect(await noticesAbout(row.id)).toContainEqual({
      type: 'hotel-reservation-update',
      from: guest.user.id,
      to: owner.user.id,
    });

    // The owner's inbox card shows the hotel with the reservation and its waiting change.
    const inbox = await t.get(`/api/notifications/notifier/${owner.user.id}`, owner.cookie);
    const card = (
      inbox.json().data as { notification: { type: string }; property: Record<string, unknown> }[]
    ).find((c) => c.notification.type === 'hotel-reservation-update');
    expect(card?.property).toMatchObject({
      _id: f.hotelId,
      kind: 'Hotel',
      reservation_id: row.id,
      reservation_status: 'booked',
      updated_values: { check_out: day(14) },
    });

    const stranger = await t.post(
      `${R}/update-reservation`,
      { reservationId: row.id, updatedValues: {} },
      other.cookie,
    );
    expect(stranger.statusCode).toBe(403);
    const accepted = await t.post(
      `${R}/update-reservation`,
      { hotel_id: f.hotelId, reservationId: row.id, updatedValues: { check_out: day(14) } },
      owner.cookie,
    );
    expect(accepted.json().data).toBe('success');
    expect(await reservation(row.id)).toMatchObject({
      checkOut: day(14),
      price: 320,
      status: 'booked',
      updatedValues: null,
    });
    const notices = await noticesAbout(row.id);
    expect(notices.map((n) => n.type)).not.toContain('hotel-reservation-update');
    expect(notices).toContainEqual({
      type: 'rent-accepted',
      from: owner.user.id,
      to: guest.user.id,
    });
  });

  it("an update request that collides answers 'rented'; the owner can decline one", async () => {
    const row = await bookedReservation(f);
    await book(f, { room_address: 'D2' }, other);
    const collide = await t.post(
      `${R}/request-reservation-update`,
      { reservationId: row.id, updatedValues: { room_address: 'D2' } },
      guest.cookie,
    );
    expect(collide.json().data).toBe('rented');
    expect((await reservation(row.id)).updatedValues).toBeNull();

    await t.post(
      `${R}/request-reservation-update`,
      { reservationId: row.id, updatedValues: { max_kids: 0 } },
      guest.cookie,
    );
    const denied = await t.post(
      `${R}/reservation-update-decline`,
      { reservation_id: row.id },
      guest.cookie,
    );
    expect(denied.statusCode).toBe(403);
    const declined = await t.post(
      `${R}/reservation-update-decline`,
      { reservation_id: row.id, sendingNotification: true },
      owner.cookie,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await reservation(row.id)).toMatchObject({ maxKids: 1, updatedValues: null });
    const notices = await noticesAbout(row.id);
    expect(notices.map((n) => n.type)).not.toContain('hotel-reservation-update');
    expect(notices).toContainEqual({
      type: 'request-declined',
      from: owner.user.id,
      to: guest.user.id,
    });
    const nothing = await t.post(
      `${R}/reservation-update-decline`,
      { reservation_id: row.id },
      owner.cookie,
    );
    expect(nothing.statusCode).toBe(409);
  });
});

describe('ending a reservation', () => {
  it("termination: the guest asks once ('existed' after), the owner terminates", async () => {
    const pending = await pendingReservation(f, { room_address: 'D2' });
    const early = await t.post(
      `${R}/cancel-reservation-request`,
      { reservation_id: pending.id },
      guest.cookie,
    );
    expect(early.statusCode).toBe(409);

    const row = await bookedReservation(f);
    const notYours = await t.post(
      `${R}/cancel-reservation-request`,
      { reservation_id: row.id },
      other.cookie,
    );
    expect(notYours.statusCode).toBe(403);
    const asked = await t.post(
      `${R}/cancel-reservation-request`,
      { reservation_id: row.id },
      guest.cookie,
    );
    expect(asked.json().data).toBe('success');
    const twice = await t.post(
      `${R}/cancel-reservation-request`,
      { reservation_id: row.id },
      guest.cookie,
    );
    expect(twice.json().data).toBe('existed');
    expect(await noticesAbout(row.id)).toContainEqual({
      type: 'rent-termination-request',
      from: guest.user.id,
      to: owner.user.id,
    });

    expect(
      (await t.post(`${R}/terminate-reservation`, { reservation_id: row.id }, guest.cookie))
        .statusCode,
    ).toBe(403);
    const done = await t.post(
      `${R}/terminate-reservation`,
      { reservation_id: row.id },
      owner.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect((await reservation(row.id)).status).toBe('terminated');
    const notices = await noticesAbout(row.id);
    expect(notices.map((n) => n.type)).not.toContain('rent-termination-request');
    expect(notices).toContainEqual({
      type: 'rent-termination',
      from: owner.user.id,
      to: guest.user.id,
    });
  });

  it('cancel: by the guest or the owner while pending or booked, never by anyone else', async () => {
    const row = await pendingReservation(f);
    const denied = await t.post(
      `${R}/cancel-reservation`,
      { reservation_id: row.id },
      other.cookie,
    );
    expect(denied.statusCode).toBe(403);
    const claim = await t.post(
      `${R}/cancel-reservation`,
      { reservation_id: row.id, user_id: other.user.id },
      guest.cookie,
    );
    expect(claim.statusCode).toBe(403);
    expect((await reservation(row.id)).status).toBe('pending');
    const res = await t.post(
      `${R}/cancel-reservation`,
      { reservation_id: row.id, prev_status: 'pending', user_id: guest.user.id },
      guest.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await reservation(row.id)).status).toBe('cancelled');
    expect(await noticesAbout(row.id)).toEqual([]);
    const again = await t.post(`${R}/cancel-reservation`, { reservation_id: row.id }, guest.cookie);
    expect(again.statusCode).toBe(409);

    const booked = await bookedReservation(f, { room_address: 'D2' });
    await t.post(`${R}/cancel-reservation`, { reservation_id: booked.id }, owner.cookie);
    expect((await reservation(booked.id)).status).toBe('cancelled');
    expect(await noticesAbout(booked.id)).toContainEqual({
      type: 'rent-termination',
      from: owner.user.id,
      to: guest.user.id,
    });
  });

  it("re-book: live again when free, 'rented' when taken, 'error' once completed or past", async () => {
    const row = await pendingReservation(f);
    await t.post(`${R}/cancel-reservation`, { reservation_id: row.id }, guest.cookie);
    const body = {
      reservation_id: row.id,
      hotel_id: f.hotelId,
      room_address: 'D1',
      check_in: day(10),
      check_out: day(13),
      user_id: guest.user.id,
      prev_status: 'cancelled',
    };
    expect((await t.post(`${R}/re-book-hotel-room`, body, other.cookie)).statusCode).toBe(403);
    const again = await t.post(`${R}/re-book-hotel-room`, body, guest.cookie);
    expect(again.json().data).toBe('success');
    expect((await reservation(row.id)).status).toBe('pending');
    expect((await t.post(`${R}/re-book-hotel-room`, body, guest.cookie)).json().data).toBe('error');

    await t.post(`${R}/cancel-reservation`, { reservation_id: row.id }, guest.cookie);
    await book(f, { check_in: day(11), check_out: day(12) }, other);
    expect((await t.post(`${R}/re-book-hotel-room`, body, guest.cookie)).json().data).toBe(
      'rented',
    );
    expect((await reservation(row.id)).status).toBe('cancelled');

    await db()
      .update(hotelReservations)
      .set({ status: 'completed' })
      .where(eq(hotelReservations.id, row.id));
    expect((await t.post(`${R}/re-book-hotel-room`, body, guest.cookie)).json().data).toBe('error');
    await db()
      .update(hotelReservations)
      .set({ status: 'cancelled', checkIn: day(-5), checkOut: day(-2) })
      .where(eq(hotelReservations.id, row.id));
    expect((await t.post(`${R}/re-book-hotel-room`, body, guest.cookie)).json().data).toBe('error');
  });
});

describe("the owner's dashboard", () => {
  it('summary, upcoming bookings and all bookings, owner only', async () => {
    const today = await pendingReservation(f, { check_in: day(0), check_out: day(2) });
    const booked = await bookedReservation(f, { room_address: 'D2' });
    const cancelled = await pendingReservation(f, {
      room_address: 'S1',
      room_type: 'suiteRoom',
      room_id: f.suite.id,
    });
    await t.post(`${R}/cancel-reservation`, { reservation_id: cancelled.id }, guest.cookie);
    // A past stay, still booked: it reads as completed.
    const [past] = await db()
      .insert(hotelReservations)
      .values({
        guestId: guest.user.id,
        hotelId: f.hotelId,
        roomId: f.double.id,
        addressId: (
          await db()
            .select()
            .from(hotelRoomAddresses)
            .where(
              and(eq(hotelRoomAddresses.hotelId, f.hotelId), eq(hotelRoomAddresses.address, 'D1')),
            )
        )[0]!.id,
        roomAddress: 'D1',
        roomType: 'doubleRoom',
        checkIn: day(-6),
        checkOut: day(-3),
        price: 240,
        status: 'booked',
      })
      .returning();

    const summary = await t.get(`${R}/summery?hotel_id=${f.hotelId}`, owner.cookie);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toEqual({ checkIn: 1, booked: 1, cancelled: 1 });
    expect((await reservation(past!.id)).status).toBe('completed');

    const upcoming = await t.get(`${R}/upcoming-booking-list?hotel_id=${f.hotelId}`, owner.cookie);
    expect(upcoming.statusCode).toBe(200);
    const up = upcoming.json().data as { bookingList: HotelBookingEntry[]; totalPages: number };
    expect(up.bookingList.map((b) => b.bookingList._id)).toEqual([today.id, booked.id]);
    expect(up.bookingList[0]!.user).toMatchObject({ _id: guest.user.id, name: 'Axmed Faarax' });
    expect(up.totalPages).toBe(1);

    const all = await t.get(
      `${R}/booking-list?hotel_id=${f.hotelId}&page=1&pageSize=2`,
      owner.cookie,
    );
    const page = all.json().data as { bookingList: HotelBookingEntry[]; totalPages: number };
    expect(page.totalPages).toBe(2);
    expect(page.bookingList).toHaveLength(2);

    for (const path of ['summery', 'upcoming-booking-list', 'booking-list']) {
      expect(
        (await t.get(`${R}/${path}?hotel_id=${f.hotelId}`, guest.cookie)).statusCode,
        path,
      ).toBe(403);
      expect((await t.get(`${R}/${path}?hotel_id=${f.hotelId}`)).statusCode, path).toBe(401);
    }
  });
});
