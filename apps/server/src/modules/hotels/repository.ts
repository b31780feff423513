import { and, asc, desc, eq, gt, gte, inArray, lt, min, ne, sql } from 'drizzle-orm';
import { isUuid } from '@rentals/shared';
import type { Executor } from '../../db/client';
import {
  contactCard,
  countWhere,
  findById,
  firstWhere,
  rowsByIds,
  updateById,
  updateWhere,
  userCard,
} from '../../db/queries';
import { preparedOn, preparedRowById } from '../../db/prepared';
import { rentingProperties, users } from '../../db/schema';
// its own tables from its own schema file: the schema index needs no line for a kind
import { hotelReservations, hotelRoomAddresses, hotelRooms, hotels } from '../../db/schema/hotels';
import { listingRowsOf } from '../listings/rows';
import { requestRows } from '../requests/rows';

/*
 * Drizzle only. This area owns hotels, hotel_rooms, hotel_room_addresses and hotel_reservations,
 * and the renting_properties rows of type 'Hotel'.
 */

export type PropertyRow = typeof rentingProperties.$inferSelect;
export type NewProperty = typeof rentingProperties.$inferInsert;
export type HotelRow = PropertyRow & { contact: string };
export type RoomRow = typeof hotelRooms.$inferSelect;
export type NewRoom = typeof hotelRooms.$inferInsert;
export type AddressRow = typeof hotelRoomAddresses.$inferSelect;
export type ReservationRow = typeof hotelReservations.$inferSelect;
export type NewReservation = typeof hotelReservations.$inferInsert;
export type GuestCard = {
  id: string;
  name: string;
  picture: string;
  email: string;
  contact: string;
};
export type ReservationWithGuest = ReservationRow & { user: GuestCard };
export type OwnerCard = { id: string; name: string; picture: string; contact: string };
export type HotelChanges = Partial<
  Pick<NewProperty, 'name' | 'region' | 'district' | 'description' | 'facilities' | 'pictures'>
> & { contact?: string };
export type RoomChanges = Partial<Omit<NewRoom, 'id' | 'hotelId' | 'createdAt'>>;

export { isUuid };

/** The exclusion constraint: one address, no two live reservations sharing a night. */
export const NO_OVERLAP_CONSTRAINT = 'hotel_reservations_no_overlap';
/** The unique index of an address text within its hotel. */
export const ADDRESS_INDEX = 'hotel_room_addresses_hotel_address_idx';
export const LIVE = ['pending', 'booked'] as const;

const p = rentingProperties;
const r = hotelReservations;
/** The hotels' rows of renting_properties. */
export const hotelRows = listingRowsOf('Hotel');
const isHotel = hotelRows.ofKind;
export const { byIds: hotelsByIds, remove: deleteHotel } = hotelRows;
const hotelColumns = { row: p, contact: hotels.contact };
const flat = (found: { row: PropertyRow; contact: string | null }): HotelRow => ({
  ...found.row,
  contact: found.contact ?? '',
});

// Hotels

export async function findHotel(db: Executor, id: string): Promise<HotelRow | null> {
  const found = await preparedRowById(
    db,
    'find_hotel',
    (name) =>
      db
        .select(hotelColumns)
        .from(p)
        .leftJoin(hotels, eq(hotels.propertyId, p.id))
        .where(and(eq(p.id, sql.placeholder('id')), isHotel))
        .limit(1)
        .prepare(name),
    id,
  );
  return found ? flat(found) : null;
}

/** Locks the hotel's property row for the rest of the transaction. */
export async function lockHotel(db: Executor, id: string): Promise<HotelRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), isHotel))
    .limit(1)
    .for('update');
  if (!row) return null;
  const [extra] = await db.select().from(hotels).where(eq(hotels.propertyId, id)).limit(1);
  return { ...row, contact: extra?.contact ?? '' };
}

export async function findHotelWithOwner(
  db: Executor,
  id: string,
): Promise<{ row: HotelRow; owner: OwnerCard } | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({
      ...hotelColumns,
      owner: userCard,
    })
    .from(p)
    .leftJoin(hotels, eq(hotels.propertyId, p.id))
    .innerJoin(users, eq(users.id, p.ownerId))
    .where(and(eq(p.id, id), isHotel))
    .limit(1);
  return found ? { row: flat(found), owner: found.owner } : null;
}

/** The property row and the hotels row together (call inside a transaction). */
export async function insertHotel(
  db: Executor,
  values: NewProperty,
  contact: string,
): Promise<HotelRow> {
  const [row] = await db
    .insert(p)
    .values({ ...values, type: 'Hotel' })
    .returning();
  await db.insert(hotels).values({ propertyId: row!.id, contact });
  return { ...row!, contact };
}

export async function updateHotel(
  db: Executor,
  id: string,
  changes: HotelChanges,
): Promise<HotelRow | null> {
  const { contact, ...property } = changes;
  if (contact !== undefined)
    await db
      .insert(hotels)
      .values({ propertyId: id, contact })
      .onConflictDoUpdate({ target: hotels.propertyId, set: { contact } });
  await db
    .update(p)
    .set({ ...property, updatedAt: new Date() })
    .where(and(eq(p.id, id), isHotel));
  return findHotel(db, id);
}

