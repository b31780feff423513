import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { holdMessages, lastBookableDay, marketDay } from '@rentals/shared';
import {
  apartmentAddresses,
  hallEvents,
  hotelReservations,
  rentingRecords,
} from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  createHall,
  plainDay,
  askApartment,
  askHall,
  askHotel,
  askProperty,
  createBuilding,
  createHotel,
  type Signed,
  dayFromToday,
} from '../support/factories';
import { propertyRow } from '../support/notifications';

/*
 * Holds that never end (issue 15): a stay to 9999-12-31 was accepted and the room vanished for
 * every later date. Each kind now refuses a stay too long, a day too far ahead and more pending
 * requests than the cap, with a clear message, and holds nothing when it refuses.
 */

const MAX_STAY = 30;
const MAX_AHEAD = 200;
const MAX_PENDING = 2;
let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;

beforeAll(async () => {
  t = await startTestApp({
    MAX_STAY_NIGHTS: String(MAX_STAY),
    MAX_DAYS_AHEAD: String(MAX_AHEAD),
    MAX_PENDING_REQUESTS: String(MAX_PENDING),
  });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const lastDay = () => lastBookableDay(marketDay(), MAX_AHEAD);
const refusal = (status: number, message: string) => ({
  success: false,
  status,
  message,
  code: status === 400 ? 'validation' : 'conflict',
});

describe('hotel reservations', () => {
  it('refuse a stay to 9999-12-31 and leave the room free for every later date', async () => {
    const hotel = await createHotel(db(), owner.user.id, ['D1']);
    const res = await askHotel(t, renter, hotel, 'D1', dayFromToday(30), '9999-12-31');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(400, holdMessages.stayTooLong(MAX_STAY)));
    const other = await askHotel(t, renter, hotel, 'D1', dayFromToday(100), dayFromToday(102));
    expect(other.json().data).toEqual({ success: true, data: 'success' });
    const rows = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.hotelId, hotel.hotelId));
    expect(rows.map((r) => [r.checkIn, r.checkOut])).toEqual([
      [dayFromToday(100), dayFromToday(102)],
    ]);
  });

  it('take the longest stay and no night more', async () => {
    const hotel = await createHotel(db(), owner.user.id, ['D1']);
    const longest = await askHotel(
      t,
      other,
      hotel,
      'D1',
      dayFromToday(5),
      dayFromToday(5 + MAX_STAY),
    );
    expect(longest.json().data.data).toBe('success');
    const tooLong = await askHotel(
      t,
      other,
      hotel,
      'D1',
      dayFromToday(50),
      dayFromToday(51 + MAX_STAY),
    );
    expect(tooLong.json()).toEqual(refusal(400, holdMessages.stayTooLong(MAX_STAY)));
  });

  it('refuse a check-in past the furthest day, naming the last day', async () => {
    const hotel = await createHotel(db(), owner.user.id, ['D1']);
    const far = await askHotel(
      t,
      renter,
      hotel,
      'D1',
      dayFromToday(MAX_AHEAD + 1),
      dayFromToday(MAX_AHEAD + 3),
    );
    expect(far.json()).toEqual(refusal(400, holdMessages.tooFarAhead(MAX_AHEAD, lastDay())));
    const furthest = await askHotel(
      t,
      renter,
      hotel,
      'D1',
      dayFromToday(MAX_AHEAD),
      dayFromToday(MAX_AHEAD + 2),
    );
    expect(furthest.json().data.data).toBe('success');
  });

  it('refuse stretching a pending reservation past the longest stay', async () => {
    const hotel = await createHotel(db(), owner.user.id, ['D1']);
    await db().delete(hotelReservations).where(eq(hotelReservations.guestId, renter.user.id));
    expect(
      (await askHotel(t, renter, hotel, 'D1', dayFromToday(10), dayFromToday(12))).json().data.data,
    ).toBe('success');
    const [row] = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.hotelId, hotel.hotelId));
    const res = await t.post(
      '/api/hotels/hotelRoomRentals/update-reservation',
      { reservationId: row!.id, updatedValues: { check_out: '9999-12-31' } },
      renter.cookie,
    );
    expect(res.json()).toEqual(refusal(400, holdMessages.stayTooLong(MAX_STAY)));
    const [after] = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.id, row!.id));
    expect(after!.checkOut).toBe(dayFromToday(12));
  });
});

