import { type RentalEntry, type RentedRecord, type RentingRecord } from '@rentals/shared';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { InboxExtra } from '../notifications/inbox';
import type { UserLists } from '../users/presenter';
import type { UserRow } from '../users/repository';
import { assertSelf, authorize, mustExist } from '../listings/policy';
import { presentRentalEntry, presentRentedRecord, presentRentingRecord } from './presenter';
import {
  findCurrentRentedRecord,
  findLiveRecord,
  findPropertyState,
  heldByRecords,
  listPropertyRecords,
  listRenteeRecords,
} from './repository';

const existingProperty = async (db: Executor, propertyId: string) =>
  mustExist(await findPropertyState(db, propertyId));

/** Every request for the owner's property, newest first (the property report page). */
export async function rentingRecordsOf(
  deps: Deps,
  actor: UserRow,
  propertyId: string,
): Promise<RentingRecord[]> {
  authorize(actor, 'answerRentRequests', 'Property', await existingProperty(deps.db, propertyId));
  return (await listPropertyRecords(deps.db, propertyId)).map(presentRentingRecord);
}

/** The current tenancy of a property, for its owner or its rentee; null when it is not rented. */
export async function currentRentedRecord(
  deps: Deps,
  actor: UserRow,
  propertyId: string,
): Promise<RentedRecord | null> {
  const property = await existingProperty(deps.db, propertyId);
  const record = await findCurrentRentedRecord(deps.db, propertyId);
  if (record?.renteeId !== actor.id) authorize(actor, 'answerRentRequests', 'Property', property);
  return record ? presentRentedRecord(record) : null;
}

/** A renter's requests in one status with their property cards (My account: Pending, Rented). */
export async function rentalEntriesOf(
  deps: Deps,
  actor: UserRow,
  userId: string,
  status: 'pending' | 'rented',
): Promise<RentalEntry[]> {
  assertSelf(actor, userId, 'userId');
  const records = await listRenteeRecords(deps.db, userId, status);
  const cards = await deps.listings.summaries(
    deps.db,
    records.map((r) => r.propertyId),
  );
  const byId = new Map(cards.map((card) => [card._id, card]));
  return records.flatMap((record) => {
    const card = byId.get(record.propertyId);
    return card ? [presentRentalEntry(card, record)] : [];
  });
}

/** Fills the user's `propertiesRented`: ids of the properties they rent now. */
export async function loadPropertiesRented(deps: Deps, userId: string, lists: UserLists) {
  const records = await listRenteeRecords(deps.db, userId, 'rented');
  lists.propertiesRented = records.map((r) => r.propertyId);
}

/**
 * Who owns a property and who rents it now (null when nobody does); null for an unknown
 * property. For the rules of notifications a renter or an owner may send.
 */
export async function tenancyOf(
  db: Executor,
  propertyId: string,
): Promise<{ propertyId: string; ownerId: string; renteeId: string | null } | null> {
  const property = await findPropertyState(db, propertyId);
  if (!property) return null;
  const record = await findLiveRecord(db, propertyId);
  const renteeId = record?.status === 'rented' ? record.renteeId : null;
  return { propertyId, ownerId: property.ownerId, renteeId };
}

/**
 * Inbox cards of general properties carry the record that holds the property now
 * (rentingRecord_id), which Accept and Decline of a rent request answer; one query a page.
 */
export const fillRentingRecordIds: InboxExtra = async (db, listings) => {
  const properties = listings.filter((listing) => listing.kind === 'Property');
  const held = await heldByRecords(
    db,
    properties.map((p) => p._id),
  );
  for (const listing of properties) listing.rentingRecord_id = held.get(listing._id) ?? null;
};
