import { isUniqueViolation } from '../../db/errors';
import { canRent, canVacate, messages } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, missing } from '../../http/errors';
import {
  removeNotifications,
  sendNotification,
  type NotificationKey,
} from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { ownerToRentee, renteeRequests } from './notifications';
import { assertSelf, authorize } from '../listings/policy';
import {
  claimProperty,
  completeRentedRecord,
  findLiveRecord,
  findPropertyState,
  findRentingRecord,
  insertRentedRecord,
  LIVE_STATUSES,
  markPropertyRented,
  releaseProperty,
  setRecordStatus,
  type PropertyState,
  type RentingRecordRow,
} from './repository';
import { ONE_LIVE_RECORD_INDEX } from './request';

/** Notification types an owner may send when vacating (the inbox has a card for each). */
export const VACATE_NOTIFICATION_TYPES: readonly string[] = [
  NOTIFICATION_TYPES.vacated,
  'completed',
  NOTIFICATION_TYPES.rentTermination,
];

/** The owner's property and one of its records; 404 and 403 before anything is read further. */
async function ownersRecord(
  deps: Deps,
  actor: UserRow,
  ids: { propertyId: string; propertyRentingRecordId: string },
): Promise<{ property: PropertyState; record: RentingRecordRow }> {
  const property = await findPropertyState(deps.db, ids.propertyId);
  if (!property) throw missing(messages.cantFindProperty);
  authorize(actor, 'answerRentRequests', 'Property', property);
  const record = await findRentingRecord(deps.db, ids.propertyRentingRecordId);
  if (!record || record.propertyId !== ids.propertyId) throw missing('There is no such request');
  return { property, record };
}

const partiesOf = (property: PropertyState, record: RentingRecordRow) => ({
  propertyId: property.id,
  ownerId: property.ownerId,
  renteeId: record.renteeId,
});

/**
 * The owner rents the property to a request's renter: from a pending request, or again from a
 * declined or cancelled one while no other request holds the property. The record and the
 * property become rented, a rented record starts, the renter is told (rent-accepted) and the
 * rent request leaves the owner's inbox. Throws 409 when the state no longer allows it.
 */
export async function acceptRentRequest(
  deps: Deps,
  actor: UserRow,
  input: {
    propertyRentingRecordId: string;
    propertyId: string;
    userId: string;
    acceptedBy: string;
  },
): Promise<'success'> {
  assertSelf(actor, input.acceptedBy, 'acceptedBy');
  const { property, record } = await ownersRecord(deps, actor, input);
  if (record.renteeId !== input.userId)
    throw badRequest('userId: is not the renter of the request');
  const fromPending = record.status === 'pending';
  if (!fromPending && !canRent(record.status)) {
    throw conflict(`A ${record.status} request can't be rented`);
  }
  const parties = partiesOf(property, record);
  try {
    return await deps.db.transaction(async (tx) => {
      let rented: RentingRecordRow | null;
      if (fromPending) {
        rented = await setRecordStatus(tx, record.id, ['pending'], 'rented');
        if (!rented || !(await markPropertyRented(tx, property.id, record.id))) {
          throw conflict('The request is no longer pending');
        }
      } else {
        if (!(await claimProperty(tx, property.id, record.id, 'rented'))) {
          throw conflict('Another request holds the property');
        }
        rented = await setRecordStatus(tx, record.id, ['declined', 'cancelled'], 'rented');
        if (!rented) throw conflict('The request changed meanwhile');
      }
      await insertRentedRecord(tx, rented);
      await sendNotification(tx, ownerToRentee(parties, NOTIFICATION_TYPES.rentAccepted));
      await removeNotifications(tx, renteeRequests(parties, [NOTIFICATION_TYPES.rentRequest]));
      return 'success' as const;
    });
  } catch (err) {
    if (isUniqueViolation(err, ONE_LIVE_RECORD_INDEX)) {
      throw conflict('Another request holds the property');
    }
    throw err;
  }
}

/**
 * The owner declines a pending request (from the inbox): the record is declined, the property
 * available again, the renter told (request-declined) and the rent request removed. A property
 * id, when given, must be the request's (404 otherwise).
 */
