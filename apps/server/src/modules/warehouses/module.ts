import {
  KIND_DESCRIPTORS,
  messages,
  warehouseFormProblem,
  type Warehouse,
  type WarehouseDetail,
} from '@rentals/shared';
import { location } from '../listings/card';
import { sharedChanges } from '../listings/edits';
import { kindModule } from '../listings/kind-module';
import { withOwnerInfo } from '../listings/owner-info';
import { noRecords } from '../listings/removal';
import type { ListingStatus } from '@rentals/shared';
import * as repo from './repository';

/** A warehouse on the wire: the renting property shape with type 'Warehouse' and its details. */
export const presentWarehouse = (row: repo.WarehouseRow): Warehouse => ({
  _id: row.id,
  owner: row.ownerId,
  type: 'Warehouse',
  rooms: row.rooms,
  price: row.price,
  location: location(row),
  facilities: row.facilities,
  description: row.description,
  pictures: row.pictures,
  verified: row.verified,
  status: row.status as ListingStatus,
  rentingRecord_id: row.rentingRecordId,
  area: row.area,
  name: row.name,
  no_floors: row.noFloors,
  units: row.units,
  created_date: row.createdAt.toISOString(),
  floor_area: row.floorArea,
  loading_docks: row.loadingDocks,
  ceiling_height: row.ceilingHeight,
});

/** Warehouses' four listing calls (find, add, update, delete: listings/kind-module.ts). */
export const warehouseModule = kindModule(KIND_DESCRIPTORS.Warehouse, {
  picturesFolder: 'warehouses',
  tooManyPictures: messages.only10Images,

  add: {
    problemOf: warehouseFormProblem,
    insert: async (tx, shared, input) =>
      presentWarehouse(
        await repo.insertWarehouse(
          tx,
          {
            ...shared,
            type: 'Warehouse',
            rooms: null,
            price: input.price,
            area: input.floor_area,
            facilities: input.facilities,
            name: input.name,
          },
          {
            floorArea: input.floor_area,
            loadingDocks: input.loading_docks,
            ceilingHeight: input.ceiling_height,
          },
        ),
      ),
  },

  edits: {
    find: repo.findWarehouse,
    lock: repo.lockWarehouse,
    async changesOf(_db, row, values) {
      const changes: repo.WarehouseChanges = {};
      if (values.price !== undefined && values.price !== row.price) changes.price = values.price;
      if (values.floor_area !== undefined && values.floor_area !== row.floorArea)
        changes.floorArea = values.floor_area;
      if (values.loading_docks !== undefined && values.loading_docks !== row.loadingDocks)
        changes.loadingDocks = values.loading_docks;
      if (values.ceiling_height !== undefined && values.ceiling_height !== row.ceilingHeight)
        changes.ceilingHeight = values.ceiling_height;
      return { ...changes, ...sharedChanges(row, values, 'warehouse') };
    },
    write: async (tx, row, changes) => (await repo.updateWarehouse(tx, row.id, changes))!,
    present: presentWarehouse,
  },
  updateIdOf: (body) => body.warehouse_id,

  removal: {
    lock: repo.lockWarehouse,
    listingOf: (row) => row,
    assertDeletable: async () => {},
    recordIds: noRecords,
    async remove(tx, row) {
      await repo.warehouseRows.remove(tx, row.id);
    },
  },

  detail: {
    idOf: (request) => request.params.id,
    find: repo.findWarehouseWithOwner,
    ownerIdOf: (found) => found.row.ownerId,
    present: (found, opts): WarehouseDetail =>
      withOwnerInfo(presentWarehouse(found.row), found.owner, opts),
  },

  rows: repo.warehouseRows,
});
