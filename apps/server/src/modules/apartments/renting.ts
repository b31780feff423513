import {
  messages,
  type ApartmentDeclineAnswer,
  type ApartmentRentAnswer,
  type ApartmentRentingRecord,
  type ApartmentRentRequestAnswer,
  type ApartmentVacateAnswer,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden, missing } from '../../http/errors';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { assertSelf, authorize, mustExist } from '../listings/policy';
import { presentRecord } from './presenter';
import * as repo from './repository';
import { apartmentRequestFlow as flow, freeAddress, RENTER_REQUESTS } from './request-flow';
import { accepted, declined } from '../requests/steps';

/*
 * Renting an apartment (spec 2 sections 4 and 7), as steps of the request-flow engine
 * (request-flow.ts): here the apartment's own rules, the address a request holds.
 */

const T = NOTIFICATION_TYPES;
const noRecord = () => missing('There is no such request');
const changedMeanwhile = () => conflict('The request changed meanwhile');

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
  return flow.open(deps, building, {
    claim: (tx) => repo.moveAddress(tx, address.id, ['available'], 'pending'),
    taken: 'requested' as const,
    cap: actor.id,
    insert: (tx) =>
      repo.recordRows.insert(tx, {
        buildingId: building.id,
        addressId: address.id,
        renteeId: actor.id,
      }),
    card: 'asks',
    type: T.rentRequest,
  });
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
  return flow.heldOf(record, building);
}

/** What every answer of the owner to a request does: the renter's cards go. */
const answered = { settles: RENTER_REQUESTS };

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
  const request = await ownersRecord(deps, actor, input);
  const { status, addressId } = request.row;
  if (status === 'rented') throw conflict(messages.alreadyRented);
  if (status === 'cancelled') throw conflict('The renter cancelled this request');
  const rented = { ...accepted, ...answered, to: { status: 'rented' } as const };
  if (status !== 'pending')
    return flow.move(deps, request, {
      ...rented,
      from: ['declined', 'completed'],
      refused: changedMeanwhile,
      before: (tx) => repo.moveAddress(tx, addressId, ['available'], 'rented'),
      taken: () => 'rented' as const,
    });
  return flow.move(deps, request, {
    ...rented,
    from: ['pending'],
    refused: () => conflict('The request is no longer pending'),
    after: (tx) => repo.moveAddress(tx, addressId, ['pending'], 'rented'),
    taken: () => conflict('The address changed meanwhile'),
  });
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
  return flow.move(deps, await ownersRecord(deps, actor, input), {
    ...declined(),
    ...answered,
    from: ['pending'],
    refused: () => 'error' as const,
    to: { status: 'declined' },
    after: freeAddress(),
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
  const request = await ownersRecord(deps, actor, input);
  const { status } = request.row;
  if (status !== 'rented' && status !== 'pending')
    throw conflict(`A ${status} request can't be vacated`);
  const to = status === 'rented' ? 'completed' : 'declined';
  return flow.move(deps, request, {
    ...answered,
    from: [status],
    refused: changedMeanwhile,
    to: { status: to },
    after: freeAddress([status]),
    tells: T.vacated,
    answer: to,
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
