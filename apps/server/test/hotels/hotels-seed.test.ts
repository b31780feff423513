import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rangesOverlap, type AvailableRoom } from '@rentals/shared';
import {
  hotelReservations,
  hotelRooms,
  notifications,
  rentingProperties,
} from '../../src/db/schema';
import type { SeedContext } from '../../src/db/seed';
import { DEMO_USERS, type DemoUserKey } from '../../src/db/seed/demo-users';
import { hotelsSeed } from '../../src/db/seed/hotels';
import { insertUser, type UserRow } from '../../src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/app';

/*
 * The hotels of the demo marketplace (issue 6 point 6), loaded on their own after the demo
 * users: hotels in several districts with room types, card prices and reservations over the
 * coming months that keep the no-overlap rule, with their notifications.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.deps.db.transaction(async (tx) => {
    const users = {} as Record<DemoUserKey, UserRow>;
    for (const [key, values] of Object.entries(DEMO_USERS))
      users[key as DemoUserKey] = (await insertUser(tx, values))!;
    await hotelsSeed.run({ tx, storage: t.app.deps.storage, users } as SeedContext);
  });
}, 60_000);
afterAll(() => t.close());

const db = () => t.app.deps.db;

describe('demo hotels', () => {
  it('lists hotels in several districts, each priced at its lowest daily rate', async () => {
    const rows = await db()
      .select()
      .from(rentingProperties)
      .where(eq(rentingProperties.type, 'Hotel'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.district)).size).toBeGreaterThanOrEqual(4);
    for (const hotel of rows) {
      const rooms = await db().select().from(hotelRooms).where(eq(hotelRooms.hotelId, hotel.id));
      expect(rooms.length).toBeGreaterThanOrEqual(2);
      expect(hotel.price).toBe(Math.min(...rooms.map((r) => r.dailyRate)));
      expect(hotel.pictures.length).toBeGreaterThan(0);
      const detail = await t.get(`/api/hotels/hotel/id?hotel_id=${hotel.id}`);
      expect(detail.statusCode).toBe(200);
    }
  });

  it('has reservations of every kind, no two live ones sharing a night of an address', async () => {
    const rows = await db().select().from(hotelReservations);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'booked', 'completed', 'cancelled']),
    );
    const live = rows.filter((r) => r.status === 'pending' || r.status === 'booked');
    for (const a of live)
      for (const b of live)
        if (a !== b && a.addressId === b.addressId)
          expect(rangesOverlap(a.checkIn, a.checkOut, b.checkIn, b.checkOut)).toBe(false);
    for (const pending of rows.filter((r) => r.status === 'pending')) {
      const notes = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.about, pending.id));
      expect(notes.map((n) => n.type)).toEqual(['rent-request']);
    }
    expect(rows.some((r) => r.updatedValues !== null)).toBe(true);
  });

  it('offers no address that a seeded live reservation holds', async () => {
    const [booked] = (await db().select().from(hotelReservations)).filter(
      (r) => r.status === 'booked',
    );
    const res = await t.get(
      `/api/hotels/hotelRoomRentals/availableRooms?hotel_id=${booked!.hotelId}&check_in=${booked!.checkIn}&check_out=${booked!.checkOut}`,
    );
    expect(res.statusCode).toBe(200);
    const offered = (res.json().data as AvailableRoom[]).flatMap((r) =>
      r.addresses.map((a) => a.address),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(booked!.roomAddress);
  });
});
