import {
  bandById,
  isDistrict,
  PRICE_BANDS,
  PROPERTY_TYPES,
  ROOM_BANDS,
  type District,
  type FilterBody,
  type PriceBandId,
  type PropertyType,
  type RoomBandId,
} from '@rentals/shared';

/**
 * The filter as the URL holds it (`?type=&district=&price=&rooms=`), so back, forward and a
 * shared link all show the same list. Bands travel as their ids; unknown values read as 'any'.
 */
export type ListingFilter = {
  type: PropertyType | '';
  district: District | '';
  price: PriceBandId;
  rooms: RoomBandId;
};

export const NO_FILTER: ListingFilter = { type: '', district: '', price: 'any', rooms: 'any' };

const isPropertyType = (value: string): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value);

export function readListingFilter(params: URLSearchParams): ListingFilter {
  const type = params.get('type') ?? '';
  const district = params.get('district') ?? '';
  return {
    type: isPropertyType(type) ? type : '',
    district: isDistrict(district) ? district : '',
    price: bandById(PRICE_BANDS, params.get('price') ?? '')?.id ?? 'any',
    rooms: bandById(ROOM_BANDS, params.get('rooms') ?? '')?.id ?? 'any',
  };
}

/** The URL parameters of a filter, keeping unrelated ones; 'any' values are left out. */
export function listingFilterParams(
  filter: ListingFilter,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: keyof ListingFilter, value: string, none: string) => {
    if (value === none) params.delete(key);
    else params.set(key, value);
  };
  set('type', filter.type, '');
  set('district', filter.district, '');
  set('price', filter.price, 'any');
  set('rooms', filter.rooms, 'any');
  return params;
}

/** Whether the district, price or rooms narrow the list (the type is the page's own choice). */
export const hasNarrowing = (filter: ListingFilter): boolean =>
  filter.district !== '' || filter.price !== 'any' || filter.rooms !== 'any';

/** The body of POST /rentingProperty/filter: bands become their inclusive {start, end}. */
export function filterBodyOf(filter: ListingFilter): FilterBody {
  const price = bandById(PRICE_BANDS, filter.price) ?? PRICE_BANDS[0];
  const rooms = bandById(ROOM_BANDS, filter.rooms) ?? ROOM_BANDS[0];
  return {
    type: filter.type,
    district: filter.district,
    price: { start: price.start, end: price.end },
    rooms: { start: rooms.start, end: rooms.end },
  };
}
