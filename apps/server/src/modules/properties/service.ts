import { isVerificationRequested } from '../notifications/service';
import {
  addPropertyFields,
  facilitiesSchemaFor,
  messages,
  propertyFormProblem,
  ROUTE_TYPE_TO_PROPERTY_TYPE,
  type FilterBody,
  type ListingSummary,
  type PropertyUpdateValues,
  type RentingProperty,
  type RentingPropertyDetail,
  type RouteType,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { saveListingPictures } from '../../media/listing-pictures';
import type { UserRow } from '../users/repository';
import { toPage, type PageRequest } from '../../http/cursor';
import { readAddForm, sharedColumns, type ListingForm } from '../listings/add-form';
import { deleteListing, noRecords, type RemovalAdapter } from '../listings/removal';
import { listingRowsOf } from '../listings/rows';
import { cardsOf, listingSource } from '../listings/source';
import { publicCache, type CardPage } from '../../http/public-cache';
import { PROPERTY_PICTURES_FOLDER } from './pictures';
import { assertSelf, mustExist } from '../listings/policy';
import { assertDeletable } from './policy';
import { presentProperty, presentPropertyDetail } from './presenter';
import * as repo from './repository';
import { sharedChanges, updateListing, type EditAdapter } from '../listings/edits';

/** The general properties' rows of renting_properties. */
const propertyRows = listingRowsOf('Property');

async function browse(deps: Deps, filter: repo.BrowseFilter, page: PageRequest): Promise<CardPage> {
  const load = async () => {
    // The scores come with the rows (kept beside each listing), each card as its JSON: one
    // statement a page, and nothing to map or serialise (issue 38).
    const { items, next } = toPage(await repo.browsePage(deps.db, filter, page), page.limit);
    return { cards: items.map((row) => row.card), next };
  };
  // First pages are the same for every visitor: served from the short-lived public cache.
  if (page.cursor) return load();
  return publicCache(deps).get(`browse:${page.limit}:${JSON.stringify(filter)}`, load, [
    'listings',
  ]);
}

/** The home grid: every browsable general property, newest first. */
export const listNewest = (deps: Deps, page: PageRequest) => browse(deps, {}, page);

/** A category route's list: halls and hotels share the listings table, so every route has one. */
export function listByRoute(deps: Deps, route: RouteType, page: PageRequest): Promise<CardPage> {
  return browse(deps, { type: ROUTE_TYPE_TO_PROPERTY_TYPE[route] }, page);
}

/** The filter bar: '' type or district means any; range ends are inclusive, null is open. */
export function filterListings(
  deps: Deps,
  filter: FilterBody,
  page: PageRequest,
): Promise<CardPage> {
  return browse(
    deps,
    {
      type: filter.type || undefined,
      district: filter.district || undefined,
      price: filter.price,
      rooms: filter.rooms,
    },
    page,
  );
}

/** The detail page; the owner's contact reaches signed-in viewers only. */
export async function findPropertyDetail(
  deps: Deps,
  id: string,
  viewer: UserRow | null,
): Promise<RentingPropertyDetail> {
  // The stored part is the same for everyone: briefly cached (cleared by a write to a listing,
  // not by a booking); what the viewer may see is decided per request.
  const { found, verificationRequested } = await publicCache(deps).get(
    `property:${id}`,
    async () => {
      const found = mustExist(await repo.findPropertyWithOwner(deps.db, id));
      const requested = await isVerificationRequested(deps.db, { id, ownerId: found.row.ownerId });
      return { found, verificationRequested: requested };
    },
    ['listings'],
  );
  return presentPropertyDetail(found.row, found.owner, {
    signedIn: viewer !== null,
    verificationRequested,
  });
}

/** The owner's own listings, every status, newest first (the dashboard). */
export async function listOwnerProperties(
  deps: Deps,
  actor: UserRow,
  userId: string,
): Promise<ListingSummary[]> {
  assertSelf(actor, userId, 'userId');
  return cardsOf(await repo.propertiesOfOwner(deps.db, actor.id));
}

/**
 * Adds a general property for the signed-in owner. Rules run in the spec's order with the
 * spec's messages, then field detail; pictures are checked and stored before the row is
 * written, so a bad file leaves nothing behind in the database.
 */
export async function addProperty(
  deps: Deps,
  actor: UserRow,
  form: ListingForm,
): Promise<RentingProperty> {
  const input = readAddForm(actor, form, propertyFormProblem, addPropertyFields);
  if (input.type === 'Apartment')
    throw badRequest('body.type: apartment buildings are added with /apartmentBuilding/add');
  const isLand = input.type === 'Land';
  const facilities = parseOrThrow(
    facilitiesSchemaFor(input.type),
    input.facilities,
    'body.facilities',
  );
  const pictures = await saveListingPictures(deps.storage, PROPERTY_PICTURES_FOLDER, form.pictures);
  const row = await repo.insertProperty(deps.db, {
    ...sharedColumns(actor, input, pictures),
    type: input.type,
    rooms: isLand ? null : (input.rooms ?? null),
    price: input.price ?? null,
    area: input.area,
    facilities,
    name: input.name ?? '',
  });
  return presentProperty(row);
}

/** General properties in the owner's edit: the shared fields, rooms (none on Land), price, area. */
const propertyEdits: EditAdapter<
  repo.PropertyRow,
  PropertyUpdateValues,
  repo.PropertyChanges,
  RentingProperty
> = {
  kind: 'Property',
  picturesFolder: PROPERTY_PICTURES_FOLDER,
  tooManyPictures: messages.picturesMoreThan10,
  find: propertyRows.find,
  lock: propertyRows.lock,
  async changesOf(_db, row, values) {
    const changes: repo.PropertyChanges = {};
    if (values.rooms !== undefined && values.rooms !== row.rooms) {
      if (row.type === 'Land') throw badRequest('body.updatedValues.rooms: Land has no rooms');
      changes.rooms = values.rooms;
    }
    if (values.price !== undefined && values.price !== row.price) changes.price = values.price;
    if (values.area !== undefined && values.area !== row.area) changes.area = values.area;
    return { ...changes, ...sharedChanges(row, values, 'property') };
  },
  write: async (tx, row, changes) => (await repo.updateProperty(tx, row.id, changes))!,
  present: presentProperty,
};

/** POST /rentingProperty/update: the owner's edit (listings/edits.ts). */
export const updateProperty = updateListing(propertyEdits);

/**
 * Deletes the owner's property with its favourites and ratings (they carry no foreign key);
 * renting and rented records go with it by cascade. Refused with 409 while pending or rented.
 */
const propertyRemoval: RemovalAdapter<repo.PropertyRow> = {
  kind: 'Property',
  lock: propertyRows.lock,
  listingOf: (row) => row,
  assertDeletable: async (_tx, row) => assertDeletable(row),
  recordIds: noRecords,
  async remove(tx, row) {
    if (!(await repo.deleteFreeProperty(tx, row.id)))
      throw conflict('The property changed while deleting; try again');
  },
};

export const deleteProperty = deleteListing(propertyRemoval);

/** General properties as the listings registry sees them (favourites, views, ratings...). */
export const propertySource = listingSource('Property', propertyRows, async (db) => {
  const byType = await repo.countByType(db);
  const counts: Partial<Record<RouteType, number>> = {};
  for (const [route, type] of Object.entries(ROUTE_TYPE_TO_PROPERTY_TYPE) as [RouteType, string][])
    counts[route] = byType.get(type) ?? 0;
  return counts;
});
