import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { marketDay, rangesOverlap } from '@rentals/shared';
import { isExclusionViolation } from '../../src/db/errors';
import { hotelReservations } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, createHotelListing, createRoomType } from '../support/factories';

/*
 * Many guests reserving one room address for overlapping dates at once: the exclusion
 * constraint hotel_reservations_no_overlap lets exactly one through, the rest answer 'rented'.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set, where the requests really overlap.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const day = (n: number) => marketDay(n);

async function hotelWithAddress(address: string) {
  const owner = await createSignedInUser(db(), { name: 'Owner' });
  const hotel = await createHotelListing(db(), owner.user, {
    name: 'Hotel Race',
    contact: '+252 61 0000001',
  });
  const room = await createRoomType(db(), hotel.id, {
    type: 'familyRoom',
    maxKids: 3,
    maxAdults: 3,
    area: 40,
    dailyRate: 90,
    shortStayRate: 110,
    addresses: [address],
  });
  return { owner, hotel, room, address: room.addresses[0]! };
}

describe('simultaneous hotel bookings', () => {
  it("50 guests booking one address for overlapping dates: one 'success', 49 'rented'", async () => {
    const { hotel, room, address } = await hotelWithAddress('F9');
    const guests = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createSignedInUser(db(), { name: `Guest ${i}` })),
    );
    // Ranges of 2 to 6 nights starting on days 20 to 24: every one contains the night of day 24.
    const answers = await Promise.all(
      guests.map(({ user, cookie }, i) =>
        t.post(
          '/api/hotels/hotelRoomRentals/booking/add',
          {
            guest_id: user.id,
            hotel_id: hotel.id,
            room_id: room.id,
            room_address: 'F9',
            room_type: 'familyRoom',
            check_in: day(20 + (i % 5)),
            check_out: day(25 + (i % 2)),
            max_adults: 2,
            max_kids: 1,
          },
          cookie,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(guests.map(() => 200));
    const data = answers.map((a) => a.json().data.data);
    expect(data.filter((d) => d === 'success')).toHaveLength(1);
    expect(data.filter((d) => d === 'rented')).toHaveLength(49);

    const rows = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.addressId, address.id));
    const live = rows.filter((r) => r.status === 'pending' || r.status === 'booked');
    expect(live).toHaveLength(1);
    const winner = guests[data.indexOf('success')]!;
    expect(live[0]).toMatchObject({ status: 'pending', guestId: winner.user.id });
    for (const a of live)
      for (const b of live)
        if (a !== b)
          expect(rangesOverlap(a.checkIn, a.checkOut, b.checkIn, b.checkOut)).toBe(false);
  });

  it('the database refuses an overlapping live row written around the service', async () => {
    const { hotel, room, address, owner } = await hotelWithAddress('G2');
    const row = (checkIn: string, checkOut: string, status = 'booked') => ({
      guestId: owner.user.id,
      hotelId: hotel.id,
      roomId: room.id,
      addressId: address.id,
      roomAddress: 'G2',
      roomType: 'familyRoom',
      checkIn,
      checkOut,
      price: 100,
      status,
    });
    await db()
      .insert(hotelReservations)
      .values(row(day(30), day(33)));
    const overlap = await db()
      .insert(hotelReservations)
      .values(row(day(32), day(35), 'pending'))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isExclusionViolation(overlap, 'hotel_reservations_no_overlap')).toBe(true);
    // Touching ranges and ended reservations do not collide.
    await db()
      .insert(hotelReservations)
      .values(row(day(33), day(35)));
    await db()
      .insert(hotelReservations)
      .values(row(day(31), day(32), 'cancelled'));
    const rows = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.addressId, address.id));
    expect(rows).toHaveLength(3);
  });
});
