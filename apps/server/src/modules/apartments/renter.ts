import type { ApartmentCancelAnswer, MyApartmentRequest } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { conflict, forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';
import { settleRequestCards } from './notifications';
import { presentMyRequest } from './presenter';
import * as repo from './repository';
import { cardsOf } from '../listings/source';

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
  const record = await repo.findRecord(deps.db, recordId);
  if (!record) throw missing('There is no such request');
  if (record.renteeId !== actor.id) throw forbidden('This request is not yours');
  const building = await repo.findBuilding(deps.db, record.buildingId);
  if (!building) throw missing('There is no such request');
  return deps.db.transaction(async (tx) => {
    if (!(await repo.setRecordStatus(tx, record.id, ['pending'], 'cancelled')))
      throw conflict('Only a pending request can be cancelled');
    await repo.moveAddress(tx, record.addressId, ['pending'], 'available');
    await settleRequestCards(tx, building.ownerId, record);
    return 'cancelled' as const;
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
  const record = await repo.findRecord(db, recordId);
  if (!record) return null;
  const building = await repo.findBuilding(db, record.buildingId);
  if (!building) return null;
  const renteeId = record.status === 'rented' ? record.renteeId : null;
  return { propertyId: record.id, ownerId: building.ownerId, renteeId };
}
