import type { ApartmentCancelAnswer, MyApartmentRequest } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import type { UserRow } from '../users/repository';
import { presentMyRequest } from './presenter';
import * as repo from './repository';
import { cardsOf } from '../listings/source';
import { apartmentRequestFlow as flow, freeAddress, RENTER_REQUESTS } from './request-flow';

/*
 * The renter's side of renting an apartment (issue 16): they follow their requests and rentals
 * in My account, withdraw a pending request, and ask the owner to end a tenancy.
 */

/**
 * GET /apartments/my-requests: the actor's pending and rented apartment records, newest first,
 * each with its building's card and owner. A record whose building is gone is left out.
 */
export async function myApartmentRequests(
  deps: Deps,
  actor: UserRow,
): Promise<MyApartmentRequest[]> {
  const records = await repo.liveRecordsOf(deps.db, actor.id);
  const buildings = await repo.buildingsByIds(deps.db, [
    ...new Set(records.map((r) => r.buildingId)),
  ]);
  const cards = new Map(cardsOf(buildings).map((card) => [card._id, card]));
  const owners = new Map(buildings.map((b) => [b.id, b.ownerId]));
  return records.flatMap((record) => {
    const card = cards.get(record.buildingId);
    const owner = owners.get(record.buildingId);
    return card && owner ? [presentMyRequest(record, card, owner)] : [];
  });
}

/**
 * POST /apartments/cancel-apartment-request: the renter withdraws their pending request. The
 * record is cancelled, the address available again and the request leaves the owner's and
 * admin's inboxes, in one transaction, as the owner's decline does (without telling the renter
 * what they did themselves). Only the request's renter, only while pending (409 after an answer).
 */
export async function cancelApartmentRequest(
  deps: Deps,
  actor: UserRow,
  recordId: string,
): Promise<ApartmentCancelAnswer> {
  return flow.move(deps, await flow.requestersRequest(deps, actor, recordId), {
    from: ['pending'],
    refused: () => conflict('Only a pending request can be cancelled'),
    to: { status: 'cancelled' },
    after: freeAddress(),
    settles: RENTER_REQUESTS,
    answer: 'cancelled' as const,
  });
}

/**
 * What a termination request about an apartment record needs to know: the building's owner and
 * who rents the address now (null unless the record is rented); null for no such record. The
 * notifications area's rule for rent-termination-request reads it.
 */
export async function apartmentTenancyOf(
  db: Executor,
  recordId: string,
): Promise<{ propertyId: string; ownerId: string; renteeId: string | null } | null> {
  const request = await flow.held(db, recordId);
  if (!request) return null;
  const renteeId = request.row.status === 'rented' ? request.requesterId : null;
  return { propertyId: request.row.id, ownerId: request.ownerId, renteeId };
}
