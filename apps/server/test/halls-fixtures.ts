import { eq } from 'drizzle-orm';
import { marketDay, weekdayIndex, WEEKDAYS } from '@rentals/shared';
import type { Executor } from '../src/db/client';
import { hallAdminEvents, hallEvents, halls, notifications } from '../src/db/schema';
import { createProperty, SIX_FACILITIES } from './support/factories';

/*
 * Halls for the hall tests, inserted straight into the database: a listing row of type 'Hall'
 * and its details. Not a test file (no .test.ts): the hall test files share it.
 */

export const FOOD = [
  {
    package: 'Bariis, hilib ari, cabitaan',
    price: 12,
    daysBasedPrice: [{ day: 'Friday', price: 15 }],
  },
  { package: 'Baasto, digaag, cabitaan', price: 8, daysBasedPrice: [] },
];
export const CAKE = [
  { name: 'Keeg yar', price: 40 },
  { name: 'Keeg weyn', price: 90 },
];

type HallOverrides = Partial<typeof halls.$inferInsert> & { name?: string; district?: string };

/** A hall of `ownerId`: seats 100, banquet 80, at least 20 (Friday 50), deposit 100, $50 an hour. */
export async function createHall(db: Executor, ownerId: string, over: HallOverrides = {}) {
  const { name = 'Hoolka Jasiira', district = 'Hodan', ...details } = over;
  const property = await createProperty(db, ownerId, {
    type: 'Hall',
    name,
    district,
    rooms: null,
    area: null,
    price: details.hourlyRate ?? 50,
    facilities: SIX_FACILITIES,
  });
  const [hall] = await db
    .insert(halls)
    .values({
      propertyId: property.id,
      capacityBanquet: 80,
      capacitySeated: 100,
      minAttendeesRequired: 20,
      dayMinAttendees: [{ day: 'Friday', min_attendees: 50 }],
      deposit: 100,
      hourlyRate: 50,
      multiRentalAllowed: false,
      maxRentPerDay: 1,
      food: FOOD,
      cake: CAKE,
      ...details,
    })
    .returning();
  return { property, hall: hall! };
}

/** The day `n` days from today, 'YYYY-MM-DD'. */
export const dayFromToday = (n: number) => marketDay(n);

/** The first day at least `from` days ahead that is not a Friday (no day minimum applies). */
export function plainDay(from = 10): string {
  for (let n = from; ; n++) {
    const day = dayFromToday(n);
    if (WEEKDAYS[weekdayIndex(day)]!.english !== 'Friday') return day;
  }
}

/** The first Friday at least `from` days ahead. */
export function friday(from = 10): string {
  for (let n = from; ; n++) {
    const day = dayFromToday(n);
    if (WEEKDAYS[weekdayIndex(day)]!.english === 'Friday') return day;
  }
}

export const eventInfo = (date: string, over: Record<string, unknown> = {}) => ({
  type: 'Meher',
  date,
  starting_time: '16:00',
  ending_time: '20:00',
  num_attendees: 60,
  food: FOOD[1]!.package,
  cake_info: { name: 'Keeg yar', engravement_name: 'Amina & Cali' },
  ...over,
});

export const eventRows = (db: Executor, hallId: string) =>
  db.select().from(hallEvents).where(eq(hallEvents.hallId, hallId));
export const eventRow = async (db: Executor, id: string) =>
  (await db.select().from(hallEvents).where(eq(hallEvents.id, id)))[0]!;
export const adminRows = (db: Executor, hallId: string) =>
  db.select().from(hallAdminEvents).where(eq(hallAdminEvents.hallId, hallId));

/** An event row written straight into the database. */
export async function insertEvent(
  db: Executor,
  hallId: string,
  userId: string,
  over: Partial<typeof hallEvents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(hallEvents)
    .values({
      hallId,
      userId,
      status: 'pending',
      type: 'Xaflad',
      date: plainDay(),
      startingTime: '10:00',
      endingTime: '14:00',
      numAttendees: 50,
      food: 'no-food',
      ...over,
    })
    .returning();
  return row!;
}

export const cardsAbout = (db: Executor, about: string) =>
  db
    .select({
      id: notifications.id,
      type: notifications.type,
      from: notifications.fromUserId,
      notifier: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, about));
