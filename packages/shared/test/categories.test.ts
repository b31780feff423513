import { describe, it, expect } from 'vitest';
import {
  NEW_PROPERTY_CHOICES,
  PROPERTY_TYPES,
  ROUTE_TYPES,
  ROUTE_TYPE_LABELS,
  ROUTE_TYPE_TO_PROPERTY_TYPE,
  isRouteType,
  listingKind,
} from '../src/categories';

describe('listingKind', () => {
  it('gives Property for House, Office, Land and Retail Space', () => {
    for (const type of ['House', 'Office', 'office', 'Land', 'Retail Space']) {
      expect(listingKind(type), type).toBe('Property');
    }
  });

  it('gives Apartment and Hall for their own types', () => {
    expect(listingKind('Apartment')).toBe('Apartment');
    expect(listingKind('Hall')).toBe('Hall');
  });

  it('gives Hotel for anything else', () => {
    for (const type of ['Hotel', 'business', 'Villa', ''])
      expect(listingKind(type), type).toBe('Hotel');
  });
});

describe('route types', () => {
  it("has the 7 routes, 'bussinesses' spelt so", () => {
    expect(ROUTE_TYPES).toEqual([
      'homes',
      'offices',
      'bussinesses',
      'retails',
      'lands',
      'hotels',
      'halls',
    ]);
    expect(isRouteType('bussinesses')).toBe(true);
    expect(isRouteType('businesses')).toBe(false);
  });

  it('labels and maps every route', () => {
    for (const route of ROUTE_TYPES) {
      expect(ROUTE_TYPE_LABELS[route], route).toBeTruthy();
      expect(ROUTE_TYPE_TO_PROPERTY_TYPE[route], route).toBeTruthy();
    }
    expect(ROUTE_TYPE_TO_PROPERTY_TYPE.offices).toBe('office');
    expect(ROUTE_TYPE_TO_PROPERTY_TYPE.retails).toBe('Retail Space');
  });

  it('keeps the stored property types and the New Property choices', () => {
    expect(PROPERTY_TYPES).toEqual([
      'House',
      'Apartment',
      'office',
      'Land',
      'business',
      'Retail Space',
    ]);
    expect(NEW_PROPERTY_CHOICES).toEqual([
      'Any',
      'House',
      'Office',
      'Land',
      'Retail Space',
      'Apartment',
      'Hall',
      'Hotel',
    ]);
  });
});
