import type { ListingKind } from '@rentals/shared';

/**
 * Query keys of listing lists. Every list lives under ['listings'], so one invalidation refreshes
 * them all (after a rent request, an edit, a delete). Favourite state is not in these lists: a
 * card reads it from the user's `favorites`, so toggling a heart never refetches a grid.
 */
export const listingKeys = {
  all: ['listings'] as const,
  /** GET /users/favoriteProperties/{userId} (My account's Favorites tab) */
  favorites: (userId: string) => ['listings', 'favorites', userId] as const,
  /**
   * A listing's public detail (any viewer's: its query adds the viewer's id). Apart from the
   * listing's other queries (a hotel's rooms), so the verification banner's update of the
   * detail touches nothing else.
   */
  detail: (kind: ListingKind, id: string) => ['listings', 'detail', kind, id] as const,
};
