import { describe, it, expect } from 'vitest';
import {
  APARTMENT_FACILITY_CATEGORIES,
  FACILITY_CATALOGUE,
  FACILITY_CATEGORIES,
  MIN_FACILITIES,
  countFacilities,
  FACILITY_CATEGORIES_BY_KIND,
  facilitiesFor,
} from '../src/facilities';
import { facilitiesSchema, facilitiesSchemaFor } from '../src/schemas/facilities';

describe('facility catalogue', () => {
  it('has the 14 categories in the spec order and spelling', () => {
    expect(FACILITY_CATEGORIES).toEqual([
      'Bed room',
      'Bath room',
      'Entertainment',
      'HVAC',
      'Internet',
      'Halls',
      'Parking',
      'Kitchen',
      'Family',
      'Home safety',
      'Location',
      'Services',
      'Outdoor',
      'Not Allowed',
    ]);
    expect(Object.keys(FACILITY_CATALOGUE)).toEqual([...FACILITY_CATEGORIES]);
  });

  it('lists at least 6 distinct, non-empty names per category', () => {
    for (const category of FACILITY_CATEGORIES) {
      const names = FACILITY_CATALOGUE[category];
      expect(names.length, category).toBeGreaterThanOrEqual(6);
      expect(new Set(names).size, category).toBe(names.length);
      for (const name of names) expect(name.trim(), category).toBe(name);
      for (const name of names) expect(name.length, category).toBeGreaterThan(0);
    }
  });

  it('holds the everyday amenities', () => {
    expect(FACILITY_CATALOGUE.HVAC).toEqual(
      expect.arrayContaining(['Air conditioning', 'Ceiling fan']),
    );
    expect(FACILITY_CATALOGUE['Not Allowed']).toEqual(
      expect.arrayContaining(['Smoking', 'Pets', 'Parties']),
    );
    expect(FACILITY_CATALOGUE.Internet).toContain('Wi-Fi');
  });

  it('offers apartment buildings only their seven categories', () => {
    expect(APARTMENT_FACILITY_CATEGORIES).toEqual([
      'Entertainment',
      'HVAC',
      'Parking',
      'Home safety',
      'Location',
      'Outdoor',
      'Not Allowed',
    ]);
  });

  it('requires 6 facilities', () => {
    expect(MIN_FACILITIES).toBe(6);
  });
});

describe('facilitiesFor', () => {
  it('gives the apartment its 7 categories, whatever the case', () => {
    expect(facilitiesFor('Apartment')).toEqual(APARTMENT_FACILITY_CATEGORIES);
    expect(facilitiesFor('apartment')).toHaveLength(7);
  });

  it('gives land none', () => {
    expect(facilitiesFor('Land')).toEqual([]);
  });

  it('gives every other kind all 14', () => {
    for (const kind of ['House', 'office', 'Retail Space', 'Hall', 'Hotel', 'Property']) {
      expect(facilitiesFor(kind), kind).toEqual(FACILITY_CATEGORIES);
    }
  });
});

describe('countFacilities', () => {
  it('counts names across categories', () => {
    expect(countFacilities({})).toBe(0);
    expect(
      countFacilities({ HVAC: ['Air conditioning', 'Ceiling fan'], 'Not Allowed': ['Smoking'] }),
    ).toBe(3);
  });

  it('counts a repeated name once', () => {
    expect(countFacilities({ HVAC: ['Ceiling fan', 'Ceiling fan'] })).toBe(1);
  });

  it('counts a name in another case or with spaces around it as the same name', () => {
    expect(countFacilities({ HVAC: ['Ceiling fan', ' ceiling FAN '] })).toBe(1);
  });

  it('tells 5 from 6', () => {
    const five = { HVAC: FACILITY_CATALOGUE.HVAC.slice(0, 5) };
    const six = { ...five, Parking: ['Garage'] };
    expect(countFacilities(five)).toBeLessThan(MIN_FACILITIES);
    expect(countFacilities(six)).toBe(MIN_FACILITIES);
  });
});

describe('facilitiesSchema', () => {
  const messagesOf = (input: unknown) => {
    const result = facilitiesSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts names of their own category', () => {
    const selection = { HVAC: ['Air conditioning'], 'Bed room': ['Wardrobe', 'Mosquito net'] };
    expect(facilitiesSchema.parse(selection)).toEqual(selection);
    expect(facilitiesSchema.parse({ Kitchen: [] })).toEqual({ Kitchen: [] });
  });

  it("matches names ignoring case and surrounding spaces, and stores the catalogue's spelling", () => {
    expect(facilitiesSchema.parse({ HVAC: ['ceiling FAN', '  AIR CONDITIONING '] })).toEqual({
      HVAC: ['Ceiling fan', 'Air conditioning'],
    });
    expect(facilitiesSchema.parse({ 'Not Allowed': ['qaad (KHAT)'] })).toEqual({
      'Not Allowed': ['Qaad (khat)'],
    });
  });

  it('refuses the same name twice in different case', () => {
    expect(messagesOf({ HVAC: ['Ceiling fan', 'CEILING FAN'] })).toEqual([
      '"Ceiling fan" is chosen twice in HVAC',
    ]);
  });

  it('still refuses a name that is not in the catalogue in any case', () => {
    expect(messagesOf({ HVAC: ['ceiling fans'] })).toEqual([
      '"ceiling fans" is not a facility of HVAC',
    ]);
  });

  it('refuses an unknown category by name', () => {
    expect(messagesOf({ Garage: ['Garage'] })).toEqual(['Unknown facility category "Garage"']);
  });

  it('refuses a name from another category', () => {
    expect(messagesOf({ HVAC: ['Wi-Fi'] })).toEqual(['"Wi-Fi" is not a facility of HVAC']);
  });

  it('refuses a name chosen twice', () => {
    expect(messagesOf({ HVAC: ['Ceiling fan', 'Ceiling fan'] })).toEqual([
      '"Ceiling fan" is chosen twice in HVAC',
    ]);
  });

  it('refuses non-lists', () => {
    expect(facilitiesSchema.safeParse({ HVAC: 'Ceiling fan' }).success).toBe(false);
    expect(facilitiesSchema.safeParse(['HVAC']).success).toBe(false);
  });

  it('limits a kind to its own categories', () => {
    const apartment = facilitiesSchemaFor('Apartment');
    expect(apartment.safeParse({ HVAC: ['Ceiling fan'] }).success).toBe(true);
    expect(apartment.safeParse({ Kitchen: ['Oven'] }).success).toBe(false);
    expect(facilitiesSchemaFor('Land').safeParse({ HVAC: ['Ceiling fan'] }).success).toBe(false);
    expect(facilitiesSchemaFor('Land').safeParse({}).success).toBe(true);
  });
});

describe('FACILITY_CATEGORIES_BY_KIND', () => {
  it('gives apartment buildings their seven categories, Land none, every other kind all 14', () => {
    expect(FACILITY_CATEGORIES_BY_KIND.apartmentBuilding).toEqual(APARTMENT_FACILITY_CATEGORIES);
    expect(FACILITY_CATEGORIES_BY_KIND.land).toEqual([]);
    for (const kind of ['property', 'apartment', 'hall', 'hotel', 'hotelRoom'] as const)
      expect(FACILITY_CATEGORIES_BY_KIND[kind], kind).toEqual(FACILITY_CATEGORIES);
  });
});