/** The card price: the lowest daily_rate of the hotel's rooms, null while it has none. */
export async function refreshCardPrice(db: Executor, hotelId: string): Promise<void> {
  const [row] = await db
    .select({ lowest: min(hotelRooms.dailyRate) })
    .from(hotelRooms)
    .where(eq(hotelRooms.hotelId, hotelId));
  await db
    .update(p)
    .set({ price: row?.lowest ?? null })
    .where(eq(p.id, hotelId));
}

// Rooms and addresses

export async function insertRoom(
  db: Executor,
  values: NewRoom,
  addresses: readonly string[],
): Promise<{ room: RoomRow; addresses: AddressRow[] }> {
  const [room] = await db.insert(hotelRooms).values(values).returning();
  const rows = await insertAddresses(db, room!, addresses);
  return { room: room!, addresses: rows };
}

export async function insertAddresses(
  db: Executor,
  room: RoomRow,
  addresses: readonly string[],
): Promise<AddressRow[]> {
  if (addresses.length === 0) return [];
  return db
    .insert(hotelRoomAddresses)
    .values(addresses.map((address) => ({ roomId: room.id, hotelId: room.hotelId, address })))
    .returning();
}

export async function deleteAddresses(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(hotelRoomAddresses).where(inArray(hotelRoomAddresses.id, [...ids]));
}

export const findRoom = (db: Executor, id: string) => findById(db, hotelRooms, id);

export const lockRoom = (db: Executor, id: string) => findById(db, hotelRooms, id, true);

export const updateRoom = (db: Executor, id: string, changes: RoomChanges) =>
  updateById(db, hotelRooms, id, changes);

export const countRooms = (db: Executor, hotelId: string) =>
  countWhere(db, hotelRooms, eq(hotelRooms.hotelId, hotelId));

export async function roomsOfHotel(
  db: Executor,
  hotelId: string,
  page?: { limit: number; offset: number },
): Promise<RoomRow[]> {
  const ordered = () =>
    db
      .select()
      .from(hotelRooms)
      .where(eq(hotelRooms.hotelId, sql.placeholder('hotelId')))
      .orderBy(asc(hotelRooms.createdAt), asc(hotelRooms.id));
  if (page)
    return preparedOn(db, 'hotel_rooms_page', (name) =>
      ordered().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
    ).execute({ hotelId, ...page });
  // Every availability search reads them: prepared.
  return preparedOn(db, 'hotel_rooms', (name) => ordered().prepare(name)).execute({ hotelId });
}

export async function addressesOfRooms(
  db: Executor,
  roomIds: readonly string[],
): Promise<AddressRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .select()
    .from(hotelRoomAddresses)
    .where(inArray(hotelRoomAddresses.roomId, [...roomIds]))
    .orderBy(asc(hotelRoomAddresses.createdAt), asc(hotelRoomAddresses.address));
}

export const findAddress = (db: Executor, hotelId: string, address: string) =>
  firstWhere(
    db,
    hotelRoomAddresses,
    and(eq(hotelRoomAddresses.hotelId, hotelId), eq(hotelRoomAddresses.address, address)),
  );

export async function setOccupied(db: Executor, addressId: string, occupied: boolean) {
  await db.update(hotelRoomAddresses).set({ occupied }).where(eq(hotelRoomAddresses.id, addressId));
}

/**
 * Addresses of these rooms that are free for [checkIn, checkOut): not occupied, and no live
 * reservation overlapping the range (the rule of the exclusion constraint, '[)' ranges, so a
 * check-out day may be the next check-in).
 */
export async function freeAddresses(
  db: Executor,
  hotelId: string,
  checkIn: string,
  checkOut: string,
): Promise<AddressRow[]> {
  const a = hotelRoomAddresses;
  const statement = preparedOn(db, 'hotel_free_addresses', (name) =>
    db
      .select()
      .from(a)
      .where(
        and(
          eq(a.hotelId, sql.placeholder('hotelId')),
          eq(a.occupied, false),
          sql`not exists (select 1 from ${r} where ${r.addressId} = ${a.id}
          and ${r.status} in ('pending', 'booked')
          and daterange(${r.checkIn}, ${r.checkOut}, '[)') && daterange(${sql.placeholder('checkIn')}::date, ${sql.placeholder('checkOut')}::date, '[)'))`,
        ),
      )
      .orderBy(asc(a.createdAt), asc(a.address))
      .prepare(name),
  );
  return statement.execute({ hotelId, checkIn, checkOut });
}

