import {
  buildingFormProblem,
  KIND_DESCRIPTORS,
  messages,
  TOO_MANY_ADDRESSES_MESSAGE,
  type ApartmentBuildingDetail,
} from '@rentals/shared';
import { badRequest, conflict } from '../../http/errors';
import { sharedChanges } from '../listings/edits';
import { kindModule } from '../listings/kind-module';
import { noRecords } from '../listings/removal';
import { presentBuilding, presentBuildingDetail } from './presenter';
import * as repo from './repository';
import { APARTMENT_PICTURES_FOLDER } from './service';

/**
 * Apartment buildings' four listing calls (find, add, update, delete:
 * listings/kind-module.ts); their apartments and renting are served beside them (routes.ts).
 */
export const apartmentListing = kindModule(KIND_DESCRIPTORS.Apartment, {
  picturesFolder: APARTMENT_PICTURES_FOLDER,
  tooManyPictures: messages.picturesMoreThan10,

  // POST /apartmentBuilding/add: the Apartment choice of the New Property form
  // (buildingFormProblem's messages).
  add: {
    problemOf: buildingFormProblem,
    tooManyPictures: messages.only10Images,
    insert: async (tx, shared, input) =>
      presentBuilding(
        await repo.insertBuilding(tx, {
          ...shared,
          type: 'Apartment',
          rooms: null,
          price: input.price ?? null,
          area: input.area ?? null,
          facilities: input.facilities,
          name: input.name,
          noFloors: input.no_floors,
          units: input.units,
        }),
      ),
  },

  // POST /apartmentBuilding/update: the shared fields, floors and units (not below its
  // addresses).
  edits: {
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
  },
  updateIdOf: (body) => body.apartmentBuildingId,

  // POST /apartmentBuilding/delete: the building with its apartments, addresses and records (by
  // cascade). Refused (409) while an address is pending or rented.
  removal: {
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
  },

  // GET /apartmentBuilding/find: the owner's contact reaches signed-in viewers only.
  detail: {
    idOf: (request) => request.query.propertyId,
    find: repo.findBuildingWithOwner,
    ownerIdOf: (found) => found.row.ownerId,
    present: (found, opts): ApartmentBuildingDetail =>
      presentBuildingDetail(found.row, found.owner, opts),
  },

  rows: repo.buildingRows,
});
