import {
  addApartmentFields,
  apartmentFormProblem,
  TOO_MANY_ADDRESSES_MESSAGE,
  type Apartment,
} from '@rentals/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { idField, parseOrThrow } from '../../http/validate';
import { saveListingPictures } from '../../media/listing-pictures';
import type { ListingForm } from '../listings/add-form';
import type { UserRow } from '../users/repository';
import { authorize, mustExist } from '../listings/policy';
import { presentApartment } from './presenter';
import * as repo from './repository';

/** Where building and apartment pictures live in storage: `apartments/<sha256>.webp` and `-card`. */
export const APARTMENT_PICTURES_FOLDER = 'apartments';

export type Form = ListingForm;

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
  const buildingId = idField(form.fields, 'apartmentBuildingId');
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
