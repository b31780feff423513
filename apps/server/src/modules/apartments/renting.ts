import { randomUUID } from 'node:crypto';
import {
  messages,
  type ApartmentDeclineAnswer,
  type ApartmentRentAnswer,
  type ApartmentRentingRecord,
  type ApartmentRentRequestAnswer,
  type ApartmentVacateAnswer,
} from '@rentals/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden, missing } from '../../http/errors';
import { sendNotification } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { assertPendingBelowCap } from '../listings/holds';
import type { UserRow } from '../users/repository';
import { ownerToRentee, requestCards, settleRequestCards } from './notifications';
import { assertSelf, authorize, mustExist } from '../listings/policy';
import { presentRecord } from './presenter';
import * as repo from './repository';

/*
 * Renting an apartment (spec 2 sections 4 and 7). Each state change writes its record, its
 * address and its notifications in one transaction, so the outbox sends them once it commits.
 * Guards: the conditional update of the address status lets one of many requests through, and
 * the partial unique index (one live record per address) is the last word.
 */

const noRecord = () => missing('There is no such request');

/**
 * POST /apartments/request-apartment-rent: a renter asks for an available address. The address
 * turns pending, held by a new pending record; the owner and admin get a rent-request about the
 * record (naming the apartment and its address). Answers 'requested' when the address is not
 * available (of many at once, exactly one succeeds); 409 when the renter already has
 * MAX_PENDING_REQUESTS apartment requests waiting.
 */
export async function requestApartmentRent(
  deps: Deps,
  actor: UserRow,
  input: { apartmentBuildingId: string; apartment_address: string; rentee: string },
): Promise<ApartmentRentRequestAnswer> {
  assertSelf(actor, input.rentee, 'rentee');
  const building = mustExist(await repo.findBuilding(deps.db, input.apartmentBuildingId));
  if (building.ownerId === actor.id) throw badRequest(messages.cannotRentOwn);
  const address = await repo.findAddress(deps.db, building.id, input.apartment_address);
  if (!address) throw missing('There is no such apartment address');
  if (address.status !== 'available') return 'requested';
  const recordId = randomUUID();
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.moveAddress(tx, address.id, ['available'], 'pending'))) return 'requested';
      await assertPendingBelowCap(tx, deps.config, actor.id, 'Apartment', (db) =>
        repo.countPendingOf(db, actor.id),
      );
      const record = await repo.insertRecord(tx, {
        id: recordId,
        buildingId: building.id,
        addressId: address.id,
        renteeId: actor.id,
      });
      for (const key of requestCards(record, building.ownerId)) await sendNotification(tx, key);
      return 'success' as const;
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.ONE_LIVE_RECORD_INDEX)) return 'requested';
    throw err;
  }
}

/** A request as the owner's calls name it: the building, the record and perhaps its address. */
type OwnersRecordInput = {
  apartmentBuildingId: string;
  apartmentRentingRecordId: string;
  apartment_address?: string;
};

/** The owner's building and one of its records: 404 and 403 before anything changes. */
async function ownersRecord(deps: Deps, actor: UserRow, input: OwnersRecordInput) {
  const building = mustExist(await repo.findBuilding(deps.db, input.apartmentBuildingId));
  authorize(actor, 'manage', 'Apartment', building);
  const record = await repo.findRecordWithUser(deps.db, input.apartmentRentingRecordId);
  if (!record || record.buildingId !== building.id) throw noRecord();
  if (input.apartment_address !== undefined && input.apartment_address !== record.address)
    throw badRequest('apartment_address: is not the address of the request');
  return { building, record };
}

/**
 * POST /apartments/rent: the owner books a request. From pending the record and its address
 * become rented; from declined or completed the same, while the address is free ('rented'
 * otherwise); a request its renter cancelled is not theirs to book (409). The renter gets
 * rent-accepted.
 */
