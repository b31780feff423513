import { describe, it, expect } from 'vitest';
import {
  NEW_PROPERTY_CHOICES,
  ROUTE_TYPES,
  ROUTE_TYPE_LABELS,
  ROUTE_TYPE_TO_PROPERTY_TYPE,
  isRouteType,
} from '../src/categories';
import { PROPERTY_TYPES } from '../src/property-types';

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
