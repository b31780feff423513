import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { GENERAL_PROPERTY_TYPES, isUuid } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { rentedRecords, rentingProperties, rentingRecords, users } from '../../db/schema';

/*
 * Drizzle only. This area owns renting_records and rented_records, and of renting_properties
 * only the columns status and renting_record_id (plus reading the owner).
 */

export type RentingRecordRow = typeof rentingRecords.$inferSelect;
export type RentedRecordRow = typeof rentedRecords.$inferSelect;
export type RecordWithUser = RentingRecordRow & {
  user: { id: string; name: string; picture: string; contact: string };
};

/** The statuses of a record that hold its property (one at most, by renting_records_one_live_idx). */
export const LIVE_STATUSES = ['pending', 'rented'] as const;
const FREE_PROPERTY = ['', 'ad'];

/** A general property's owner and renting state; null for no such property (or an apartment building, which has its own calls). */
export async function findPropertyState(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: rentingProperties.id,
      ownerId: rentingProperties.ownerId,
      status: rentingProperties.status,
      rentingRecordId: rentingProperties.rentingRecordId,
    })
    .from(rentingProperties)
    .where(
      and(
        eq(rentingProperties.id, id),
        inArray(rentingProperties.type, [...GENERAL_PROPERTY_TYPES]),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type PropertyState = NonNullable<Awaited<ReturnType<typeof findPropertyState>>>;

/** The record holding each of these properties now (null: none), in one query. */
export async function heldByRecords(
  db: Executor,
  propertyIds: readonly string[],
): Promise<Map<string, string | null>> {
  const ids = propertyIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rentingProperties.id, recordId: rentingProperties.rentingRecordId })
    .from(rentingProperties)
    .where(inArray(rentingProperties.id, ids));
  return new Map(rows.map((row) => [row.id, row.recordId]));
}

/**
 * Moves an available property ('' or ad) to `status` held by this record. False when it is not
 * available: of many callers at once, the row lock lets exactly one through.
 */
export async function claimProperty(
  db: Executor,
  propertyId: string,
  recordId: string,
  status: 'pending' | 'rented',
): Promise<boolean> {
  const rows = await db
    .update(rentingProperties)
    .set({ status, rentingRecordId: recordId, updatedAt: sql`now()` })
    .where(
      and(eq(rentingProperties.id, propertyId), inArray(rentingProperties.status, FREE_PROPERTY)),
    )
    .returning({ id: rentingProperties.id });
  return rows.length === 1;
}

/** pending -> rented, only while this record holds the property. */
export async function markPropertyRented(
  db: Executor,
  propertyId: string,
  recordId: string,
): Promise<boolean> {
  const rows = await db
    .update(rentingProperties)
    .set({ status: 'rented', updatedAt: sql`now()` })
    .where(
      and(
        eq(rentingProperties.id, propertyId),
        eq(rentingProperties.status, 'pending'),
        eq(rentingProperties.rentingRecordId, recordId),
      ),
    )
    .returning({ id: rentingProperties.id });
  return rows.length === 1;
}

/** Makes the property available again, only if this record still holds it. */
export async function releaseProperty(
  db: Executor,
  propertyId: string,
  recordId: string,
): Promise<boolean> {
  const rows = await db
    .update(rentingProperties)
    .set({ status: '', rentingRecordId: null, updatedAt: sql`now()` })
    .where(
      and(eq(rentingProperties.id, propertyId), eq(rentingProperties.rentingRecordId, recordId)),
    )
    .returning({ id: rentingProperties.id });
  return rows.length === 1;
}

export async function insertRentingRecord(
  db: Executor,
  values: { id: string; propertyId: string; renteeId: string },
): Promise<RentingRecordRow> {
  const [row] = await db
    .insert(rentingRecords)
    .values({ ...values, status: 'pending' })
    .returning();
  return row!;
}

