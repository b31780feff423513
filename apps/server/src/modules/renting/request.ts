import { randomUUID } from 'node:crypto';
import { messages } from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, missing } from '../../http/errors';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { assertSelf } from '../listings/policy';
import { claimProperty, findLiveRecord, findPropertyState, recordRows } from './repository';
import { release, rentFlow } from './request-flow';

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
  // the property names its record as it is claimed, before the record is written
  const recordId = randomUUID();
  return rentFlow.open(deps, property, {
    claim: (tx) => claimProperty(tx, property.id, recordId, 'pending'),
    taken: 'requested' as const,
    cap: actor.id,
    insert: (tx) =>
      recordRows.insert(tx, { id: recordId, propertyId: property.id, renteeId: actor.id }),
    card: 'asks',
    type: NOTIFICATION_TYPES.rentRequest,
  });
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
  const record = await findLiveRecord(deps.db, propertyId);
  if (!record) throw conflict('There is no request to cancel');
  const request = rentFlow.heldOf(record, property);
  rentFlow.assertRequester(actor, request);
  return rentFlow.move(deps, request, {
    from: ['pending'],
    refused: () => conflict('Only a pending request can be cancelled'),
    to: { status: 'cancelled' },
    after: release,
    settles: [NOTIFICATION_TYPES.rentRequest],
    answer: 'success' as const,
  });
}
