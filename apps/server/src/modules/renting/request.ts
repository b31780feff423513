import { isUniqueViolation } from '../../db/errors';
import { randomUUID } from 'node:crypto';
import { messages } from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden, missing } from '../../http/errors';
import { removeNotifications, sendNotification } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { assertPendingBelowCap } from '../listings/holds';
import { rentRequestFrom, renteeRequests } from './notifications';
import { assertSelf } from '../listings/policy';
import {
  claimProperty,
  countPendingOf,
  findLiveRecord,
  findPropertyState,
  insertRentingRecord,
  releaseProperty,
  setRecordStatus,
} from './repository';

/** The partial unique index that allows one pending or rented record per property. */
export const ONE_LIVE_RECORD_INDEX = 'renting_records_one_live_idx';

/**
 * A renter asks for an available property: the property turns pending, held by a new pending
 * record, and the owner gets a rent-request notification, all in one transaction. Answers
 * 'requested' when the property is already pending or rented. Of many requests at once exactly
 * one succeeds: the conditional update of the property's status lets one through, and the
 * one-live-record index is the last guard. 409 when the renter already has MAX_PENDING_REQUESTS
 * requests waiting.
 */
export async function requestRent(
  deps: Deps,
  actor: UserRow,
  input: { propertyId: string; userId: string },
): Promise<'success' | 'requested'> {
  assertSelf(actor, input.userId, 'userId');
  const property = await findPropertyState(deps.db, input.propertyId);
  if (!property) throw missing(messages.cantFindProperty);
  if (property.ownerId === actor.id) throw badRequest(messages.cannotRentOwn);
  if (property.status === 'pending' || property.status === 'rented') return 'requested';

  const recordId = randomUUID();
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await claimProperty(tx, property.id, recordId, 'pending'))) return 'requested';
      await assertPendingBelowCap(tx, deps.config, actor.id, 'Property', (db) =>
        countPendingOf(db, actor.id),
      );
      await insertRentingRecord(tx, { id: recordId, propertyId: property.id, renteeId: actor.id });
      await sendNotification(
        tx,
        rentRequestFrom({ propertyId: property.id, ownerId: property.ownerId, renteeId: actor.id }),
      );
      return 'success';
    });
  } catch (err) {
    if (isUniqueViolation(err, ONE_LIVE_RECORD_INDEX)) return 'requested';
    throw err;
  }
}

/**
 * The renter withdraws their pending request: the record is cancelled, the property available
 * again and the rent-request notification gone from the owner's inbox.
 */
export async function cancelRentRequest(
  deps: Deps,
  actor: UserRow,
  propertyId: string,
): Promise<'success'> {
  const property = await findPropertyState(deps.db, propertyId);
  if (!property) throw missing(messages.cantFindProperty);
  return deps.db.transaction(async (tx) => {
    const record = await findLiveRecord(tx, propertyId);
    if (!record) throw conflict('There is no request to cancel');
    if (record.renteeId !== actor.id) throw forbidden('This request is not yours');
    if (!(await setRecordStatus(tx, record.id, ['pending'], 'cancelled'))) {
      throw conflict('Only a pending request can be cancelled');
    }
    await releaseProperty(tx, propertyId, record.id);
    await removeNotifications(
      tx,
      renteeRequests({ propertyId, ownerId: property.ownerId, renteeId: actor.id }, [
        NOTIFICATION_TYPES.rentRequest,
      ]),
    );
    return 'success' as const;
  });
}
