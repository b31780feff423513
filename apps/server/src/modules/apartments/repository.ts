import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { isUuid } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { contactCard, countWhere, firstWhere, insertRow, updateWhere } from '../../db/queries';
import { rentingProperties, users } from '../../db/schema';
// its own tables from its own schema file: the schema index needs no line for a kind
import {
  apartmentAddresses,
  apartmentRentingRecords,
  apartments,
} from '../../db/schema/apartments';
import { listingRowsOf } from '../listings/rows';
import { requestRows } from '../requests/rows';

export type { OwnerCard } from '../listings/rows';

/*
 * Drizzle only. This area owns apartments, apartment_addresses and apartment_renting_records,
 * and the renting_properties rows of type 'Apartment' (the buildings).
 */

export type BuildingRow = typeof rentingProperties.$inferSelect;
export type NewBuilding = typeof rentingProperties.$inferInsert;
export type ApartmentRow = typeof apartments.$inferSelect;
export type NewApartment = typeof apartments.$inferInsert;
export type AddressRow = typeof apartmentAddresses.$inferSelect;
export type RecordRow = typeof apartmentRentingRecords.$inferSelect;
/** A record with what it is about (the address and its apartment) and who asked. */
export type RecordWithUser = RecordRow & {
  address: string;
  apartmentId: string;
  apartmentType: string;
  user: { id: string; name: string; picture: string; email: string; contact: string };
};
export type BuildingChanges = Partial<
  Pick<
    NewBuilding,
    | 'name'
    | 'noFloors'
    | 'units'
    | 'region'
    | 'district'
    | 'description'
    | 'facilities'
    | 'pictures'
  >
>;

export { isUuid };

/** The partial unique index that allows one pending or rented record per address. */
export const ONE_LIVE_RECORD_INDEX = 'apartment_renting_records_one_live_idx';
/** The unique index of an address text within its building. */
export const ADDRESS_INDEX = 'apartment_addresses_building_address_idx';

const b = rentingProperties;
/** The buildings' rows of renting_properties. */
export const buildingRows = listingRowsOf('Apartment');
const isBuilding = buildingRows.ofKind;

// Buildings

export const {
  find: findBuilding,
  lock: lockBuilding,
  withOwner: findBuildingWithOwner,
  byIds: buildingsByIds,
  remove: deleteBuilding,
} = buildingRows;

export const insertBuilding = (db: Executor, values: NewBuilding) =>
  insertRow(db, b, { ...values, type: 'Apartment' });

export const updateBuilding = (db: Executor, id: string, changes: BuildingChanges) =>
  updateWhere(db, b, and(eq(b.id, id), isBuilding), { ...changes, updatedAt: new Date() });

// Apartments and addresses

/** An apartment with its addresses, inserted together (call inside a transaction). */
export async function insertApartment(
  db: Executor,
  values: NewApartment,
  addresses: readonly string[],
): Promise<{ apartment: ApartmentRow; addresses: AddressRow[] }> {
  const [apartment] = await db.insert(apartments).values(values).returning();
  const rows = await db
    .insert(apartmentAddresses)
    .values(
      addresses.map((address) => ({
        apartmentId: apartment!.id,
        buildingId: values.buildingId,
        address,
      })),
    )
    .returning();
  return { apartment: apartment!, addresses: rows };
}

export async function apartmentsOfBuilding(
  db: Executor,
  buildingId: string,
): Promise<{ apartments: ApartmentRow[]; addresses: AddressRow[] }> {
  const list = await db
    .select()
    .from(apartments)
    .where(eq(apartments.buildingId, buildingId))
    .orderBy(asc(apartments.createdAt), asc(apartments.id));
  const addresses = await addressesOfBuilding(db, buildingId);
  return { apartments: list, addresses };
}

export async function addressesOfBuilding(db: Executor, buildingId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(apartmentAddresses)
    .where(eq(apartmentAddresses.buildingId, buildingId))
    .orderBy(asc(apartmentAddresses.createdAt), asc(apartmentAddresses.address));
}

export const countAddresses = (db: Executor, buildingId: string) =>
  countWhere(db, apartmentAddresses, eq(apartmentAddresses.buildingId, buildingId));

export const findAddress = (db: Executor, buildingId: string, address: string) =>
  firstWhere(
    db,
    apartmentAddresses,
    and(eq(apartmentAddresses.buildingId, buildingId), eq(apartmentAddresses.address, address)),
  );

/**
 * Moves the address from one of `from` to `to`, only while it is in one of `from`: of many
 * callers at once, the row lock lets exactly one through.
 */
export async function moveAddress(
  db: Executor,
  addressId: string,
  from: readonly string[],
  to: 'available' | 'pending' | 'rented',
): Promise<boolean> {
  const rows = await db
    .update(apartmentAddresses)
    .set({ status: to })
    .where(and(eq(apartmentAddresses.id, addressId), inArray(apartmentAddresses.status, [...from])))
    .returning({ id: apartmentAddresses.id });
  return rows.length === 1;
}

/** Live (pending or rented) records of a building: deleting it would pull them from under renters. */
export const countLiveRecords = (db: Executor, buildingId: string) =>
  countWhere(
    db,
    apartmentRentingRecords,
    and(
      eq(apartmentRentingRecords.buildingId, buildingId),
      inArray(apartmentRentingRecords.status, ['pending', 'rented']),
    ),
  );

// Renting records

/** The renting records as the request flow reads and writes them. */
export const recordRows = requestRows(apartmentRentingRecords, { requester: 'renteeId' });

const recordWithUser = {
  record: apartmentRentingRecords,
  address: apartmentAddresses.address,
  apartmentId: apartmentAddresses.apartmentId,
  apartmentType: apartments.apartmentType,
  user: contactCard,
};

/** Records with their address, apartment and renter, where `where` holds, newest first. */
async function recordsWithUsers(db: Executor, where: SQL | undefined): Promise<RecordWithUser[]> {
  const rows = await db
    .select(recordWithUser)
    .from(apartmentRentingRecords)
    .innerJoin(apartmentAddresses, eq(apartmentAddresses.id, apartmentRentingRecords.addressId))
    .innerJoin(apartments, eq(apartments.id, apartmentAddresses.apartmentId))
    .innerJoin(users, eq(users.id, apartmentRentingRecords.renteeId))
    .where(where)
    .orderBy(desc(apartmentRentingRecords.createdAt), desc(apartmentRentingRecords.id));
  return rows.map(({ record, ...about }) => ({ ...record, ...about }));
}

/** Records of a building with their renters, newest first. */
export const recordsOfBuilding = (db: Executor, buildingId: string) =>
  recordsWithUsers(db, eq(apartmentRentingRecords.buildingId, buildingId));

export async function findRecordWithUser(db: Executor, id: string): Promise<RecordWithUser | null> {
  if (!isUuid(id)) return null;
  const [row] = await recordsWithUsers(db, eq(apartmentRentingRecords.id, id));
  return row ?? null;
}

/** Records among these ids (notification cards are about them); ids of nothing are left out. */
export async function recordsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<RecordWithUser[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return recordsWithUsers(db, inArray(apartmentRentingRecords.id, valid));
}

/** A renter's pending and rented records, newest first (apartment_renting_records_rentee_idx). */
export const liveRecordsOf = (db: Executor, renteeId: string) =>
  recordsWithUsers(
    db,
    and(
      eq(apartmentRentingRecords.renteeId, renteeId),
      inArray(apartmentRentingRecords.status, ['pending', 'rented']),
    ),
  );
