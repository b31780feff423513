import { isVerificationRequested, removeNotificationsAbout } from '../notifications/service';
import {
  addPropertyFields,
  facilitiesSchemaFor,
  GENERAL_PROPERTY_TYPES,
  listingTitle,
  messages,
  propertyFormProblem,
  PICTURE_LIMITS,
  ROUTE_TYPE_TO_PROPERTY_TYPE,
  type FilterBody,
  type ListingSummary,
  type PropertyUpdateValues,
  type RentingProperty,
  type RentingPropertyDetail,
  type RouteType,
} from '@rentals/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rentingProperties } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { saveListingPictures, type UploadedPicture } from '../../media/listing-pictures';
import type { UserRow } from '../users/repository';
import { toPage, type PageRequest } from '../listings/cursor';
import { cardRatings, deleteListingEngagement } from '../listings/engagement';
import type { ListingSource } from '../listings/registry';
import { publicCache } from '../../http/public-cache';
import { PROPERTY_PICTURES_FOLDER } from './pictures';
import { assertDeletable, assertOwner, assertSelf, mustExist } from './policy';
import { presentProperty, presentPropertyDetail, presentSummary } from './presenter';
import * as repo from './repository';
import { assertOwnPictures, samePictures } from '../listings/picture-order';

export type SummaryPage = { items: ListingSummary[]; next: string | null };

/** Cards of these rows, their scores read in one grouped query for the whole page. */
async function summarize(db: Executor, rows: repo.CardRow[]): Promise<ListingSummary[]> {
  const ratings = await cardRatings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentSummary(row, ratings.get(row.id)));
}

async function browse(
  deps: Deps,
  filter: repo.BrowseFilter,
  page: PageRequest,
): Promise<SummaryPage> {
  const load = async () => {
    // The scores come with the rows: one statement a page.
    const { items, next } = toPage(await repo.browsePage(deps.db, filter, page), page.limit);
    return { items: items.map((row) => presentSummary(row, row.rating)), next };
  };
  // First pages are the same for every visitor: served from the short-lived public cache.
  if (page.cursor) return load();
  return publicCache(deps).get(`browse:${page.limit}:${JSON.stringify(filter)}`, load);
}

/** The home grid: every browsable general property, newest first. */
export const listNewest = (deps: Deps, page: PageRequest) => browse(deps, {}, page);

/** A category route's list: halls and hotels share the listings table, so every route has one. */
export function listByRoute(deps: Deps, route: RouteType, page: PageRequest): Promise<SummaryPage> {
  return browse(deps, { type: ROUTE_TYPE_TO_PROPERTY_TYPE[route] }, page);
}

/** The filter bar: '' type or district means any; range ends are inclusive, null is open. */
export function filterListings(
  deps: Deps,
  filter: FilterBody,
  page: PageRequest,
): Promise<SummaryPage> {
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
  // The stored part is the same for everyone: briefly cached (cleared by any write through the
  // API); what the viewer may see is decided per request.
  const { found, verificationRequested } = await publicCache(deps).get(
    `property:${id}`,
    async () => {
      const found = mustExist(await repo.findPropertyWithOwner(deps.db, id));
      const requested = await isVerificationRequested(deps.db, { id, ownerId: found.row.ownerId });
      return { found, verificationRequested: requested };
    },
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
  assertSelf(actor, userId);
  return summarize(deps.db, await repo.propertiesOfOwner(deps.db, actor.id));
}

/**
 * Adds a general property for the signed-in owner. Rules run in the spec's order with the
 * spec's messages, then field detail; pictures are checked and stored before the row is
 * written, so a bad file leaves nothing behind in the database.
 */
export async function addProperty(
  deps: Deps,
  actor: UserRow,
  form: { fields: Record<string, unknown>; pictures: UploadedPicture[] },
): Promise<RentingProperty> {
  if (typeof form.fields.owner === 'string') assertSelf(actor, form.fields.owner, 'owner');
  const problem = propertyFormProblem(form.fields, form.pictures.length);
  if (problem) throw badRequest(problem);
  const input = parseOrThrow(addPropertyFields, form.fields);
  assertSelf(actor, input.owner, 'owner');
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
    ownerId: actor.id,
    type: input.type,
    rooms: isLand ? null : (input.rooms ?? null),
    price: input.price ?? null,
    area: input.area,
    region: input.location.region,
    district: input.location.district,
    facilities,
    description: input.description,
    pictures,
    name: input.name ?? '',
  });
  return presentProperty(row);
}

