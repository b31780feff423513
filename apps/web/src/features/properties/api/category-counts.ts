import { queryOptions, useQuery } from '@tanstack/react-query';
import type { propertyContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** GET /rentingProperty/category-counts: the numbers on the 'Explore more' tiles. */
export const fetchCategoryCounts = () =>
  callData<typeof propertyContract.categoryCounts>(
    { method: 'GET', path: '/rentingProperty/category-counts' },
    {},
  );

export const categoryCountsOptions = () =>
  queryOptions({
    queryKey: [...listingKeys.all, 'category-counts'],
    queryFn: fetchCategoryCounts,
    staleTime: 5 * 60_000,
  });

export const useCategoryCounts = () => useQuery(categoryCountsOptions());
