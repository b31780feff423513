import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { CallInput, ListingKind, RouteContract } from '@rentals/shared';
import { listingKeys } from '../listings/listing-keys';
import { callData, type RouteOf } from './client';
import { orMissing } from './missing';

/**
 * TanStack's queryOptions of a query that holds one call's data under `queryKey`; spread it to
 * add the others (staleTime, placeholderData...).
 */
export const callQueryOptions = <C extends RouteContract>(
  queryKey: QueryKey,
  route: RouteOf<C>,
  input: CallInput<C>,
) => queryOptions({ queryKey, queryFn: () => callData<C>(route, input) });

/**
 * The same for what an edit starts from: what is stored now, never a cached copy (fetched again
 * whenever the form opens).
 */
export const storedNowOptions = <C extends RouteContract>(
  queryKey: QueryKey,
  route: RouteOf<C>,
  input: CallInput<C>,
) => queryOptions({ queryKey, queryFn: () => callData<C>(route, input), staleTime: 0 });

/** The query of what an edit starts from, for a form's page (see storedNowOptions). */
export const useStoredNow = <C extends RouteContract>(
  queryKey: QueryKey,
  route: RouteOf<C>,
  input: CallInput<C>,
) => useQuery(storedNowOptions<C>(queryKey, route, input));

/**
 * A kind's public detail options, given the listing's id and the viewer: the listing as `userId`
 * sees it (signing in changes what it holds: the owner's contact), null when there is no such
 * listing (the page's "can't find" state, see orMissing). Under listingKeys.detail, so any write
 * to the listing (useListingWrite) refreshes it; the server's first view of the page
 * (app/routes/public-page-data.ts) fetches these same options.
 */
export const listingDetailOptions =
  <C extends RouteContract>(
    kind: ListingKind,
    route: RouteOf<C>,
    inputOf: (id: string) => CallInput<C>,
  ) =>
  (id: string, userId: string) =>
    queryOptions({
      queryKey: [...listingKeys.detail(kind, id), userId],
      queryFn: () => orMissing(callData<C>(route, inputOf(id))),
    });
