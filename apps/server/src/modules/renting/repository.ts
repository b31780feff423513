import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GENERAL_PROPERTY_TYPES } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { firstWhere, insertRow, userCard, valuesByIds } from '../../db/queries';
import { rentedRecords, rentingProperties, rentingRecords, users } from '../../db/schema';
import { requestRows } from '../requests/rows';

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
export const heldByRecords = (
  db: Executor,
  propertyIds: readonly string[],
): Promise<Map<string, string | null>> =>
  valuesByIds(db, rentingProperties, rentingProperties.rentingRecordId, propertyIds);

/**
 * Changes the property's renting state only while `holds` is true of it; whether it did. Of
 * many callers at once, the row lock lets exactly one through.
 */
async function changePropertyWhile(
  db: Executor,
  propertyId: string,
  holds: SQL,
  changes: { status: string; rentingRecordId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(rentingProperties)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(rentingProperties.id, propertyId), holds))
    .returning({ id: rentingProperties.id });
  return rows.length === 1;
}

/** Moves an available property ('' or ad) to `status` held by this record; false when it is not available. */
export const claimProperty = (
  db: Executor,
  propertyId: string,
  recordId: string,
  status: 'pending' | 'rented',
) =>
  changePropertyWhile(db, propertyId, inArray(rentingProperties.status, FREE_PROPERTY), {
    status,
    rentingRecordId: recordId,
  });

/** pending -> rented, only while this record holds the property. */
export const markPropertyRented = (db: Executor, propertyId: string, recordId: string) =>
  changePropertyWhile(
    db,
    propertyId,
    and(eq(rentingProperties.status, 'pending'), eq(rentingProperties.rentingRecordId, recordId))!,
    { status: 'rented' },
  );

/** Makes the property available again, only if this record still holds it. */
export const releaseProperty = (db: Executor, propertyId: string, recordId: string) =>
  changePropertyWhile(db, propertyId, eq(rentingProperties.rentingRecordId, recordId), {
    status: '',
    rentingRecordId: null,
  });

/** The renting records as the request flow reads and writes them. */
export const recordRows = requestRows(rentingRecords, { requester: 'renteeId' });

/** The pending or rented record of a property, if any. */
export const findLiveRecord = (db: Executor, propertyId: string) =>
  firstWhere(
    db,
    rentingRecords,
    and(
      eq(rentingRecords.propertyId, propertyId),
      inArray(rentingRecords.status, [...LIVE_STATUSES]),
    ),
  );

export const insertRentedRecord = (db: Executor, record: RentingRecordRow) =>
  insertRow(db, rentedRecords, {
    propertyId: record.propertyId,
    renteeId: record.renteeId,
    rentingRecordId: record.id,
  });

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
      user: userCard,
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
