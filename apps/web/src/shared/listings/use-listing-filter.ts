import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingFilterParams, readListingFilter, type ListingFilter } from './filter-params';

/**
 * The filter held in the URL query, so a shared link shows the same list. A change replaces the
 * address rather than adding a history entry: Back leaves the page, instead of stepping through
 * every choice the person tried.
 */
export function useListingFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readListingFilter(params), [params]);
  const setFilter = useCallback(
    (next: ListingFilter) =>
      setParams((current) => listingFilterParams(next, current), {
        preventScrollReset: true,
        replace: true,
      }),
    [setParams],
  );
  return [filter, setFilter] as const;
}
