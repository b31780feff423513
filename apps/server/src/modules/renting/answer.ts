import { canRent, canVacate, messages } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, missing } from '../../http/errors';
import { removeNotifications, sendNotification } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { assertSelf, authorize } from '../listings/policy';
import {
  claimProperty,
  completeRentedRecord,
  findLiveRecord,
  findPropertyState,
  insertRentedRecord,
  LIVE_STATUSES,
  markPropertyRented,
  recordRows,
  releaseProperty,
} from './repository';
import { release, rentFlow } from './request-flow';
import { accepted, declined } from '../requests/steps';

const T = NOTIFICATION_TYPES;

/** Notification types an owner may send when vacating (the inbox has a card for each). */
export const VACATE_NOTIFICATION_TYPES: readonly string[] = [
  T.vacated,
  'completed',
  T.rentTermination,
];

const noRequest = () => missing('There is no such request');

/** The owner's property and one of its records; 404 and 403 before anything is read further. */
async function ownersRecord(
  deps: Deps,
  actor: UserRow,
  ids: { propertyId: string; propertyRentingRecordId: string },
) {
  const property = await findPropertyState(deps.db, ids.propertyId);
  if (!property) throw missing(messages.cantFindProperty);
  authorize(actor, 'answerRentRequests', 'Property', property);
  const record = await recordRows.find(deps.db, ids.propertyRentingRecordId);
  if (!record || record.propertyId !== ids.propertyId) throw noRequest();
  return rentFlow.heldOf(record, property);
}

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
  const request = await ownersRecord(deps, actor, input);
  if (request.requesterId !== input.userId)
    throw badRequest('userId: is not the renter of the request');
  const { status } = request.row;
  if (status !== 'pending' && !canRent(status))
    throw conflict(`A ${status} request can't be rented`);
  const rented = { ...accepted, to: { status: 'rented' } as const };
  const holdsIt = () => conflict('Another request holds the property');
  if (status !== 'pending')
    return rentFlow.move(deps, request, {
      ...rented,
      from: ['declined', 'cancelled'],
      refused: () => conflict('The request changed meanwhile'),
      before: (tx, { row }) => claimProperty(tx, row.propertyId, row.id, 'rented'),
      after: async (tx, { row }) => {
        await insertRentedRecord(tx, row);
      },
      taken: holdsIt,
    });
  const noLongerPending = () => conflict('The request is no longer pending');
  return rentFlow.move(deps, request, {
    ...rented,
    from: ['pending'],
    refused: noLongerPending,
    after: async (tx, { row }) => {
      if (!(await markPropertyRented(tx, row.propertyId, row.id))) throw noLongerPending();
      await insertRentedRecord(tx, row);
    },
    taken: holdsIt,
  });
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
  const found = await recordRows.find(deps.db, recordId);
  if (!found || (propertyId !== undefined && found.propertyId !== propertyId)) throw noRequest();
  const ids = { propertyId: found.propertyId, propertyRentingRecordId: recordId };
  return rentFlow.move(deps, await ownersRecord(deps, actor, ids), {
    ...declined(),
    from: ['pending'],
    refused: () => conflict('Only a pending request can be declined'),
    to: { status: 'declined' },
    after: release,
    settles: [T.rentRequest],
  });
}

/**
 * Ends what a record holds: the record completed, its tenancy checked out, the property free.
 * The renter's open rent or termination requests and the owner's vacate request to admin go,
 * so a later tenancy can ask again.
 */
const endTenancy = {
  from: LIVE_STATUSES,
  refused: (status: string) => conflict(`A ${status} request can't be vacated`),
  lost: () => conflict('The request changed meanwhile'),
  to: { status: 'completed' } as const,
  async after(
    tx: Executor,
    { row, ownerId }: { row: { id: string; propertyId: string }; ownerId: string },
  ) {
    await completeRentedRecord(tx, row.id);
    await releaseProperty(tx, row.propertyId, row.id);
    await removeNotifications(tx, {
      types: [T.vacateRequest],
      fromUserId: ownerId,
      notifierId: null,
      about: row.propertyId,
    });
  },
  settles: [T.rentRequest, T.rentTerminationRequest],
};

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
  const request = await ownersRecord(deps, actor, input);
  if (input.notifier !== request.requesterId) {
    throw badRequest('notifier: is not the renter of the request');
  }
  if (!VACATE_NOTIFICATION_TYPES.includes(input.type)) {
    throw badRequest(`type: must be one of ${VACATE_NOTIFICATION_TYPES.join(', ')}`);
  }
  if (!canVacate(request.row.status)) throw endTenancy.refused(request.row.status);
  return rentFlow.move(deps, request, { ...endTenancy, tells: input.type, answer: 'success' });
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
  await rentFlow.apply(tx, rentFlow.heldOf(record, property), { ...endTenancy, answer: null });
  await sendNotification(tx, {
    type: T.vacated,
    fromUserId: null,
    notifierId: record.renteeId,
    about: property.id,
  });
}
