import { and, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { GENERAL_PROPERTY_TYPES, isUuid, LISTED_TYPES } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { inRange, preparedOn, preparedRowById } from '../../db/prepared';
import { cursorText, newestFirst, olderThanPlaceholders, type ListCursor } from '../../db/keyset';
import { deleteWhere, insertRow, updateById, userCard } from '../../db/queries';
import { browsable, listable } from '../../db/public-listing';
import { hotelRooms, listingCounts, rentingProperties, users } from '../../db/schema';
import { cardJson, type CardRow } from '../listings/card';

export type { CardRow };
import type { PageRequest } from '../../http/cursor';

export type PropertyRow = typeof rentingProperties.$inferSelect;
export type NewProperty = typeof rentingProperties.$inferInsert;
export type PropertyChanges = Partial<
  Pick<
    NewProperty,
    'rooms' | 'price' | 'area' | 'region' | 'district' | 'description' | 'name' | 'pictures'
  >
>;

const p = rentingProperties;
/**
 * Apartment buildings share the table but are their own kind, with their own calls: the
 * general find, update, delete and renting refuse them. The browsing lists, the filter and the
 * counts show them too (as kind 'Apartment' cards).
 */
const generalOnly = inArray(p.type, [...GENERAL_PROPERTY_TYPES]);
/** Re-exported for the services that check an id before asking. */
export { isUuid };

/** created_at as UTC text to the microsecond: the keyset position of a row. */
const cursorAt = cursorText(p.createdAt);

/**
 * What a grid's card shows of a listing, as its answer's JSON (listings/card.ts cardJson), and
 * nothing more: the first picture and the start of the description instead of every picture,
 * the whole text and the facilities (a real listing holds up to 15 picture URLs and a long
 * description).
 */
export type CardPageRow = { card: string; cursor: ListCursor };

export type BrowseFilter = {
  type?: string;
  district?: string;
  price?: { start: number; end: number | null };
  rooms?: { start: number; end: number | null };
};

/** A price or rooms band as the statement's shape sees it: which ends it has. */
type Band = { start: number; end: number | null };
const endsOf = (band?: Band) => (band ? { start: band.start > 0, end: band.end !== null } : {});

/**
 * Each kind in a price band by its own price: the column holds a general listing's monthly rent
 * and a hall's hourly rate (halls/module.ts keeps it), but only a hotel's cheapest room, so a
 * hotel is in a band when one of its room types' daily rate is.
 */
function priceIn(kind: 'any' | 'hotel' | 'other', ends: { start?: boolean; end?: boolean }) {
  const own = inRange(p.price, 'price', ends);
  if (own.length === 0) return [];
  const roomRates = inRange(hotelRooms.dailyRate, 'price', ends);
  const hotelRoomIn = sql`exists (select 1 from ${hotelRooms} where ${hotelRooms.hotelId} = ${p.id} and ${and(...roomRates)})`;
  if (kind === 'hotel') return [hotelRoomIn];
  if (kind === 'other') return own;
  return [or(and(ne(p.type, 'Hotel'), ...own), and(eq(p.type, 'Hotel'), hotelRoomIn))!];
}

/**
 * The page statement of one filter shape (which filters, which band ends, a cursor or not),
 * built once and prepared (issue 20: building the SQL and planning it were most of a list's
 * cost): the values come as placeholders, so every request of that shape reuses it.
 */
function browseStatement(db: Executor, shape: BrowseShape, name: string) {
  const where: SQL[] = [listable, browsable];
  if (shape.type !== 'any') where.push(eq(p.type, sql.placeholder('type')));
  if (shape.district) where.push(eq(p.district, sql.placeholder('district')));
  where.push(...priceIn(shape.type, shape.price), ...inRange(p.rooms, 'rooms', shape.rooms));
  if (shape.cursor) where.push(olderThanPlaceholders(p.createdAt, p.id));
  return db
    .select({ card: cardJson, id: p.id, cursorAt })
    .from(p)
    .where(and(...where))
    .orderBy(...newestFirst(p.createdAt, p.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

type BrowseShape = {
  type: 'any' | 'hotel' | 'other';
  district: boolean;
  price: { start?: boolean; end?: boolean };
  rooms: { start?: boolean; end?: boolean };
  cursor: boolean;
};
const shapeKey = (s: BrowseShape) =>
  [
    s.type,
    s.district ? 'd' : '',
    s.price.start ? 'ps' : '',
    s.price.end ? 'pe' : '',
    s.rooms.start ? 'rs' : '',
    s.rooms.end ? 're' : '',
    s.cursor ? 'c' : '',
  ].join('');

/**
 * One page of browsable listings (every kind), newest first, keyset-paged on (created_at, id),
 * each with its score: each page is an index range scan however deep the client scrolls.
 * Fetches limit + 1 rows.
 */
export async function browsePage(
  db: Executor,
  filter: BrowseFilter,
  page: PageRequest,
): Promise<CardPageRow[]> {
  const shape: BrowseShape = {
    type: !filter.type ? 'any' : filter.type === 'Hotel' ? 'hotel' : 'other',
    district: Boolean(filter.district),
    price: endsOf(filter.price),
    rooms: endsOf(filter.rooms),
    cursor: Boolean(page.cursor),
  };
  // At most a few hundred shapes exist, each prepared once.
  const statement = preparedOn(db, `browse_${shapeKey(shape)}`, (name) =>
    browseStatement(db, shape, name),
  );
  const rows = await statement.execute({
    type: filter.type,
    district: filter.district,
    priceStart: filter.price?.start,
    priceEnd: filter.price?.end,
    roomsStart: filter.rooms?.start,
    roomsEnd: filter.rooms?.end,
    cursorAt: page.cursor?.createdAt,
    cursorId: page.cursor?.id,
    limit: page.limit + 1,
  });
  return rows.map(({ card, id, cursorAt }) => ({ card, cursor: { createdAt: cursorAt, id } }));
}

/**
 * How many browsable listings each type (buildings, halls and hotels included) holds: the
 * counts the database keeps beside the listings (listing_counts, migration 0007).
 */
export async function countByType(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ type: listingCounts.type, n: listingCounts.browsable })
    .from(listingCounts)
    .where(inArray(listingCounts.type, [...LISTED_TYPES]));
  return new Map(rows.map((r) => [r.type, r.n]));
}

export type OwnerCard = { id: string; name: string; picture: string; contact: string };

/** The property with the owner's card, for the detail page. */
export const findPropertyWithOwner = (
  db: Executor,
  id: string,
): Promise<{ row: PropertyRow; owner: OwnerCard } | null> =>
  preparedRowById(
    db,
    'property_with_owner',
    (name) =>
      db
        .select({ row: p, owner: userCard })
        .from(p)
        .innerJoin(users, eq(users.id, p.ownerId))
        .where(and(eq(p.id, sql.placeholder('id')), generalOnly))
        .limit(1)
        .prepare(name),
    id,
  );

/** Every listing of an owner in this table (buildings too), whatever its status, newest first. */
export async function propertiesOfOwner(db: Executor, ownerId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(p)
    .where(and(eq(p.ownerId, ownerId), listable))
    .orderBy(...newestFirst(p.createdAt, p.id));
}

export const insertProperty = (db: Executor, values: NewProperty) => insertRow(db, p, values);

export const updateProperty = (db: Executor, id: string, changes: PropertyChanges) =>
  updateById(db, p, id, { ...changes, updatedAt: new Date() });

/** Deletes the property unless it is pending or rented; answers whether it went. */
export const deleteFreeProperty = (db: Executor, id: string) =>
  deleteWhere(db, p, and(eq(p.id, id), notInArray(p.status, ['pending', 'rented'])));
