import type { ListingSummary, RouteType } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { filterBodyOf, type ListingFilter } from '../../../shared/listings/filter-params';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { listingPagesOptions, withCursor } from '../../../shared/listings/listing-pages';

/** GET /rentingProperty/renting: every listing, newest first (the home grid). */
export const fetchNewestListings = (cursor: string | null) =>
  api.getPage<ListingSummary>(withCursor('/rentingProperty/renting', cursor));

export const newestListingsOptions = () =>
  listingPagesOptions([...listingKeys.all, 'newest'], fetchNewestListings);

/** GET /rentingProperty/property-category/{type}: one category route's listings. */
export const fetchCategoryListings = (type: RouteType, cursor: string | null) =>
  api.getPage<ListingSummary>(withCursor(`/rentingProperty/property-category/${type}`, cursor));

export const categoryListingsOptions = (type: RouteType) =>
  listingPagesOptions([...listingKeys.all, 'category', type], (cursor) =>
    fetchCategoryListings(type, cursor),
  );

/** POST /rentingProperty/filter: the body comes from the filter in the URL. */
export const fetchFilteredListings = (filter: ListingFilter, cursor: string | null) =>
  api.postPage<ListingSummary>(withCursor('/rentingProperty/filter', cursor), filterBodyOf(filter));

export const filteredListingsOptions = (filter: ListingFilter) =>
  listingPagesOptions([...listingKeys.all, 'filter', filter], (cursor) =>
    fetchFilteredListings(filter, cursor),
  );
