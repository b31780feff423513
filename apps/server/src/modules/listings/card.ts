import { sql } from 'drizzle-orm';
import {
  CARD_DESCRIPTION_LENGTH,
  kindOfType,
  truncate,
  type District,
  type ListingKind,
  type ListingStatus,
  type ListingSummary,
  type Region,
} from '@rentals/shared';
import { rentingProperties } from '../../db/schema';

const p = rentingProperties;
type ListingRow = typeof rentingProperties.$inferSelect;

/** The columns of a card of any kind: every listing is a row of renting_properties. */
export const cardColumns = {
  id: p.id,
  type: p.type,
  name: p.name,
  price: p.price,
  rooms: p.rooms,
  area: p.area,
  region: p.region,
  district: p.district,
  description: sql<string>`left(${p.description}, ${CARD_DESCRIPTION_LENGTH})`,
  pictures: sql<string[]>`${p.pictures}[1:1]`,
  status: p.status,
  verified: p.verified,
  createdAt: p.createdAt,
  ratingOverall: p.ratingOverall,
  ratingCount: p.ratingCount,
};
export type CardRow = Pick<ListingRow, keyof typeof cardColumns>;

export const location = (row: Pick<ListingRow, 'region' | 'district'>) => ({
  region: row.region as Region,
  district: row.district as District,
});

function kindOfRow(type: string): ListingKind {
  const kind = kindOfType(type);
  if (!kind) throw new Error(`A listing of type '${type}' belongs to no kind`);
  return kind;
}

/**
 * One card of a grid: the first picture and a short description keep lists light; the score is
 * the one the database keeps beside the listing (migration 0018). The kind is the descriptor's:
 * 'business' is a general property, although the spec's derivation reads it as a Hotel, which
 * would open a business premises on the hotel page.
 */
export function presentSummary(
  row: CardRow,
  kind: ListingKind = kindOfRow(row.type),
): ListingSummary {
  return {
    _id: row.id,
    kind,
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
    rating: { overall: row.ratingOverall, count: row.ratingCount },
    created_date: row.createdAt.toISOString(),
  };
}
