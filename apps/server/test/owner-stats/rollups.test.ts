import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OwnerStats } from '@rentals/shared';
import type { Executor } from '../../src/db/client';
import { hallEvents, hotelReservations, rentingProperties } from '../../src/db/schema';
import { expirePendingRequests } from '../../src/modules/request-flows/expiry';
import { startTestApp, type TestApp } from '../support/app';
import {
  CAKE,
  createFavorite,
  createHall,
  createHallEvent,
  createHotel,
  createHotelReservation,
  createSignedInUser,
  dayFromToday,
  FOOD,
  type Signed,
} from '../support/factories';

/*
 * Migration 0020's rollups against the records: after every kind of write, including twenty at
 * once and one that fails half way, the owner's rollup rows equal the ones computed afresh from
 * the records, and the overview (read from the rollups) adds up the listings' own charts (read
 * from the records).
 */

let t: TestApp;
let owner: Signed;
let hallId: string;
const HOUR = 3_600_000;

const ROLLUPS = [
  'owner_request_days',
  'owner_answer_waits',
  'owner_interest_days',
  'owner_income_months',
];

const COUNTS = ['n', 'views', 'favourites', 'usd'];

/** The owner's rollup rows (zero counts left out), in a stable order. */
async function rollupsOf(db: Executor, ownerId: string) {
  const out: Record<string, unknown[]> = {};
  for (const table of ROLLUPS) {
    const { rows } = (await db.execute(
      sql`select to_jsonb(r) - 'owner_id' as row from ${sql.raw(table)} r
          where owner_id = ${ownerId}::uuid order by 1`,
    )) as unknown as { rows: { row: Record<string, unknown> }[] };
    out[table] = rows
      .map((r) => r.row)
      .filter((r) => COUNTS.some((k) => k in r && Number(r[k]) !== 0));
  }
  return out;
}

