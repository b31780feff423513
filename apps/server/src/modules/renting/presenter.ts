import type { ListingSummary, RentalEntry, RentedRecord, RentingRecord } from '@rentals/shared';
import type { RecordWithUser, RentedRecordRow, RentingRecordRow } from './repository';

/**
 * Rows to the spec's renting and rented records (spec 1 section 3). A renting record carries the
 * renter's number: the reserve dialog saves it to their profile with the request, and only the
 * property's owner reads these records.
 */
export const presentRentingRecord = (row: RecordWithUser): RentingRecord => ({
  _id: row.id,
  propertyId: row.propertyId,
  user: { _id: row.user.id, name: row.user.name, picture: row.user.picture },
  rentee: row.renteeId,
  contact: row.user.contact,
  status: row.status as RentingRecord['status'],
  created_date: row.createdAt.toISOString(),
});

export const presentRentedRecord = (row: RentedRecordRow): RentedRecord => ({
  _id: row.id,
  rentee: row.renteeId,
  propertyId: row.propertyId,
  created_date: row.createdAt.toISOString(),
  status: row.status as RentedRecord['status'],
  check_out: row.checkOut?.toISOString() ?? null,
});

export const presentRentalEntry = (
  property: ListingSummary,
  record: RentingRecordRow,
): RentalEntry => ({
  property,
  record: { _id: record.id, status: record.status, created_date: record.createdAt.toISOString() },
});
