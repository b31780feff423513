import {
  ROUTE_TYPES,
  type CategoryCounts,
  type ListingKind,
  type ListingSummary,
  type RouteType,
} from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { ListingRef, Listings } from '../../deps';

/**
 * One kind of listing as the other areas see it: favourites, ratings, views, notifications, the
 * admin's verification and the home grid cover every kind through it without reading its table.
 */
export type ListingSource = {
  kind: ListingKind;
  find(db: Executor, id: string): Promise<ListingRef | null>;
  /** cards of these ids (any order; missing ids are skipped) */
  summaries(db: Executor, ids: readonly string[]): Promise<ListingSummary[]>;
  /** how many listings each category route of this kind holds */
  countByRoute(db: Executor): Promise<Partial<Record<RouteType, number>>>;
  /** the admin's approval of a verification request: false when no such listing of this kind */
  setVerified(tx: Executor, id: string): Promise<boolean>;
};

/**
 * Every kind's source, one each: a kind without one does not compile. Built in the composition
 * root (app.ts) and passed to buildApp, rather than filled as routes register.
 */
export type ListingSources = Readonly<Record<ListingKind, ListingSource>>;

export function listingsOf(kinds: ListingSources): Listings {
  const sources: ListingSource[] = Object.values(kinds);
  return {
    async find(db, id) {
      for (const source of sources) {
        const found = await source.find(db, id);
        if (found) return found;
      }
      return null;
    },
    async summaries(db, ids) {
      if (ids.length === 0) return [];
      const found = (await Promise.all(sources.map((s) => s.summaries(db, ids)))).flat();
      const byId = new Map(found.map((s) => [s._id, s]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async countByRoute(db) {
      const counts = Object.fromEntries(ROUTE_TYPES.map((r) => [r, 0])) as CategoryCounts;
      for (const source of sources) {
        for (const [route, n] of Object.entries(await source.countByRoute(db)))
          counts[route as RouteType] += n ?? 0;
      }
      return counts;
    },
    setVerified: (tx, listing) => kinds[listing.kind].setVerified(tx, listing.id),
  };
}
