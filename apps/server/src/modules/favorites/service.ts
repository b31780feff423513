import {
  messages,
  type FavoriteCount,
  type FavoriteResult,
  type ListingSummary,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { missing } from '../../http/errors';
import { assertSelf } from '../listings/policy';
import type { UserRow } from '../users/repository';
import type { UserLists } from '../users/presenter';
import { countFavoritesOf, deleteFavorite, favoriteIdsOf, insertFavorite } from './repository';

async function mustFindListing(deps: Deps, listingId: string) {
  const listing = await deps.listings.find(deps.db, listingId);
  if (!listing) throw missing(messages.cantFindProperty);
  return listing;
}

/**
 * Toggles one favourite of the signed-in user, for a listing of any kind. `updated` is false
 * when the call changed nothing (already a favourite, or not one), which the client shows as
 * 'not updated'.
 */
export async function setFavorite(
  deps: Deps,
  actor: UserRow,
  input: { userId: string; propertyId: string },
  favorite: boolean,
): Promise<FavoriteResult> {
  assertSelf(actor, input.userId, 'userId');
  await mustFindListing(deps, input.propertyId);
  const updated = favorite
    ? await insertFavorite(deps.db, actor.id, input.propertyId)
    : await deleteFavorite(deps.db, actor.id, input.propertyId);
  return { favorites: await favoriteIdsOf(deps.db, actor.id), updated };
}

/** The signed-in user's favourites as cards, newest favourite first, every kind together. */
export async function favoriteListings(
  deps: Deps,
  actor: UserRow,
  userId: string,
): Promise<ListingSummary[]> {
  assertSelf(actor, userId, 'userId');
  return deps.listings.summaries(deps.db, await favoriteIdsOf(deps.db, actor.id));
}

/** How many users keep a listing as a favourite (the owner's dashboard shows it as likes). */
export async function countFavorites(deps: Deps, propertyId: string): Promise<FavoriteCount> {
  await mustFindListing(deps, propertyId);
  return { propertyId, favorites: await countFavoritesOf(deps.db, propertyId) };
}

/** Fills the user's `favorites` list wherever the user is presented. */
export async function loadFavorites(deps: Deps, userId: string, lists: UserLists) {
  lists.favorites = await favoriteIdsOf(deps.db, userId);
}
