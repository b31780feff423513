import type { propertyContract, RouteType } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { filterBodyOf, type ListingFilter } from '../../../shared/listings/filter-params';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { listingPagesOptions } from '../../../shared/listings/listing-pages';

type Contract = typeof propertyContract;
const page = (cursor: string | null) => (cursor ? { cursor } : {});

/** GET /rentingProperty/renting: every listing, newest first (the home grid). */
export const fetchNewestListings = (cursor: string | null) =>
  call<Contract['listNewest']>(
    { method: 'GET', path: '/rentingProperty/renting' },
    { query: page(cursor) },
  );

export const newestListingsOptions = () =>
  listingPagesOptions([...listingKeys.all, 'newest'], fetchNewestListings);

/** GET /rentingProperty/property-category/{type}: one category route's listings. */
export const fetchCategoryListings = (type: RouteType, cursor: string | null) =>
  call<Contract['listCategory']>(
    { method: 'GET', path: '/rentingProperty/property-category/:type' },
    { params: { type }, query: page(cursor) },
  );

export const categoryListingsOptions = (type: RouteType) =>
  listingPagesOptions([...listingKeys.all, 'category', type], (cursor) =>
    fetchCategoryListings(type, cursor),
  );

/** POST /rentingProperty/filter: the body comes from the filter in the URL. */
export const fetchFilteredListings = (filter: ListingFilter, cursor: string | null) =>
  call<Contract['filterListings']>(
    { method: 'POST', path: '/rentingProperty/filter' },
    { query: page(cursor), body: filterBodyOf(filter) },
  );

export const filteredListingsOptions = (filter: ListingFilter) =>
  listingPagesOptions([...listingKeys.all, 'filter', filter], (cursor) =>
    fetchFilteredListings(filter, cursor),
  );
