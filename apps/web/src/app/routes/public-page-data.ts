import type { QueryClient } from '@tanstack/react-query';
import { isRouteType, marketDay, type PublicPageName } from '@rentals/shared';
import { userQueryOptions } from '../../shared/session/user';
import { categoryCountsOptions } from '../../features/properties/api/category-counts';
import {
  categoryListingsOptions,
  newestListingsOptions,
} from '../../features/properties/api/listing-lists';
import { propertyDetailOptions } from '../../features/properties/api/property-detail';
import { hallQueryOptions } from '../../features/halls/api/hall-detail';
import {
  monthAdminEventsQueryOptions,
  monthEventsQueryOptions,
} from '../../features/halls/api/month-events';
import { hotelQueryOptions } from '../../features/hotels/api/hotel-detail';
import { buildingQueryOptions } from '../../features/apartments/api/building-detail';
import { apartmentsQueryOptions } from '../../features/apartments/api/building-apartments';
import { propertyRatingsOptions, reviewsOptions } from '../../shared/listings/ratings-api';

/**
 * The data of each public page's first view (PUBLIC_PAGES, packages/shared), as a route loader
 * would name it: the server's rendering (../entry-server.tsx) fetches it before rendering, so
 * the page renders once instead of once more for each layer of components that asks for data.
 * The same query options as the page's own hooks, so the page finds its data in the cache. Only
 * the plain address's view is named: a filtered list or a searched stay is still found by
 * rendering. Server only: nothing here reaches the browser's code.
 */
export type LoadPageData = (client: QueryClient, id: string) => Promise<unknown>;

/** The signed-in user (or none), whose id the listings' details are keyed by. */
const userId = async (client: QueryClient) =>
  (await client.fetchQuery(userQueryOptions()).catch(() => null))?._id ?? '';

type Listing = { _id: string };

/**
 * A listing's page: its detail for the visitor, then, when there is such a listing, what the
 * page shows of it (`more`, then its ratings and reviews).
 */
const listingPage =
  (
    detail: (client: QueryClient, id: string, userId: string) => Promise<Listing | null>,
    more: (client: QueryClient, listing: Listing) => Promise<void>[] = () => [],
  ): LoadPageData =>
  async (client, id) => {
    const listing = await detail(client, id, await userId(client)).catch(() => null);
    if (!listing) return;
    await Promise.all([
      ...more(client, listing),
      client.prefetchQuery(propertyRatingsOptions(listing._id)),
      client.prefetchQuery(reviewsOptions(listing._id)),
    ]);
  };

export const PUBLIC_PAGE_DATA: Record<PublicPageName, LoadPageData> = {
  home: (client) =>
    Promise.all([
      client.prefetchQuery(userQueryOptions()),
      client.prefetchInfiniteQuery(newestListingsOptions()),
      client.prefetchQuery(categoryCountsOptions()),
    ]),
  // The results are found by rendering (their address's text and filters are not an id).
  search: (client) => client.prefetchQuery(userQueryOptions()),
  category: (client, type) =>
    Promise.all([
      client.prefetchQuery(userQueryOptions()),
      isRouteType(type) && client.prefetchInfiniteQuery(categoryListingsOptions(type)),
    ]),
  property: listingPage((client, id, user) => client.fetchQuery(propertyDetailOptions(id, user))),
  hall: listingPage(
    (client, id, user) => client.fetchQuery(hallQueryOptions(id, user)),
    (client, { _id }) => {
      // The calendar opens on this month (features/halls/components/hall-month.tsx).
      const month = marketDay().slice(0, 7);
      return [
        client.prefetchQuery(monthEventsQueryOptions(_id, month)),
        client.prefetchQuery(monthAdminEventsQueryOptions(_id, month)),
      ];
    },
  ),
  hotel: listingPage((client, id, user) => client.fetchQuery(hotelQueryOptions(id, user))),
  building: listingPage(
    (client, id, user) => client.fetchQuery(buildingQueryOptions(id, user)),
    (client, { _id }) => [client.prefetchQuery(apartmentsQueryOptions(_id))],
  ),
};