export async function findRentingRecord(
  db: Executor,
  id: string,
): Promise<RentingRecordRow | null> {
  const [row] = await db.select().from(rentingRecords).where(eq(rentingRecords.id, id)).limit(1);
  return row ?? null;
}

/** The pending or rented record of a property, if any. */
export async function findLiveRecord(
  db: Executor,
  propertyId: string,
): Promise<RentingRecordRow | null> {
  const [row] = await db
    .select()
    .from(rentingRecords)
    .where(
      and(
        eq(rentingRecords.propertyId, propertyId),
        inArray(rentingRecords.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Moves a record from one of `from` to `to`; null when it was in none of them (lost a race). */
export async function setRecordStatus(
  db: Executor,
  id: string,
  from: readonly string[],
  to: string,
): Promise<RentingRecordRow | null> {
  const [row] = await db
    .update(rentingRecords)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(rentingRecords.id, id), inArray(rentingRecords.status, [...from])))
    .returning();
  return row ?? null;
}

export async function insertRentedRecord(
  db: Executor,
  record: RentingRecordRow,
): Promise<RentedRecordRow> {
  const [row] = await db
    .insert(rentedRecords)
    .values({
      propertyId: record.propertyId,
      renteeId: record.renteeId,
      rentingRecordId: record.id,
    })
    .returning();
  return row!;
}

/** Ends the tenancy that followed this request: completed, checked out now. */
export async function completeRentedRecord(db: Executor, rentingRecordId: string) {
  await db
    .update(rentedRecords)
    .set({ status: 'completed', checkOut: sql`now()` })
    .where(
      and(eq(rentedRecords.rentingRecordId, rentingRecordId), eq(rentedRecords.status, 'rented')),
    );
}

export async function findCurrentRentedRecord(
  db: Executor,
  propertyId: string,
): Promise<RentedRecordRow | null> {
  const [row] = await db
    .select()
    .from(rentedRecords)
    .where(and(eq(rentedRecords.propertyId, propertyId), eq(rentedRecords.status, 'rented')))
    .orderBy(desc(rentedRecords.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every request for a property with who made it, newest first. */
export async function listPropertyRecords(
  db: Executor,
  propertyId: string,
): Promise<RecordWithUser[]> {
  const rows = await db
    .select({
      record: rentingRecords,
      user: { id: users.id, name: users.name, picture: users.picture, contact: users.contact },
    })
    .from(rentingRecords)
    .innerJoin(users, eq(users.id, rentingRecords.renteeId))
    .where(eq(rentingRecords.propertyId, propertyId))
    .orderBy(desc(rentingRecords.createdAt), desc(rentingRecords.id));
  return rows.map((r) => ({ ...r.record, user: r.user }));
}

/** A renter's records in one status, newest first. */
export async function listRenteeRecords(
  db: Executor,
  renteeId: string,
  status: (typeof LIVE_STATUSES)[number],
): Promise<RentingRecordRow[]> {
  return db
    .select()
    .from(rentingRecords)
    .where(and(eq(rentingRecords.renteeId, renteeId), eq(rentingRecords.status, status)))
    .orderBy(desc(rentingRecords.createdAt), desc(rentingRecords.id));
}

/** Pending records asked for before `before`, oldest first (renting_records_pending_idx). */
export async function stalePendingRecords(
  db: Executor,
  before: Date,
  limit: number,
): Promise<RentingRecordRow[]> {
  return db
    .select()
    .from(rentingRecords)
    .where(and(eq(rentingRecords.status, 'pending'), lt(rentingRecords.createdAt, before)))
    .orderBy(asc(rentingRecords.createdAt))
    .limit(limit);
}

/** How many requests of a renter are waiting for an answer. */
export async function countPendingOf(db: Executor, renteeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rentingRecords)
    .where(and(eq(rentingRecords.renteeId, renteeId), eq(rentingRecords.status, 'pending')));
  return row?.n ?? 0;
}
