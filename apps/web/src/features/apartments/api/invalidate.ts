import type { QueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * After a building or one of its apartments changes: every cached query about that building
 * (whatever feature holds it, their keys carry the id) and the listing grids.
 */
export function invalidateBuilding(queryClient: QueryClient, buildingId: string) {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes(buildingId),
  });
  void queryClient.invalidateQueries({ queryKey: listingKeys.all });
}
