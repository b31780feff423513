import type {
  Apartment,
  ApartmentAddress,
  ApartmentBuildingDetail,
  ApartmentRentingRecord,
} from '@rentals/shared';
import { aKindDetail, PICTURES, RENTER_ID } from './owner-fixtures';

/** Wire shapes of the apartment building pages' tests; override what a test is about. */

export const BUILDING_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
export const BUILDING_OWNER_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

export const aBuilding = (
  overrides: Partial<ApartmentBuildingDetail> = {},
): ApartmentBuildingDetail => ({
  ...aKindDetail(BUILDING_OWNER_ID),
  _id: BUILDING_ID,
  type: 'Apartment',
  price: null,
  name: 'Daru Salaam Towers',
  no_floors: 6,
  units: 24,
  location: { region: 'Benaadir', district: 'Wadajir' },
  facilities: { Parking: ['Free parking on premises'], HVAC: ['Air conditioning'] },
  description: 'Dhismo cusub oo Wadajir ku yaal',
  ...overrides,
});

let addressCount = 0;
export const anAddress = (
  address: string,
  status: ApartmentAddress['status'] = 'available',
): ApartmentAddress => ({
  _id: `a0000000-0000-4000-8000-${String(++addressCount).padStart(12, '0')}`,
  address,
  status,
});

export const anApartment = (overrides: Partial<Apartment> = {}): Apartment => ({
  _id: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
  apartmentBuildingId: BUILDING_ID,
  pictures: [PICTURES[0] ?? ''],
  area: 120,
  rent: 350,
  no_bedrooms: 2,
  no_bathrooms: 1,
  floor_level: 3,
  apartment_type: '2-bedroom apartment',
  kitchen: 'Open kitchen',
  furnishing: 'Semi furnished',
  facilities: {},
  created_date: '2026-01-20T09:00:00.000Z',
  addresses: [anAddress('3A'), anAddress('3B', 'rented')],
  ...overrides,
});

export const anApartmentRecord = (
  overrides: Partial<ApartmentRentingRecord> = {},
): ApartmentRentingRecord => ({
  _id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  apartmentBuildingId: BUILDING_ID,
  apartment_address: '3A',
  apartmentAddressId: 'a0000000-0000-4000-8000-000000000001',
  apartmentId: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
  apartment_type: '2-bedroom apartment',
  rentee: RENTER_ID,
  contact: '+252 61 555 0104',
  user: { _id: RENTER_ID, name: 'Cabdi Maxamed', picture: '', email: 'cabdi@example.so' },
  status: 'pending',
  created_date: '2026-03-05T10:00:00.000Z',
  ...overrides,
});
