import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { aboutResolver } from '../notifications/about';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { requestFlow } from '../requests/engine';
import * as repo from './repository';

/*
 * Renting an apartment as a request flow (modules/requests/engine.ts). A renting record is its
 * own request (one card per request, so it can name the apartment and its address), to the
 * building's owner and to admin (spec 2 section 6). The guards: the conditional update of the
 * address's status lets one of many requests through, and the partial unique index (one live
 * record per address) is the last word.
 */

/** The renter's cards about a record that any answer settles: its request, a termination request. */
export const RENTER_REQUESTS = [
  NOTIFICATION_TYPES.rentRequest,
  NOTIFICATION_TYPES.rentTerminationRequest,
];

/** The record's address is free again (from the status the record held it in). */
export const freeAddress =
  (from: readonly ('pending' | 'rented')[] = ['pending']) =>
  async (tx: Executor, { row }: { row: repo.RecordRow }) => {
    await repo.moveAddress(tx, row.addressId, from, 'available');
  };

export const apartmentRequestFlow = requestFlow({
  kind: 'Apartment',
  rows: repo.recordRows,
  listingOf: (db, record) => repo.findBuilding(db, record.buildingId),
  collides: (err) => isUniqueViolation(err, repo.ONE_LIVE_RECORD_INDEX),
  asksAdmin: true,
  noRequest: 'There is no such request',
  notYours: 'This request is not yours',
  expiry: {
    to: { status: 'declined' },
    after: freeAddress(),
    settles: RENTER_REQUESTS,
  },
});

/**
 * Apartment notifications are about a renting record (one card per request): the inbox shows the
 * building's card with the record's id, status, address and kind of apartment, so the card and
 * its e-mail name the apartment, and Accept and Decline act on that record.
 */
export const apartmentRecordAbout = aboutResolver(repo.recordsByIds, (row) => ({
  listingId: row.buildingId,
  extra: {
    apartmentRentingRecord_id: row.id,
    record_status: row.status,
    apartment_address: row.address,
    apartment_type: row.apartmentType,
  },
}));