describe('hall bookings', () => {
  it('refuse an event day past the furthest day; the last day is taken', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const far = await askHall(t, renter, property.id, '9999-12-31');
    expect(far.json()).toEqual(refusal(400, holdMessages.tooFarAhead(MAX_AHEAD, lastDay())));
    const justPast = await askHall(t, renter, property.id, dayFromToday(MAX_AHEAD + 1));
    expect(justPast.statusCode).toBe(400);
    expect(await db().select().from(hallEvents).where(eq(hallEvents.hallId, property.id))).toEqual(
      [],
    );
    const last = await askHall(t, other, property.id, plainDay(MAX_AHEAD - 7));
    expect(last.json().data).toBe('success');
  });

  it('refuse moving a pending event past the furthest day', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const date = plainDay(20);
    expect((await askHall(t, other, property.id, date)).json().data).toBe('success');
    const [event] = await db().select().from(hallEvents).where(eq(hallEvents.hallId, property.id));
    const res = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event!.id, updatedValues: [{ name: 'date', value: '9999-12-31' }] },
      other.cookie,
    );
    expect(res.json()).toEqual(refusal(400, holdMessages.tooFarAhead(MAX_AHEAD, lastDay())));
    const [after] = await db().select().from(hallEvents).where(eq(hallEvents.id, event!.id));
    expect(after!.date).toBe(date);
  });
});

describe(`a renter's pending requests (at most ${MAX_PENDING} per kind)`, () => {
  const tooMany = refusal(409, holdMessages.tooManyPending(MAX_PENDING));

  it('cap general properties, and a refused request holds nothing', async () => {
    const renterOf = await createSignedInUser(db());
    const houses = await Promise.all(
      [1, 2, 3].map(() => createProperty(db(), owner.user.id, { name: 'Guri' })),
    );
    for (const house of houses.slice(0, MAX_PENDING))
      expect((await askProperty(t, renterOf, house.id)).json().data).toBe('success');
    const third = await askProperty(t, renterOf, houses[2]!.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual(tooMany);
    expect((await propertyRow(db(), houses[2]!.id)).status).toBe('');
    expect(
      await db().select().from(rentingRecords).where(eq(rentingRecords.propertyId, houses[2]!.id)),
    ).toEqual([]);
    // Another renter is not held back by this one's cap.
    expect((await askProperty(t, other, houses[2]!.id)).json().data).toBe('success');
  });

  it('cap hall bookings, and many at once cannot slip past it', async () => {
    const renterOf = await createSignedInUser(db());
    const halls = await Promise.all([1, 2, 3, 4, 5].map(() => createHall(db(), owner.user.id)));
    const answers = await Promise.all(
      halls.map(({ property }) => askHall(t, renterOf, property.id, plainDay(30))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual(tooMany);
    const pending = await db()
      .select()
      .from(hallEvents)
      .where(eq(hallEvents.userId, renterOf.user.id));
    expect(pending).toHaveLength(MAX_PENDING);
  });

  it('cap hotel reservations', async () => {
    const guest = await createSignedInUser(db());
    const hotel = await createHotel(db(), owner.user.id, ['D1', 'D2', 'D3']);
    for (const address of ['D1', 'D2'])
      expect(
        (await askHotel(t, guest, hotel, address, dayFromToday(3), dayFromToday(5))).json().data
          .data,
      ).toBe('success');
    const third = await askHotel(t, guest, hotel, 'D3', dayFromToday(3), dayFromToday(5));
    expect(third.json()).toEqual(tooMany);
    const held = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.guestId, guest.user.id));
    expect(held.map((r) => r.roomAddress).sort()).toEqual(['D1', 'D2']);
  });

  it('cap apartment requests', async () => {
    const renterOf = await createSignedInUser(db());
    const building = await createBuilding(db(), owner.user.id, ['A1', 'A2', 'A3']);
    for (const address of ['A1', 'A2'])
      expect((await askApartment(t, renterOf, building.id, address)).json().data).toBe('success');
    const third = await askApartment(t, renterOf, building.id, 'A3');
    expect(third.json()).toEqual(tooMany);
    const [a3] = await db()
      .select()
      .from(apartmentAddresses)
      .where(eq(apartmentAddresses.address, 'A3'));
    expect(a3!.status).toBe('available');
  });

  it('count each kind on its own', async () => {
    const renterOf = await createSignedInUser(db());
    const houses = await Promise.all([1, 2].map(() => createProperty(db(), owner.user.id)));
    for (const house of houses)
      expect((await askProperty(t, renterOf, house.id)).json().data).toBe('success');
    const hotel = await createHotel(db(), owner.user.id, ['D1']);
    expect(
      (await askHotel(t, renterOf, hotel, 'D1', dayFromToday(3), dayFromToday(4))).json().data.data,
    ).toBe('success');
  });
});
