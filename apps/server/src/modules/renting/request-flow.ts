import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { requestFlow, type Step } from '../requests/engine';
import {
  findPropertyState,
  recordRows,
  releaseProperty,
  type PropertyState,
  type RentingRecordRow,
} from './repository';

/*
 * Renting a general property as a request flow (modules/requests/engine.ts). Its requests are
 * renting records, their cards about the property. The guards: the conditional update of the
 * property's status lets one of many requests through, and the one-live-record index is the last.
 */

/** The partial unique index that allows one pending or rented record per property. */
export const ONE_LIVE_RECORD_INDEX = 'renting_records_one_live_idx';

/** The property is available again, if this record still holds it. */
export async function release(tx: Executor, { row }: { row: RentingRecordRow }) {
  await releaseProperty(tx, row.propertyId, row.id);
}

export const rentFlow = requestFlow({
  kind: 'Property',
  answers: 'answerRentRequests',
  rows: recordRows,
  // a general property's (an apartment building has its own flow)
  listingOf: (db, record) => findPropertyState(db, record.propertyId),
  aboutOf: (record) => record.propertyId,
  collides: (err) => isUniqueViolation(err, ONE_LIVE_RECORD_INDEX),
  noRequest: 'There is no such request',
  notYours: 'This request is not yours',
  expiry: {
    to: { status: 'declined' },
    after: release,
    settles: [NOTIFICATION_TYPES.rentRequest],
  },
});

/** A step of a rent request answering `A`. */
export type RentStep<A> = Step<
  RentingRecordRow,
  PropertyState,
  Parameters<typeof recordRows.update>[3],
  A
>;
