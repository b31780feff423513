import type { favoritesContract, rentingContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { listingPagesOptions } from '../../../shared/listings/listing-pages';

/**
 * GET /users/favoriteProperties/{userId}, under the key the favourite toggle refreshes:
 * un-hearting a card in the tab takes it out of the tab. The server answers every favourite at
 * once (no `next`), so the list is one page.
 */
export const favoritePropertiesOptions = (userId: string) =>
  listingPagesOptions(listingKeys.favorites(userId), async () => {
    const { data } = await call<typeof favoritesContract.favoriteProperties>(
      { method: 'GET', path: '/users/favoriteProperties/:userId' },
      { params: { userId } },
    );
    return { data, next: null };
  });

/** The renter's records of one status with their properties; under ['listings'] for refreshes. */
export const rentalKeys = {
  pending: (userId: string) => [...listingKeys.all, 'pending', userId] as const,
  rented: (userId: string) => [...listingKeys.all, 'rented', userId] as const,
};

/** GET /users/pendingProperties/{userId}: requests waiting for the owner. */
export const pendingPropertiesOptions = (userId: string) =>
  callQueryOptions<typeof rentingContract.pendingProperties>(
    rentalKeys.pending(userId),
    { method: 'GET', path: '/users/pendingProperties/:userId' },
    { params: { userId } },
  );

/** GET /users/rentedProperties/{userId}: what the user rents now. */
export const rentedPropertiesOptions = (userId: string) =>
  callQueryOptions<typeof rentingContract.rentedProperties>(
    rentalKeys.rented(userId),
    { method: 'GET', path: '/users/rentedProperties/:userId' },
    { params: { userId } },
  );
