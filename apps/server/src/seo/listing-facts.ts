import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  isUuid,
  KIND_FACTS,
  LISTING_KINDS,
  type KindFacts,
  type ListingKind,
} from '@rentals/shared';
import type { Executor } from '../db/client';
import { rentingProperties } from '../db/schema';

/** The listing kinds with a public page, by its name ('building' for Apartment): facts' page. */
export type PageKind = Extract<(typeof KIND_FACTS)[ListingKind], { page: string }>['page'];

/**
 * Each such kind's facts by its page: the stored types the page shows (a hall's id on a hotel's
 * path names nothing there), its price unit, whether its price is a lowest.
 */
export const pageFactsOf = (kinds: readonly KindFacts[]) =>
  Object.fromEntries(
    kinds.flatMap((facts): [PageKind, KindFacts][] =>
      // a kind without a page (an optional part) has none here, nor in the sitemap
      facts.page ? [[facts.page as PageKind, facts]] : [],
    ),
  ) as Record<PageKind, KindFacts>;
export const PAGE_FACTS = pageFactsOf(LISTING_KINDS.map((kind): KindFacts => KIND_FACTS[kind]));

/** What a shared link's preview, a page's head and its structured data say of a listing. */
export type ListingFacts = {
  id: string;
  kind: PageKind;
  type: string;
  name: string;
  region: string;
  district: string;
  description: string;
  /**
   * Whole dollars in the kind's unit (a month for properties and apartments, an hour for a
   * hall, a night for a hotel); a hotel's and a building's is their lowest. Null when unknown.
   */
  price: number | null;
  /** the first picture's display URL */
  picture: string | null;
  rooms: number | null;
  area: number | null;
  rating: { value: number; count: number } | null;
  updatedAt: Date;
};

const p = rentingProperties;

/**
 * The listing a public page names, or null when there is none of that kind (a malformed id
 * included: it must never reach a uuid cast). One indexed read by primary key.
 */
export async function findListingFacts(
  db: Executor,
  kind: PageKind,
  id: string,
): Promise<ListingFacts | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: p.id,
      type: p.type,
      name: p.name,
      region: p.region,
      district: p.district,
      description: p.description,
      price: p.price,
      picture: sql<string | null>`${p.pictures}[1]`,
      rooms: p.rooms,
      area: p.area,
      updatedAt: p.updatedAt,
      // A building's card price may be unset: its cheapest apartment says what it costs. (Written
      // out: in a one-table select Drizzle leaves columns unqualified, and `id` would be the
      // subquery's own.)
      lowestRent: sql<number | null>`(select min(a.rent) from apartments a
        where a.building_id = renting_properties.id)`,
      ratingCount: sql<number>`(select count(*) from ratings r
        where r.listing_id = renting_properties.id)::int`,
      ratingValue: sql<number | null>`(select avg(r.overall) from ratings r
        where r.listing_id = renting_properties.id)::float8`,
    })
    .from(p)
    .where(and(eq(p.id, id), inArray(p.type, [...PAGE_FACTS[kind].types])));
  if (!row) return null;
  const { lowestRent, ratingCount, ratingValue, ...facts } = row;
  return {
    ...facts,
    kind,
    price: facts.price ?? (lowestRent === null ? null : Number(lowestRent)),
    rating:
      ratingCount > 0 && ratingValue !== null
        ? { value: Math.round(Number(ratingValue) * 10) / 10, count: Number(ratingCount) }
        : null,
    updatedAt: new Date(facts.updatedAt),
  };
}