/** The same rows computed afresh from the records (in a transaction rolled back). */
async function recomputed(ownerId: string) {
  let fresh: Record<string, unknown[]> = {};
  await t.app.deps.db
    .transaction(async (tx) => {
      for (const table of ROLLUPS)
        await tx.execute(sql`delete from ${sql.raw(table)} where owner_id = ${ownerId}::uuid`);
      await tx.execute(
        sql`select owner_rollups_add(array(select id from renting_properties where owner_id = ${ownerId}::uuid), 1)`,
      );
      fresh = await rollupsOf(tx, ownerId);
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return fresh;
}

const overview = async () =>
  (await t.get('/api/owner-stats/overview?days=90', owner.cookie)).json().data as OwnerStats;

/** The overview equals the sum of the owner's listings' charts, counted from their records. */
async function expectOverviewAddsUp(listingIds: string[]) {
  const all = await overview();
  const each = await Promise.all(
    listingIds.map(
      async (id) =>
        (await t.get(`/api/owner-stats/listings/${id}?days=90`, owner.cookie)).json()
          .data as OwnerStats,
    ),
  );
  const { answerHours: _, ...counts } = all.requests;
  for (const [key, n] of Object.entries(counts))
    expect(n, key).toBe(each.reduce((s, d) => s + (d.requests as Record<string, number>)[key]!, 0));
  expect(all.interest).toEqual(
    all.interest.map((d, i) => ({
      day: d.day,
      views: each.reduce((s, e) => s + e.interest[i]!.views, 0),
      favourites: each.reduce((s, e) => s + e.interest[i]!.favourites, 0),
    })),
  );
  expect(all.income).toEqual(
    all.income.map((m, i) => ({
      month: m.month,
      usd: each.reduce((s, e) => s + e.income[i]!.usd, 0),
    })),
  );
}

async function expectRollupsMatchRecords() {
  const fresh = await recomputed(owner.user.id);
  expect(fresh.owner_request_days!.length).toBeGreaterThan(0);
  expect(await rollupsOf(t.app.deps.db, owner.user.id)).toEqual(fresh);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(t.app.deps.db, { name: 'Rollup Owner' });
  hallId = (await createHall(t.app.deps.db, owner.user.id)).property.id;
});
afterAll(() => t.close());

describe("the owner's rollups", () => {
  it('count twenty requests answered at once', async () => {
    const db = t.app.deps.db;
    const events = [];
    for (let i = 0; i < 20; i++)
      events.push(
        await createHallEvent(db, hallId, undefined, {
          date: dayFromToday(30 + i),
          createdAt: new Date(Date.now() - (i + 1) * HOUR),
        }),
      );
    const before = (await overview()).requests;
    // each its own transaction: on PostgreSQL twenty connections at once, on the same rows
    await Promise.all(
      events.map((e, i) =>
        db
          .update(hallEvents)
          .set({ status: i % 2 ? 'booked' : 'declined' })
          .where(eq(hallEvents.id, e.id)),
      ),
    );
    const after = (await overview()).requests;
    expect(after.received).toBe(before.received);
    expect(after.pending).toBe(before.pending - 20);
    expect(after.accepted).toBe(before.accepted + 10);
    expect(after.declined).toBe(before.declined + 10);
    await expectRollupsMatchRecords();
  });

  it('leave nothing of a write that failed half way', async () => {
    const db = t.app.deps.db;
    const event = await createHallEvent(db, hallId, undefined, {
      date: dayFromToday(60),
      food: FOOD[0]!.package,
      cakeName: CAKE[0]!.name,
      numAttendees: 80,
    });
    const before = await rollupsOf(db, owner.user.id);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(hallEvents).set({ status: 'booked' }).where(eq(hallEvents.id, event.id));
        await createFavorite(tx, undefined, hallId);
        throw new Error('the notification failed');
      }),
    ).rejects.toThrow('the notification failed');
    expect(await rollupsOf(db, owner.user.id)).toEqual(before);
    await expectRollupsMatchRecords();
  });

  it('follow accept, decline, expire, cancel, re-request, move and delete', async () => {
    const db = t.app.deps.db;
    const hotel = await createHotel(db, owner.user.id, ['D1', 'D2']);
    const stay = await createHotelReservation(t, undefined, hotel);
    const later = await createHotelReservation(t, undefined, hotel, {
      address: 'D2',
      checkIn: dayFromToday(40),
      checkOut: dayFromToday(43),
    });
    const answer = (id: string, set: Partial<typeof hotelReservations.$inferInsert>) =>
      db.update(hotelReservations).set(set).where(eq(hotelReservations.id, id));
    await answer(stay.id, { status: 'booked' });
    await answer(later.id, { status: 'declined' });
    // the guest asks again: a new request, timed from now
    await answer(later.id, { status: 'pending', requestedAt: new Date() });
    await answer(stay.id, { status: 'cancelled' });
    const waiting = await createHallEvent(db, hallId, undefined, { date: dayFromToday(70) });
    await expirePendingRequests(t.app.deps, new Date(Date.now() + 200 * HOUR));
    // a booked event moved to another month and re-priced
    const [moved] = await db
      .select()
      .from(hallEvents)
      .where(inArray(hallEvents.hallId, [hallId]))
      .limit(1);
    await db
      .update(hallEvents)
      .set({ status: 'booked', date: dayFromToday(95), price: 999 })
      .where(eq(hallEvents.id, moved!.id));
    await createFavorite(db, undefined, hotel.hotelId);
    expect(
      (await db.select().from(hallEvents).where(eq(hallEvents.id, waiting.id)))[0]?.answer,
    ).toBe('expired');
    await expectRollupsMatchRecords();
    await expectOverviewAddsUp([hallId, hotel.hotelId]);

    await db.delete(rentingProperties).where(eq(rentingProperties.id, hotel.hotelId));
    await expectRollupsMatchRecords();
    await expectOverviewAddsUp([hallId]);
  });
});
