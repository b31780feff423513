import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { isUuid } from '@rentals/shared';
import type { Executor } from '../../db/client';
import {
  contactCard,
  countWhere,
  pageWindow,
  rowsByIds,
  userCard,
  type NumberedPage,
} from '../../db/queries';
import { preparedOn, preparedRowById } from '../../db/prepared';
import { rentingProperties, users } from '../../db/schema';
// its own tables from its own schema file: the schema index needs no line for a kind
import { hallEvents, halls, type hallAdminEvents } from '../../db/schema/halls';
import { hasNotificationAbout } from '../notifications/repository';
import { listingRowsOf } from '../listings/rows';
import { requestRows } from '../requests/rows';
import { NOTIFICATION_TYPES } from '../notifications/types';

/*
 * Drizzle only. This area owns halls, hall_events and hall_admin_events, and the
 * renting_properties rows of type 'Hall'.
 */

export type PropertyRow = typeof rentingProperties.$inferSelect;
export type NewProperty = typeof rentingProperties.$inferInsert;
export type HallRow = typeof halls.$inferSelect;
export type NewHall = typeof halls.$inferInsert;
export type EventRow = typeof hallEvents.$inferSelect;
export type NewEvent = typeof hallEvents.$inferInsert;
/** A hall: its listing row and its details. */
export type FullHall = { property: PropertyRow; hall: HallRow };
export type OwnerCard = { id: string; name: string; picture: string; contact: string };
export type EventWithUser = EventRow & {
  user: { id: string; name: string; email: string; picture: string; contact: string };
  hallName: string;
  hallPictures: string[];
  multiRentalAllowed: boolean;
  terminationRequested: boolean;
};
export type PropertyChanges = Partial<
  Pick<
    NewProperty,
    'name' | 'region' | 'district' | 'description' | 'facilities' | 'pictures' | 'price'
  >
>;
export type HallChanges = Partial<Omit<NewHall, 'propertyId'>>;

export { isUuid };

const p = rentingProperties;
/** The halls' rows of renting_properties. */
export const hallRows = listingRowsOf('Hall');
const isHall = hallRows.ofKind;
export const { find: findHallProperty, byIds: hallPropertiesByIds, remove: deleteHall } = hallRows;
const LIVE = ['pending', 'booked'];

// Halls

export const findHall = (db: Executor, id: string): Promise<FullHall | null> =>
  preparedRowById(
    db,
    'find_hall',
    (name) =>
      db
        .select({ property: p, hall: halls })
        .from(p)
        .innerJoin(halls, eq(halls.propertyId, p.id))
        .where(and(eq(p.id, sql.placeholder('id')), isHall))
        .limit(1)
        .prepare(name),
    id,
  );

/** Locks the hall's listing row for the rest of the transaction (edits, delete). */
export async function lockHall(db: Executor, id: string): Promise<FullHall | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ property: p, hall: halls })
    .from(p)
    .innerJoin(halls, eq(halls.propertyId, p.id))
    .where(and(eq(p.id, id), isHall))
    .limit(1)
    .for('update', { of: p });
  return row ?? null;
}

export async function findHallWithOwner(
  db: Executor,
  id: string,
): Promise<(FullHall & { owner: OwnerCard }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      property: p,
      hall: halls,
      owner: userCard,
    })
    .from(p)
    .innerJoin(halls, eq(halls.propertyId, p.id))
    .innerJoin(users, eq(users.id, p.ownerId))
    .where(and(eq(p.id, id), isHall))
    .limit(1);
  return row ?? null;
}

/** The listing row and its details, written together (call inside a transaction). */
export async function insertHall(
  db: Executor,
  property: NewProperty,
  details: Omit<NewHall, 'propertyId'>,
): Promise<FullHall> {
  const [row] = await db
    .insert(p)
    .values({ ...property, type: 'Hall', status: '' })
    .returning();
  const [hall] = await db
    .insert(halls)
    .values({ ...details, propertyId: row!.id })
    .returning();
  return { property: row!, hall: hall! };
}

export async function updateHall(
  db: Executor,
  id: string,
  property: PropertyChanges,
  details: HallChanges,
): Promise<void> {
  await db
    .update(p)
    .set({ ...property, updatedAt: new Date() })
    .where(and(eq(p.id, id), isHall));
  if (Object.keys(details).length > 0)
    await db.update(halls).set(details).where(eq(halls.propertyId, id));
}

// The day guard

/**
 * Serialises every write that makes an event or admin event live on one day of one hall:
 * held to the end of the transaction, so the check that follows sees every earlier winner.
 */
export async function lockHallDay(db: Executor, hallId: string, date: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${hallId}|${date}`}))`);
}

/** Live events of a hall on a day, other than `exceptId`. */
export const liveEventsOn = (db: Executor, hallId: string, date: string, exceptId?: string) =>
  db
    .select()
    .from(hallEvents)
    .where(liveOnDay(hallEvents, hallId, date, exceptId));

/** A hall's calendar: its events, or the days its owner blocked (admin events). */
type Calendar = typeof hallEvents | typeof hallAdminEvents;

/** The live entries of a hall's calendar on a day, other than `exceptId`. */
export const liveOnDay = (c: Calendar, hallId: string, date: string, exceptId?: string) =>
  and(
    eq(c.hallId, hallId),
    eq(c.date, date),
    inArray(c.status, LIVE),
    exceptId ? ne(c.id, exceptId) : undefined,
  );

/** The entries of a hall's calendar between two days (inclusive); live ones only if asked. */
export const daysBetween = (
  c: Calendar,
  hallId: string | Placeholder,
  from: string | Placeholder,
  to: string | Placeholder,
  liveOnly: boolean,
) =>
  and(
    eq(c.hallId, hallId),
    gte(c.date, from),
    lte(c.date, to),
    liveOnly ? inArray(c.status, LIVE) : undefined,
  );

