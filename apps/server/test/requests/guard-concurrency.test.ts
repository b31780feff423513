import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { marketDay, rangesOverlap } from '@rentals/shared';
import { apartmentRentingRecords, hotelReservations } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSession } from '../../src/modules/auth/sessions';
import {
  createSignedInUser,
  createHall,
  eventInfo,
  createHallEvent,
  type Signed,
  createHotelListing,
  createRoomType,
  createBuildingListing,
  createApartment,
} from '../support/factories';
import { adminRows, eventRows } from '../halls/fixtures';

/*
 * One guard per kind of booking, whichever door a write comes through (issue 8 item 3): admin
 * events raced against each other and against renters, and the owner accepting a request or
 * confirming an edit raced against other users booking the same slot. Each race has one
 * winner and leaves one live row. The heavy version (200 x 100 over HTTP) is bench/races.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const day = (n: number) => marketDay(n);
const people = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => createSignedInUser(db(), { name: `User ${i}` })));
const dataOf = (res: { json(): { data?: unknown } }) => {
  const data = res.json().data;
  return data && typeof data === 'object' && 'data' in data ? data.data : data;
};
const wins = (answers: { statusCode: number; json(): { data?: unknown } }[]) => {
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  return answers.map(dataOf).filter((d) => d === 'success').length;
};

const RENTERS = 15;

describe('hall guard', () => {
  let owner: Signed;
  let hallId: string;
  let renters: Signed[];
  beforeAll(async () => {
    owner = await createSignedInUser(db(), { name: 'Owner' });
    hallId = (await createHall(db(), owner.user.id)).property.id;
    renters = await people(RENTERS);
  });
  const rent = (who: Signed, date: string) =>
    t.post(
      '/api/hallEvents/rent',
      {
        hall_id: hallId,
        userId: who.user.id,
        contact: '615000000',
        district: 'Hodan',
        event_info: eventInfo(date),
      },
      who.cookie,
    );
  const addAdmin = (cookie: string, date: string) =>
    t.post(
      '/api/hallAdminEvents/add',
      { hall_id: hallId, date, starting_time: '09:00', ending_time: '12:00' },
      cookie,
    );
  const liveOn = async (date: string) =>
    (await eventRows(db(), hallId)).filter(
      (e) => e.date === date && (e.status === 'pending' || e.status === 'booked'),
    ).length +
    (await adminRows(db(), hallId)).filter((e) => e.date === date && e.status === 'booked').length;

  it('admin events: the owner on 20 devices adding one day gives one admin event', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 20 }, async () => `sid=${await createSession(db(), owner.user.id)}`),
    );
    const date = day(15);
    const answers = await Promise.all(sessions.map((cookie) => addAdmin(cookie, date)));
    expect(wins(answers)).toBe(1);
    expect(answers.map(dataOf).filter((d) => d === 'already-booked')).toHaveLength(19);
    expect(await liveOn(date)).toBe(1);
  });

  it('an admin event against renters for one day: one winner', async () => {
    const date = day(16);
    const answers = await Promise.all([
      addAdmin(owner.cookie, date),
      ...renters.map((r) => rent(r, date)),
    ]);
    expect(wins(answers)).toBe(1);
    expect(await liveOn(date)).toBe(1);
  });

  it('book-event (accepting a declined request) against renters: one winner', async () => {
    const date = day(17);
    const declined = await createHallEvent(db(), hallId, renters[0]!.user.id, {
      status: 'declined',
      date,
      startingTime: '16:00',
      endingTime: '20:00',
    });
    const answers = await Promise.all([
      t.post('/api/hallEvents/book-event', { event_id: declined.id }, owner.cookie),
      ...renters.slice(1).map((r) => rent(r, date)),
    ]);
    expect(wins(answers)).toBe(1);
    expect(await liveOn(date)).toBe(1);
  });

  it('update-hall-event (the owner confirming a move) against renters of the new day: one winner', async () => {
    const target = day(18);
    const booked = await createHallEvent(db(), hallId, renters[0]!.user.id, {
      status: 'booked',
      date: day(19),
      startingTime: '16:00',
      endingTime: '20:00',
      updatedValues: [{ name: 'date', value: target }],
    });
    const answers = await Promise.all([
      t.post('/api/hallEvents/update-hall-event', { event_id: booked.id }, owner.cookie),
      ...renters.slice(1).map((r) => rent(r, target)),
    ]);
    const data = answers.map(dataOf);
    // The owner's call either moves the event ('success') or finds the day taken.
    expect(['success', 'date-event-exist']).toContain(data[0]);
    expect(wins(answers)).toBe(1);
    expect(await liveOn(target)).toBe(1);
  });
});

describe('hotel guard', () => {
  it('update-reservation (the owner accepting a change) and accept-reservation against bookings', async () => {
    const owner = await createSignedInUser(db(), { name: 'Hotel Owner' });
    const guests = await people(RENTERS);
    const hotel = await createHotelListing(db(), owner.user, {
      name: 'Hotel Guard',
      contact: '+252 61 0000002',
    });
    const room = await createRoomType(db(), hotel.id, {
      type: 'familyRoom',
      maxKids: 3,
      maxAdults: 3,
      area: 40,
      dailyRate: 90,
      shortStayRate: 110,
      addresses: ['K1'],
    });
    const address = room.addresses[0];
    const reserve = async (values: Partial<typeof hotelReservations.$inferInsert>) =>
      (
        await db()
          .insert(hotelReservations)
          .values({
            guestId: guests[0]!.user.id,
            hotelId: hotel.id,
            roomId: room.id,
            addressId: address!.id,
            roomAddress: 'K1',
            roomType: 'familyRoom',
            checkIn: day(20),
            checkOut: day(23),
            price: 270,
            status: 'booked',
            ...values,
          })
          .returning()
      )[0]!;
    const book = (g: Signed, checkIn: string, checkOut: string) =>
      t.post(
        '/api/hotels/hotelRoomRentals/booking/add',
        {
          guest_id: g.user.id,
          hotel_id: hotel.id,
          room_id: room.id,
          room_address: 'K1',
          room_type: 'familyRoom',
          check_in: checkIn,
          check_out: checkOut,
          max_adults: 2,
          max_kids: 1,
        },
        g.cookie,
      );
    const R = '/api/hotels/hotelRoomRentals';

    const booked = await reserve({ updatedValues: { check_out: day(27) } });
    const moves = await Promise.all([
      t.post(`${R}/update-reservation`, { reservationId: booked.id }, owner.cookie),
      ...guests.slice(1).map((g) => book(g, day(24), day(26))),
    ]);
    expect(wins(moves)).toBe(1);

    const pending = await reserve({ status: 'pending', checkIn: day(40), checkOut: day(42) });
    const accepts = await Promise.all([
      t.post(`${R}/accept-reservation`, { reservation_id: pending.id }, owner.cookie),
      ...guests.slice(1).map((g) => book(g, day(41), day(43))),
    ]);
    expect(dataOf(accepts[0]!)).toBe('success');
    expect(wins(accepts)).toBe(1);

    const live = (
      await db()
        .select()
        .from(hotelReservations)
        .where(
          and(
            eq(hotelReservations.addressId, address!.id),
            inArray(hotelReservations.status, ['pending', 'booked']),
          ),
        )
    ).filter((r) => r.checkOut > day(23));
    expect(live).toHaveLength(2);
    expect(
      rangesOverlap(live[0]!.checkIn, live[0]!.checkOut, live[1]!.checkIn, live[1]!.checkOut),
    ).toBe(false);
  });
});

describe('apartment guard', () => {
  it('apartments/rent (the owner renting a declined request) against requests: one winner', async () => {
    const owner = await createSignedInUser(db(), { name: 'Building Owner' });
    const renters = await people(RENTERS);
    const building = await createBuildingListing(db(), owner.user, {
      name: 'Daarta Guard',
      noFloors: 4,
      units: 8,
      facilities: {},
    });
    const apartment = await createApartment(db(), building.id, {
      area: 80,
      rent: 300,
      floorLevel: 2,
      furnishing: 'Unfurnished',
      addresses: ['C3'],
    });
    const address = apartment.addresses[0];
    const [record] = await db()
      .insert(apartmentRentingRecords)
      .values({
        addressId: address!.id,
        buildingId: building.id,
        renteeId: renters[0]!.user.id,
        status: 'declined',
      })
      .returning();
    const answers = await Promise.all([
      t.post(
        '/api/apartments/rent',
        { apartmentRentingRecordId: record!.id, apartmentBuildingId: building.id },
        owner.cookie,
      ),
      ...renters
        .slice(1)
        .map((r) =>
          t.post(
            '/api/apartments/request-apartment-rent',
            { apartmentBuildingId: building.id, apartment_address: 'C3', rentee: r.user.id },
            r.cookie,
          ),
        ),
    ]);
    expect(wins(answers)).toBe(1);
    const live = await db()
      .select()
      .from(apartmentRentingRecords)
      .where(
        and(
          eq(apartmentRentingRecords.addressId, address!.id),
          inArray(apartmentRentingRecords.status, ['pending', 'rented']),
        ),
      );
    expect(live).toHaveLength(1);
  });
});
