import {
  addApartmentBuildingFields,
  addApartmentFields,
  apartmentFormProblem,
  buildingFormProblem,
  messages,
  TOO_MANY_ADDRESSES_MESSAGE,
  type Apartment,
  type ApartmentBuilding,
  type ApartmentBuildingDetail,
  type ApartmentBuildingUpdateValues,
} from '@rentals/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { saveListingPictures } from '../../media/listing-pictures';
import { findListingDetail } from '../listings/detail';
import { readAddForm, sharedColumns, type ListingForm } from '../listings/add-form';
import { deleteListing, noRecords, type RemovalAdapter } from '../listings/removal';
import { listingSource } from '../listings/source';
import type { UserRow } from '../users/repository';
import { authorize, mustExist } from '../listings/policy';
import { presentApartment, presentBuilding, presentBuildingDetail } from './presenter';
import * as repo from './repository';
import { sharedChanges, updateListing, type EditAdapter } from '../listings/edits';

/** Where building and apartment pictures live in storage: `apartments/<sha256>.webp` and `-card`. */
export const APARTMENT_PICTURES_FOLDER = 'apartments';

export type Form = ListingForm;

/**
 * POST /apartmentBuilding/add: the Apartment choice of the New Property form. Rules in the
 * spec's order with its messages (buildingFormProblem), then field detail; pictures are stored
 * before the row is written.
 */
export async function addBuilding(
  deps: Deps,
  actor: UserRow,
  form: Form,
): Promise<ApartmentBuilding> {
  const input = readAddForm(actor, form, buildingFormProblem, addApartmentBuildingFields);
  const pictures = await saveListingPictures(
    deps.storage,
    APARTMENT_PICTURES_FOLDER,
    form.pictures,
  );
  const row = await repo.insertBuilding(deps.db, {
    ...sharedColumns(actor, input, pictures),
    type: 'Apartment',
    rooms: null,
    price: input.price ?? null,
    area: input.area ?? null,
    facilities: input.facilities,
    name: input.name,
    noFloors: input.no_floors,
    units: input.units,
  });
  return presentBuilding(row);
}

/** Buildings in the owner's edit: the shared fields, floors and units (not below its addresses). */
const buildingEdits: EditAdapter<
  repo.BuildingRow,
  ApartmentBuildingUpdateValues,
  repo.BuildingChanges,
  ApartmentBuilding
> = {
  kind: 'Apartment',
  picturesFolder: APARTMENT_PICTURES_FOLDER,
  tooManyPictures: messages.picturesMoreThan10,
  find: repo.findBuilding,
  lock: repo.lockBuilding,
  async changesOf(db, row, values) {
    const addressCount = await repo.countAddresses(db, row.id);
    const changes: repo.BuildingChanges = {};
    if (values.no_floors !== undefined && values.no_floors !== row.noFloors)
      changes.noFloors = values.no_floors;
    if (values.units !== undefined && values.units !== row.units) {
      if (values.units < addressCount) throw badRequest(TOO_MANY_ADDRESSES_MESSAGE);
      changes.units = values.units;
    }
    return { ...changes, ...sharedChanges(row, values, 'building') };
  },
  write: async (tx, row, changes) => (await repo.updateBuilding(tx, row.id, changes))!,
  present: presentBuilding,
};

/**
 * POST /apartmentBuilding/update: the owner's edit. Uploaded files (at most 10: 'Pictures are
 * more than 10') replace every picture; otherwise updatedValues.pictures may reorder or drop.
 */
export const updateBuilding = updateListing(buildingEdits);

/** GET /apartmentBuilding/find: the owner's contact reaches signed-in viewers only. */
export const findBuildingDetail = (deps: Deps, id: string, viewer: UserRow | null) =>
  findListingDetail(deps.db, id, viewer, {
    find: repo.findBuildingWithOwner,
    ownerIdOf: (found) => found.row.ownerId,
    present: (found, opts): ApartmentBuildingDetail =>
      presentBuildingDetail(found.row, found.owner, opts),
  });

/**
 * POST /apartmentBuilding/delete: the building with its apartments, addresses and records (by
 * cascade), favourites, ratings and notifications. Refused (409) while an address is pending
 * or rented.
 */
const buildingRemoval: RemovalAdapter<repo.BuildingRow> = {
  kind: 'Apartment',
  lock: repo.lockBuilding,
  listingOf: (row) => row,
  async assertDeletable(tx, row) {
    if ((await repo.countLiveRecords(tx, row.id)) > 0)
      throw conflict(
        'An apartment is pending or rented; the building can be deleted once all are free',
      );
  },
  recordIds: noRecords,
  async remove(tx, row) {
    await repo.deleteBuilding(tx, row.id);
  },
};

export const deleteBuilding = deleteListing(buildingRemoval);

/** GET /apartments/find-apartments/{id}: the apartments of a building with their addresses. */
export async function listApartments(deps: Deps, buildingId: string): Promise<Apartment[]> {
  const building = mustExist(await repo.findBuilding(deps.db, buildingId));
  const { apartments, addresses } = await repo.apartmentsOfBuilding(deps.db, building.id);
  return apartments.map((a) => presentApartment(a, addresses));
}

/**
 * POST /apartments/add: the owner adds a kind of apartment with its addresses. Rules in the
 * spec's order (apartmentFormProblem), the addresses of the building may not exceed its units,
 * and an address already in the building is refused by name.
 */
export async function addApartment(deps: Deps, actor: UserRow, form: Form): Promise<Apartment> {
  const buildingId = form.fields.apartmentBuildingId;
  if (typeof buildingId !== 'string' || !repo.isUuid(buildingId))
    throw badRequest('body.apartmentBuildingId: must be an id');
  const building = mustExist(await repo.findBuilding(deps.db, buildingId));
  authorize(actor, 'manage', 'Apartment', building);
  const existing = await repo.countAddresses(deps.db, building.id);
  const room = Math.max(0, (building.units ?? 0) - existing);
  const problem = apartmentFormProblem(form.fields, form.pictures.length, room);
  if (problem) throw badRequest(problem);
  const input = parseOrThrow(addApartmentFields, form.fields);
  const pictures = await saveListingPictures(
    deps.storage,
    APARTMENT_PICTURES_FOLDER,
    form.pictures,
  );
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = mustExist(await repo.lockBuilding(tx, building.id));
      authorize(actor, 'manage', 'Apartment', locked);
      const count = await repo.countAddresses(tx, locked.id);
      if (count + input.addresses.length > (locked.units ?? 0))
        throw badRequest(TOO_MANY_ADDRESSES_MESSAGE);
      const { apartment, addresses } = await repo.insertApartment(
        tx,
        {
          buildingId: locked.id,
          pictures,
          area: input.area,
          rent: input.rent,
          noBedrooms: input.no_bedrooms,
          noBathrooms: input.no_bathrooms,
          floorLevel: input.floor_level,
          apartmentType: input.apartment_type,
          kitchen: input.kitchen,
          furnishing: input.furnishing,
          facilities: input.facilities,
        },
        input.addresses,
      );
      return presentApartment(apartment, addresses);
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.ADDRESS_INDEX))
      throw conflict('body.addresses: an address is already in this building');
    throw err;
  }
}

/** Apartment buildings as the listings registry sees them (favourites, views, ratings, inbox). */
export const apartmentBuildingSource = listingSource('Apartment', repo.buildingRows);
