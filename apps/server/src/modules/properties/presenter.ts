import {
  CARD_DESCRIPTION_LENGTH,
  kindOfType,
  truncate,
  type District,
  type ListingKind,
  type ListingStatus,
  type ListingSummary,
  type PropertyType,
  type Region,
  type RentingProperty,
  type RentingPropertyDetail,
} from '@rentals/shared';
import { NO_RATING, type CardRating } from '../listings/engagement';
import { withOwnerInfo, type DetailOptions } from '../listings/owner-info';
import type { CardRow, OwnerCard, PropertyRow } from './repository';

const location = (row: Pick<PropertyRow, 'region' | 'district'>) => ({
  region: row.region as Region,
  district: row.district as District,
});

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
function kindOfRow(type: string): ListingKind {
  const kind = kindOfType(type);
  if (!kind) throw new Error(`A listing of type '${type}' belongs to no kind`);
  return kind;
}

/**
 * One card of a grid: the first picture and a short description keep lists light. The kind is
 * the descriptor's: 'business' is a general property, although the spec's derivation reads
 * it as a Hotel, which would open a business premises on the hotel page.
 */
export function presentSummary(row: CardRow, rating: CardRating = NO_RATING): ListingSummary {
  return {
    _id: row.id,
    kind: kindOfRow(row.type),
    type: row.type,
    name: row.name,
    price: row.price,
    rooms: row.rooms,
    area: row.area,
    location: location(row),
    description: truncate(row.description, CARD_DESCRIPTION_LENGTH - 3),
    pictures: row.pictures.slice(0, 1),
    status: row.status as ListingStatus,
    verified: row.verified,
    rating,
    created_date: row.createdAt.toISOString(),
  };
}
