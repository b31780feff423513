import type { z } from 'zod';
import { canRent, canVacate, messages, type rentBody, type unrentBody } from '@rentals/shared';
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
import { release, rentFlow, type RentStep } from './request-flow';
import { accepted, declined } from '../requests/steps';

const T = NOTIFICATION_TYPES;

/** Notification types an owner may send when vacating (the inbox has a card for each). */
export const VACATE_NOTIFICATION_TYPES: readonly string[] = [
  T.vacated,
  'completed',
  T.rentTermination,
];

const noRequest = () => missing('There is no such request');

type RecordIds = { propertyId: string; propertyRentingRecordId: string };
/** The fields of a call that name who acts (the signed-in user) and whom it answers (the renter). */
type Claims<I> = { self: keyof I & string; renter: keyof I & string };

/**
 * The owner's property and one of its records; 404 and 403 before anything is read further.
 * A call that names who acts (`self`) and whom it answers (`renter`) must name the signed-in
 * user and the request's renter.
 */
async function ownersRecord<I extends RecordIds>(
  deps: Deps,
  actor: UserRow,
  input: I,
  claims?: Claims<I>,
) {
  if (claims) assertSelf(actor, input[claims.self] as string, claims.self);
  const property = await findPropertyState(deps.db, input.propertyId);
  if (!property) throw missing(messages.cantFindProperty);
  authorize(actor, 'answerRentRequests', 'Property', property);
  const record = await recordRows.find(deps.db, input.propertyRentingRecordId);
  if (!record || record.propertyId !== input.propertyId) throw noRequest();
  if (claims && input[claims.renter] !== record.renteeId)
    throw badRequest(`${claims.renter}: is not the renter of the request`);
  return rentFlow.heldOf(record, property);
}

/** The owner's answer to the record a call names, with who acts and whom it answers. */
const claiming =
  <I extends RecordIds>(claims: Claims<I>) =>
  (deps: Deps, actor: UserRow, input: I) =>
    ownersRecord(deps, actor, input, claims);

const rented = { ...accepted, to: { status: 'rented' } as const };
const holdsIt = () => conflict('Another request holds the property');
const noLongerPending = () => conflict('The request is no longer pending');

/** Renting from a pending request: it and the property it holds become rented. */
const rentPending: RentStep<'success'> = {
  ...rented,
  from: ['pending'],
  refused: noLongerPending,
  after: async (tx, { row }) => {
    if (!(await markPropertyRented(tx, row.propertyId, row.id))) throw noLongerPending();
    await insertRentedRecord(tx, row);
  },
  taken: holdsIt,
};

/** Renting again from a declined or cancelled request: only while the property is free. */
const rentAgain: RentStep<'success'> = {
  ...rented,
  from: ['declined', 'cancelled'],
  refused: () => conflict('The request changed meanwhile'),
  before: (tx, { row }) => claimProperty(tx, row.propertyId, row.id, 'rented'),
  after: async (tx, { row }) => {
    await insertRentedRecord(tx, row);
  },
  taken: holdsIt,
};

/**
 * The owner rents the property to a request's renter: from a pending request, or again from a
 * declined or cancelled one while no other request holds the property. The record and the
 * property become rented, a rented record starts, the renter is told (rent-accepted) and the
 * rent request leaves the owner's inbox. Throws 409 when the state no longer allows it.
 */
export const acceptRentRequest = rentFlow.answerWith(
  claiming<z.output<typeof rentBody>>({ self: 'acceptedBy', renter: 'userId' }),
  (_, { row: { status } }) => {
    if (status === 'pending') return rentPending;
    if (!canRent(status)) throw conflict(`A ${status} request can't be rented`);
    return rentAgain;
  },
);

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
export const vacateProperty = rentFlow.answerWith(
  claiming<z.output<typeof unrentBody>>({ self: 'from', renter: 'notifier' }),
  (input, { row }) => {
    if (!VACATE_NOTIFICATION_TYPES.includes(input.type))
      throw badRequest(`type: must be one of ${VACATE_NOTIFICATION_TYPES.join(', ')}`);
    if (!canVacate(row.status)) throw endTenancy.refused(row.status);
    return { ...endTenancy, tells: input.type, answer: 'success' as const };
  },
);

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
