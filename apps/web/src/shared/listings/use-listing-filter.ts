import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingFilterParams, readListingFilter, type ListingFilter } from './filter-params';

/** The filter held in the URL query: reading it and pushing a new history entry per change. */
export function useListingFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readListingFilter(params), [params]);
  const setFilter = useCallback(
    (next: ListingFilter) =>
      setParams((current) => listingFilterParams(next, current), { preventScrollReset: true }),
    [setParams],
  );
  return [filter, setFilter] as const;
}