// Events

const terminationRequested = hasNotificationAbout(
  NOTIFICATION_TYPES.rentTerminationRequest,
  hallEvents.id,
);

const eventWithUser = {
  event: hallEvents,
  user: contactCard,
  hallName: p.name,
  hallPictures: p.pictures,
  multiRentalAllowed: halls.multiRentalAllowed,
  terminationRequested,
};

type Joined = {
  event: EventRow;
  user: EventWithUser['user'];
  hallName: string;
  hallPictures: string[];
  multiRentalAllowed: boolean;
  terminationRequested: boolean;
};
const flat = (r: Joined): EventWithUser => ({
  ...r.event,
  user: r.user,
  hallName: r.hallName,
  hallPictures: r.hallPictures,
  multiRentalAllowed: r.multiRentalAllowed,
  terminationRequested: Boolean(r.terminationRequested),
});

const joinedEvents = (db: Executor) =>
  db
    .select(eventWithUser)
    .from(hallEvents)
    .innerJoin(users, eq(users.id, hallEvents.userId))
    .innerJoin(p, eq(p.id, hallEvents.hallId))
    .innerJoin(halls, eq(halls.propertyId, hallEvents.hallId));

/** The events as the request flow reads and writes them. */
export const eventRows = requestRows(hallEvents, { requester: 'userId', since: 'createdAt' });
export type EventChanges = Partial<NewEvent>;

export async function findEventWithUser(db: Executor, id: string): Promise<EventWithUser | null> {
  if (!isUuid(id)) return null;
  const [row] = await joinedEvents(db).where(eq(hallEvents.id, id)).limit(1);
  return row ? flat(row) : null;
}

export async function eventsWithUserByIds(
  db: Executor,
  ids: readonly string[],
): Promise<EventWithUser[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return (await joinedEvents(db).where(inArray(hallEvents.id, valid))).map(flat);
}

/** Events of a hall between two days (inclusive), by day and start; live ones only if asked. */
export async function eventsBetween(
  db: Executor,
  hallId: string,
  from: string,
  to: string,
  liveOnly: boolean,
): Promise<EventWithUser[]> {
  // The calendar's read, prepared: one statement for the live events, one for all.
  const statement = preparedOn(db, liveOnly ? 'hall_month_live' : 'hall_month_all', (name) =>
    joinedEvents(db)
      .where(
        daysBetween(
          hallEvents,
          sql.placeholder('hallId'),
          sql.placeholder('from'),
          sql.placeholder('to'),
          liveOnly,
        ),
      )
      .orderBy(asc(hallEvents.date), asc(hallEvents.startingTime), asc(hallEvents.id))
      .prepare(name),
  );
  const rows = await statement.execute({ hallId, from, to });
  return rows.map(flat);
}

async function eventsPage(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: NumberedPage,
): Promise<{ rows: EventWithUser[]; total: number }> {
  const total = await countWhere(db, hallEvents, where);
  const { limit, offset } = pageWindow(page);
  const rows = await joinedEvents(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(flat), total };
}

/** Live events of a hall on or after a day. */
const liveFrom = (hallId: string, from: string) =>
  and(eq(hallEvents.hallId, hallId), gte(hallEvents.date, from), inArray(hallEvents.status, LIVE));

const newestRequestFirst = [desc(hallEvents.createdAt), desc(hallEvents.id)];

/** Every event of a hall, newest request first. */
export const allEventsPage = (db: Executor, hallId: string, page: NumberedPage) =>
  eventsPage(db, eq(hallEvents.hallId, hallId), newestRequestFirst, page);

/** Live events of a hall on or after a day, soonest first. */
export const upcomingEventsPage = (
  db: Executor,
  hallId: string,
  from: string,
  page: NumberedPage,
) =>
  eventsPage(
    db,
    liveFrom(hallId, from),
    [asc(hallEvents.date), asc(hallEvents.startingTime), asc(hallEvents.id)],
    page,
  );

/** A user's own events, newest request first. */
export const userEventsPage = (db: Executor, userId: string, page: NumberedPage) =>
  eventsPage(db, eq(hallEvents.userId, userId), newestRequestFirst, page);

/** Live events of a hall from a day on: deleting the hall would pull them from under renters. */
export const countLiveEventsFrom = (db: Executor, hallId: string, from: string) =>
  countWhere(db, hallEvents, liveFrom(hallId, from));

/** Ids of every event of a hall (their notifications go with the hall). */
export async function eventIdsOfHall(db: Executor, hallId: string): Promise<string[]> {
  const rows = await db
    .select({ id: hallEvents.id })
    .from(hallEvents)
    .where(eq(hallEvents.hallId, hallId));
  return rows.map((r) => r.id);
}

/** Whether a cake picture key belongs to an event of this user or of a hall this user owns. */
export async function cakePictureAllowed(
  db: Executor,
  key: string,
  userId: string,
): Promise<boolean | null> {
  const rows = await db
    .select({ userId: hallEvents.userId, ownerId: p.ownerId })
    .from(hallEvents)
    .innerJoin(p, eq(p.id, hallEvents.hallId))
    .where(eq(hallEvents.cakePicture, key));
  if (rows.length === 0) return null;
  return rows.some((r) => r.userId === userId || r.ownerId === userId);
}

/** Events with these ids (the inbox's batched look-up); ids of anything else are skipped. */
export const eventsByIds = (db: Executor, ids: readonly string[]) => rowsByIds(db, hallEvents, ids);