/** Whether another live reservation (not `exceptId`) holds the address on a night of the range. */
export async function isAddressTaken(
  db: Executor,
  addressId: string,
  checkIn: string,
  checkOut: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.addressId, addressId),
        inArray(r.status, [...LIVE]),
        lt(r.checkIn, checkOut),
        gt(r.checkOut, checkIn),
        exceptId ? ne(r.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Live reservations of these addresses (a removal would pull them from under guests). */
export async function countLiveOnAddresses(
  db: Executor,
  addressIds: readonly string[],
): Promise<number> {
  if (addressIds.length === 0) return 0;
  return countWhere(
    db,
    r,
    and(inArray(r.addressId, [...addressIds]), inArray(r.status, [...LIVE])),
  );
}

/** Live reservations of a hotel that end today or later: the hotel cannot be deleted then. */
export const countLiveAhead = (db: Executor, hotelId: string, today: string) =>
  countWhere(
    db,
    r,
    and(eq(r.hotelId, hotelId), inArray(r.status, [...LIVE]), gte(r.checkOut, today)),
  );

// Reservations

/** Holds one room address's lock for the rest of the transaction (see reservations.ts guardOf). */
export async function lockAddress(db: Executor, addressId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`hotel-address|${addressId}`}))`);
}

/** The reservations as the request flow reads and writes them (their expiry counts from requested_at). */
export const reservationRows = requestRows(r, { requester: 'guestId', since: 'requestedAt' });

const withGuest = { reservation: r, user: contactCard };

/** A page of a hotel's reservations with their guests; `upcoming` keeps live ones ahead. */
export async function bookingsOfHotel(
  db: Executor,
  hotelId: string,
  opts: { upcomingFrom?: string; limit: number; offset: number },
): Promise<{ rows: ReservationWithGuest[]; total: number }> {
  const where = opts.upcomingFrom
    ? and(eq(r.hotelId, hotelId), inArray(r.status, [...LIVE]), gte(r.checkOut, opts.upcomingFrom))
    : eq(r.hotelId, hotelId);
  const order = opts.upcomingFrom
    ? [asc(r.checkIn), asc(r.createdAt), asc(r.id)]
    : [desc(r.createdAt), desc(r.id)];
  const rows = await db
    .select(withGuest)
    .from(r)
    .innerJoin(users, eq(users.id, r.guestId))
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const total = await countWhere(db, r, where);
  return { rows: rows.map((x) => ({ ...x.reservation, user: x.user })), total };
}

/** A page of a guest's reservations with their hotels, newest first. */
export async function reservationsOfGuest(
  db: Executor,
  guestId: string,
  opts: { limit: number; offset: number },
): Promise<{ rows: { reservation: ReservationRow; hotel: PropertyRow }[]; total: number }> {
  const rows = await db
    .select({ reservation: r, hotel: p })
    .from(r)
    .innerJoin(p, eq(p.id, r.hotelId))
    .where(eq(r.guestId, guestId))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, total: await countWhere(db, r, eq(r.guestId, guestId)) };
}

/** The dashboard tiles: live check-ins today, booked and cancelled reservations. */
export async function summaryOfHotel(db: Executor, hotelId: string, today: string) {
  const [row] = await db
    .select({
      checkIn: sql<number>`count(*) filter (where ${r.checkIn} = ${today}::date and ${r.status} in ('pending', 'booked'))::int`,
      booked: sql<number>`count(*) filter (where ${r.status} = 'booked')::int`,
      cancelled: sql<number>`count(*) filter (where ${r.status} = 'cancelled')::int`,
    })
    .from(r)
    .where(eq(r.hotelId, hotelId));
  return { checkIn: row?.checkIn ?? 0, booked: row?.booked ?? 0, cancelled: row?.cancelled ?? 0 };
}

/** Reservations by id with their hotel (for the inbox's about-resolver). */
export const reservationsByIds = (db: Executor, ids: readonly string[]) => rowsByIds(db, r, ids);

/** Every reservation id of a hotel (their notifications go with the hotel). */
export async function reservationIdsOfHotel(db: Executor, hotelId: string): Promise<string[]> {
  const rows = await db.select({ id: r.id }).from(r).where(eq(r.hotelId, hotelId));
  return rows.map((x) => x.id);
}

/**
 * Booked stays whose check-out has passed become completed (run before the lists that show
 * them, for one hotel or one guest).
 */
export async function completePastStays(
  db: Executor,
  scope: { hotelId?: string; guestId?: string },
  today: string,
): Promise<void> {
  await db
    .update(r)
    .set({ status: 'completed', updatedValues: null, updatedAt: new Date() })
    .where(
      and(
        eq(r.status, 'booked'),
        lt(r.checkOut, today),
        scope.hotelId ? eq(r.hotelId, scope.hotelId) : undefined,
        scope.guestId ? eq(r.guestId, scope.guestId) : undefined,
      ),
    );
}

/**
 * Declines a reservation that is still pending since before `before` (expired unanswered); null
 * when it was answered, cancelled or asked for again meanwhile.
 */
export const declineStaleReservation = (db: Executor, id: string, before: Date) =>
  updateWhere(db, r, and(eq(r.id, id), eq(r.status, 'pending'), lt(r.requestedAt, before)), {
    status: 'declined',
    updatedValues: null,
    updatedAt: new Date(),
  });
