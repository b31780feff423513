import type { QueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../../shared/listings/listing-keys';

/**
 * After a hotel or one of its rooms changes: every cached query about it (whatever feature
 * holds it, their keys carry the id) and the listing grids, where the hotel pages live too.
 */
export function invalidateHotel(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(id) });
  void queryClient.invalidateQueries({ queryKey: listingKeys.all });
}