/** What an edit changes on this row; a value equal to the stored one is no change. */
function changesOf(row: repo.PropertyRow, values: PropertyUpdateValues): repo.PropertyChanges {
  const changes: repo.PropertyChanges = {};
  if (values.rooms !== undefined && values.rooms !== row.rooms) {
    if (row.type === 'Land') throw badRequest('body.updatedValues.rooms: Land has no rooms');
    changes.rooms = values.rooms;
  }
  if (values.price !== undefined && values.price !== row.price) changes.price = values.price;
  if (values.area !== undefined && values.area !== row.area) changes.area = values.area;
  if (values.location && values.location.region !== row.region)
    changes.region = values.location.region;
  if (values.location && values.location.district !== row.district)
    changes.district = values.location.district;
  if (values.description !== undefined && values.description !== row.description)
    changes.description = values.description;
  if (values.name !== undefined && values.name !== row.name) changes.name = values.name;
  if (values.pictures && !samePictures(values.pictures, row.pictures)) {
    assertOwnPictures(values.pictures, row.pictures, 'property');
    changes.pictures = values.pictures;
  }
  return changes;
}

/**
 * The owner's edit. Uploaded files replace every picture; otherwise updatedValues.pictures
 * may reorder or drop existing ones. An edit that changes nothing answers the property as it
 * is. Files are processed before the transaction; the row is locked while it is compared.
 */
export async function updateProperty(
  deps: Deps,
  actor: UserRow,
  input: { propertyId: string; values: PropertyUpdateValues; pictures: UploadedPicture[] },
): Promise<RentingProperty> {
  const before = mustExist(await repo.findProperty(deps.db, input.propertyId));
  assertOwner(actor, before);
  if (input.pictures.length > PICTURE_LIMITS.property.max)
    throw badRequest(messages.picturesMoreThan10);
  const values = { ...input.values };
  if (input.pictures.length > 0) delete values.pictures;
  changesOf(before, values); // refuses a bad edit before any file is processed
  const uploaded =
    input.pictures.length > 0
      ? await saveListingPictures(deps.storage, PROPERTY_PICTURES_FOLDER, input.pictures)
      : undefined;

  return deps.db.transaction(async (tx) => {
    const row = mustExist(await repo.lockProperty(tx, input.propertyId));
    assertOwner(actor, row);
    const changes = changesOf(row, values);
    if (uploaded && !samePictures(uploaded, row.pictures)) changes.pictures = uploaded;
    if (Object.keys(changes).length === 0) return presentProperty(row);
    return presentProperty((await repo.updateProperty(tx, row.id, changes))!);
  });
}

/**
 * Deletes the owner's property with its favourites and ratings (they carry no foreign key);
 * renting and rented records go with it by cascade. Refused with 409 while pending or rented.
 */
export async function deleteProperty(
  deps: Deps,
  actor: UserRow,
  propertyId: string,
): Promise<'success'> {
  return deps.db.transaction(async (tx) => {
    const row = mustExist(await repo.lockProperty(tx, propertyId));
    assertOwner(actor, row);
    assertDeletable(row);
    await deleteListingEngagement(tx, row.id);
    await removeNotificationsAbout(tx, row.id);
    if (!(await repo.deleteFreeProperty(tx, row.id)))
      throw conflict('The property changed while deleting; try again');
    return 'success' as const;
  });
}

/**
 * Admin's approval of a verification request: the general property becomes verified and its
 * banner goes. False when no general property has this id. (The update is written here rather
 * than in repository.ts, whose PropertyChanges are the owner's editable fields only.)
 */
export async function setVerified(tx: Executor, id: string): Promise<boolean> {
  if (!repo.isUuid(id)) return false;
  const rows = await tx
    .update(rentingProperties)
    .set({ verified: true, updatedAt: new Date() })
    .where(
      and(
        eq(rentingProperties.id, id),
        inArray(rentingProperties.type, [...GENERAL_PROPERTY_TYPES]),
      ),
    )
    .returning({ id: rentingProperties.id });
  return rows.length === 1;
}

/** General properties as the listings registry sees them (favourites, views, ratings...). */
export const propertySource: ListingSource = {
  kind: 'Property',
  async find(db, id) {
    const row = await repo.findProperty(db, id);
    if (!row) return null;
    return {
      id: row.id,
      kind: 'Property',
      ownerId: row.ownerId,
      name: listingTitle({ name: row.name, type: row.type, location: { district: row.district } }),
      type: row.type,
      pictures: row.pictures,
    };
  },
  async summaries(db, ids) {
    return summarize(db, await repo.propertiesByIds(db, ids));
  },
  async countByRoute(db) {
    const byType = await repo.countByType(db);
    const counts: Partial<Record<RouteType, number>> = {};
    for (const [route, type] of Object.entries(ROUTE_TYPE_TO_PROPERTY_TYPE) as [
      RouteType,
      string,
    ][]) {
      counts[route] = byType.get(type) ?? 0;
    }
    return counts;
  },
};
