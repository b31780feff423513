import { describe, expect, it } from 'vitest';
import { filterBody, PRICE_BANDS, PROPERTY_TYPES, ROOM_BANDS } from '@rentals/shared';
import { filterBodyOf, listingFilterParams, NO_FILTER, readListingFilter } from './filter-params';

describe('listing filter in the URL', () => {
  it('maps band ids to inclusive ranges, open bands to end null', () => {
    const filter = readListingFilter(new URLSearchParams('district=Hodan&price=1000%2B&rooms=1-4'));
    expect(filterBodyOf(filter)).toEqual({
      type: '',
      district: 'Hodan',
      price: { start: 1000, end: null },
      rooms: { start: 1, end: 4 },
    });
  });

  it('reads unknown values as any', () => {
    const filter = readListingFilter(
      new URLSearchParams('district=Paris&price=9&rooms=x&type=Castle'),
    );
    expect(filter).toEqual(NO_FILTER);
  });

  it('writes only what narrows, keeping other parameters', () => {
    const params = listingFilterParams(
      { ...NO_FILTER, district: 'Wadajir', rooms: '10+' },
      new URLSearchParams('price=150-400&ref=share'),
    );
    expect(params.toString()).toBe('ref=share&district=Wadajir&rooms=10%2B');
  });

  it('sends bodies the server takes unchanged: every type, price band and room band', () => {
    for (const type of ['', ...PROPERTY_TYPES] as const)
      for (const price of PRICE_BANDS)
        for (const rooms of ROOM_BANDS) {
          const body = filterBodyOf({ type, district: 'Hodan', price: price.id, rooms: rooms.id });
          expect(filterBody.parse(body)).toEqual(body);
        }
  });
});
