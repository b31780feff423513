import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListingSummary } from '@rentals/shared';
import type { Page } from '../api/client';

export type ListingPage = Page<ListingSummary>;
export type FetchListingPage = (cursor: string | null) => Promise<ListingPage>;

/** A list path with `?cursor=` appended when there is one (limit stays the server's 24). */
export function withCursor(path: string, cursor: string | null): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** Infinite query options of a keyset-paged listing list: the next page is the `next` cursor. */
export const listingPagesOptions = (queryKey: QueryKey, fetchPage: FetchListingPage) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListingPage) => last.next ?? undefined,
  });

export type ListingPagesOptions = ReturnType<typeof listingPagesOptions>;
