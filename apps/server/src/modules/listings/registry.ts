import {
  ROUTE_TYPES,
  type CategoryCounts,
  type ListingKind,
  type ListingSummary,
  type RouteType,
} from '@rentals/shared';
import type { Executor } from '../../db/client';

/** What other areas need to know about a listing of any kind, without reading its table. */
export type ListingRef = {
  id: string;
  kind: ListingKind;
  ownerId: string;
  name: string;
  type: string;
  pictures: string[];
};

/**
 * One kind of listing. The properties area registers the first; halls, hotels and apartment
 * buildings register theirs when they land, and favourites, ratings, views, notifications and
 * the home grid then cover them without reading their tables.
 */
export type ListingSource = {
  kind: ListingKind;
  find(db: Executor, id: string): Promise<ListingRef | null>;
  /** cards of these ids (any order; missing ids are skipped) */
  summaries(db: Executor, ids: readonly string[]): Promise<ListingSummary[]>;
  /** how many listings each category route of this kind holds */
  countByRoute(db: Executor): Promise<Partial<Record<RouteType, number>>>;
};

export const listingSources: ListingSource[] = [];

export function registerListingSource(source: ListingSource) {
  if (!listingSources.some((s) => s.kind === source.kind)) listingSources.push(source);
}

/** The listing with this id, whatever its kind, or null. */
export async function findListing(db: Executor, id: string): Promise<ListingRef | null> {
  for (const source of listingSources) {
    const found = await source.find(db, id);
    if (found) return found;
  }
  return null;
}

/** Cards of these ids across every kind, in the order of `ids`. */
export async function listingSummaries(
  db: Executor,
  ids: readonly string[],
): Promise<ListingSummary[]> {
  if (ids.length === 0) return [];
  const found = (await Promise.all(listingSources.map((s) => s.summaries(db, ids)))).flat();
  const byId = new Map(found.map((s) => [s._id, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The 'Explore more' counts: every category route, summed over the kinds that fill it. */
export async function countListingsByRoute(db: Executor): Promise<CategoryCounts> {
  const counts = Object.fromEntries(ROUTE_TYPES.map((r) => [r, 0])) as CategoryCounts;
  for (const source of listingSources) {
    for (const [route, n] of Object.entries(await source.countByRoute(db)))
      counts[route as RouteType] += n ?? 0;
  }
  return counts;
}