export async function declineRentRequest(
  deps: Deps,
  actor: UserRow,
  recordId: string,
  propertyId?: string,
): Promise<'success'> {
  const found = await findRentingRecord(deps.db, recordId);
  if (!found || (propertyId !== undefined && found.propertyId !== propertyId))
    throw missing('There is no such request');
  const { property, record } = await ownersRecord(deps, actor, {
    propertyId: found.propertyId,
    propertyRentingRecordId: recordId,
  });
  const parties = partiesOf(property, record);
  return deps.db.transaction(async (tx) => {
    if (!(await setRecordStatus(tx, record.id, ['pending'], 'declined'))) {
      throw conflict('Only a pending request can be declined');
    }
    await releaseProperty(tx, property.id, record.id);
    await sendNotification(tx, ownerToRentee(parties, NOTIFICATION_TYPES.requestDeclined));
    await removeNotifications(tx, renteeRequests(parties, [NOTIFICATION_TYPES.rentRequest]));
    return 'success' as const;
  });
}

/**
 * The owner vacates a pending or rented record: it is completed, its tenancy checked out, the
 * property available again, and the renter told with a notification of `type`. The renter's
 * open rent or termination requests about it go, so a later tenancy can ask again.
 */
export async function vacateProperty(
  deps: Deps,
  actor: UserRow,
  input: {
    type: string;
    from: string;
    notifier: string;
    propertyRentingRecordId: string;
    propertyId: string;
  },
): Promise<'success'> {
  assertSelf(actor, input.from, 'from');
  const { property, record } = await ownersRecord(deps, actor, input);
  if (input.notifier !== record.renteeId) {
    throw badRequest('notifier: is not the renter of the request');
  }
  if (!VACATE_NOTIFICATION_TYPES.includes(input.type)) {
    throw badRequest(`type: must be one of ${VACATE_NOTIFICATION_TYPES.join(', ')}`);
  }
  if (!canVacate(record.status)) throw conflict(`A ${record.status} request can't be vacated`);
  const parties = partiesOf(property, record);
  return deps.db.transaction(async (tx) => {
    await endTenancy(tx, property, record, ownerToRentee(parties, input.type));
    return 'success' as const;
  });
}

/**
 * Ends what a record holds: the record completed, its tenancy checked out, the property free,
 * the renter told with `notice`. The renter's open rent or termination requests and the owner's
 * vacate request to admin go, so a later tenancy can ask again.
 */
async function endTenancy(
  tx: Executor,
  property: PropertyState,
  record: RentingRecordRow,
  notice: NotificationKey,
) {
  if (!(await setRecordStatus(tx, record.id, LIVE_STATUSES, 'completed'))) {
    throw conflict('The request changed meanwhile');
  }
  await completeRentedRecord(tx, record.id);
  await releaseProperty(tx, property.id, record.id);
  await sendNotification(tx, notice);
  const parties = partiesOf(property, record);
  await removeNotifications(
    tx,
    renteeRequests(parties, [
      NOTIFICATION_TYPES.rentRequest,
      NOTIFICATION_TYPES.rentTerminationRequest,
    ]),
  );
  await removeNotifications(tx, {
    types: [NOTIFICATION_TYPES.vacateRequest],
    fromUserId: property.ownerId,
    notifierId: null,
    about: property.id,
  });
}

/**
 * Admin completes an owner's vacate request: the same vacate as the owner's own (unrent), in
 * the caller's transaction, with 'vacated' to the renter from admin. 404 for no such property,
 * 409 when it is not rented (any more).
 */
export async function vacateAsAdmin(tx: Executor, propertyId: string): Promise<void> {
  const property = await findPropertyState(tx, propertyId);
  if (!property) throw missing(messages.cantFindProperty);
  const record = await findLiveRecord(tx, propertyId);
  if (record?.status !== 'rented') throw conflict('The property is not rented');
  await endTenancy(tx, property, record, {
    type: NOTIFICATION_TYPES.vacated,
    fromUserId: null,
    notifierId: record.renteeId,
    about: property.id,
  });
}