export async function rentApartment(
  deps: Deps,
  actor: UserRow,
  input: OwnersRecordInput,
): Promise<ApartmentRentAnswer> {
  const { building, record } = await ownersRecord(deps, actor, input);
  if (record.status === 'rented') throw conflict(messages.alreadyRented);
  if (record.status === 'cancelled') throw conflict('The renter cancelled this request');
  const fromPending = record.status === 'pending';
  try {
    return await deps.db.transaction(async (tx) => {
      if (fromPending) {
        if (!(await repo.setRecordStatus(tx, record.id, ['pending'], 'rented')))
          throw conflict('The request is no longer pending');
        if (!(await repo.moveAddress(tx, record.addressId, ['pending'], 'rented')))
          throw conflict('The address changed meanwhile');
      } else {
        if (!(await repo.moveAddress(tx, record.addressId, ['available'], 'rented')))
          return 'rented' as const;
        if (!(await repo.setRecordStatus(tx, record.id, ['declined', 'completed'], 'rented')))
          throw conflict('The request changed meanwhile');
      }
      await sendNotification(
        tx,
        ownerToRentee(building.ownerId, record, NOTIFICATION_TYPES.rentAccepted),
      );
      await settleRequestCards(tx, building.ownerId, record);
      return 'success' as const;
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.ONE_LIVE_RECORD_INDEX)) return 'rented';
    throw err;
  }
}

/**
 * POST /apartments/decline-apartment-rent: the owner declines a pending request; the address is
 * available again and the renter gets request-declined. 'error' when it is not pending.
 */
export async function declineApartmentRent(
  deps: Deps,
  actor: UserRow,
  input: OwnersRecordInput,
): Promise<ApartmentDeclineAnswer> {
  const { building, record } = await ownersRecord(deps, actor, input);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.setRecordStatus(tx, record.id, ['pending'], 'declined'))) return 'error';
    await repo.moveAddress(tx, record.addressId, ['pending'], 'available');
    await sendNotification(
      tx,
      ownerToRentee(building.ownerId, record, NOTIFICATION_TYPES.requestDeclined),
    );
    await settleRequestCards(tx, building.ownerId, record);
    return 'success' as const;
  });
}

/**
 * POST /apartments/vacate: rented becomes completed, pending becomes declined; the address is
 * available again and the renter gets vacated. 409 for any other status. A termination request
 * of the renter is answered by it (the inbox's Accept of one is this call) and leaves the inbox.
 */
export async function vacateApartment(
  deps: Deps,
  actor: UserRow,
  input: { apartmentRentingRecordId: string; apartmentBuildingId: string },
): Promise<ApartmentVacateAnswer> {
  const { building, record } = await ownersRecord(deps, actor, input);
  const to =
    record.status === 'rented' ? 'completed' : record.status === 'pending' ? 'declined' : null;
  if (!to) throw conflict(`A ${record.status} request can't be vacated`);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.setRecordStatus(tx, record.id, [record.status], to)))
      throw conflict('The request changed meanwhile');
    await repo.moveAddress(tx, record.addressId, [record.status], 'available');
    await sendNotification(tx, ownerToRentee(building.ownerId, record, NOTIFICATION_TYPES.vacated));
    await settleRequestCards(tx, building.ownerId, record);
    return to;
  });
}

/** GET /apartment-renting-record/find: the building's records, newest first (owner only). */
export async function listRecords(
  deps: Deps,
  actor: UserRow,
  buildingId: string,
): Promise<ApartmentRentingRecord[]> {
  const building = mustExist(await repo.findBuilding(deps.db, buildingId));
  authorize(actor, 'manage', 'Apartment', building);
  return (await repo.recordsOfBuilding(deps.db, building.id)).map(presentRecord);
}

/** GET /apartment-renting-record/find/record: one record, for its building's owner or its renter. */
export async function findRecord(
  deps: Deps,
  actor: UserRow,
  recordId: string,
): Promise<ApartmentRentingRecord> {
  const record = await repo.findRecordWithUser(deps.db, recordId);
  if (!record) throw noRecord();
  if (record.renteeId !== actor.id) {
    const building = await repo.findBuilding(deps.db, record.buildingId);
    if (!building || building.ownerId !== actor.id) throw forbidden('This request is not yours');
  }
  return presentRecord(record);
}
