import {
  type ListingStatus,
  type PropertyType,
  type RentingProperty,
  type RentingPropertyDetail,
} from '@rentals/shared';
import { location } from '../listings/card';
import { withOwnerInfo, type DetailOptions } from '../listings/owner-info';
import type { OwnerCard, PropertyRow } from './repository';

/** A card is every kind's alike (listings/card.ts). */
export { presentSummary } from '../listings/card';

/** A renting property as its detail page and its owner see it (spec 1 section 3). */
export function presentProperty(row: PropertyRow): RentingProperty {
  return {
    _id: row.id,
    owner: row.ownerId,
    type: row.type as PropertyType,
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
  };
}

/** The detail call: the owner's card, with the contact only for signed-in viewers. */
export const presentPropertyDetail = (
  row: PropertyRow,
  owner: OwnerCard,
  opts: DetailOptions,
): RentingPropertyDetail => withOwnerInfo(presentProperty(row), owner, opts);

/** A row's kind, from its kind descriptor; a type no kind holds is a bug, not a guess. */
