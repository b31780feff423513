import type {
  ListingSummary,
  RentalEntry,
  RentingPropertyDetail,
  RentingRecord,
} from '@rentals/shared';
import { testUser } from './render';

/** Wire shapes for the owner and account pages' tests; override what a test is about. */

export const PROPERTY_ID = '7d2c8a51-3e0f-4b9a-9c61-2f5e8d4a1b07';
export const RENTER_ID = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';
export const OTHER_OWNER_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

const picture = (n: number) => `/uploads/properties/${String(n).repeat(64).slice(0, 64)}.webp`;
export const PICTURES = [picture(1), picture(2), picture(3)];

/**
 * The wire fields a hall's, hotel's or building's detail shares: in Hodan, verified, listed by
 * Cali Nuur, and without the general-property numbers (rooms, area, floors, units). Each kind's
 * builder spreads this first and names only what is its own.
 */
export const aKindDetail = (
  owner: string,
): Pick<
  RentingPropertyDetail,
  | 'owner'
  | 'rooms'
  | 'area'
  | 'no_floors'
  | 'units'
  | 'location'
  | 'pictures'
  | 'verified'
  | 'status'
  | 'rentingRecord_id'
  | 'created_date'
  | 'ownerInfo'
  | 'verificationRequested'
> => ({
  owner,
  rooms: null,
  area: null,
  no_floors: null,
  units: null,
  location: { region: 'Benaadir', district: 'Hodan' },
  pictures: PICTURES,
  verified: true,
  status: '',
  rentingRecord_id: null,
  created_date: '2026-01-12T09:00:00.000Z',
  ownerInfo: { _id: owner, name: 'Cali Nuur', picture: '', contact: null },
  verificationRequested: false,
});

export const aProperty = (
  overrides: Partial<RentingPropertyDetail> = {},
): RentingPropertyDetail => ({
  _id: PROPERTY_ID,
  owner: testUser._id,
  type: 'House',
  rooms: 3,
  price: 450,
  location: { region: 'Benaadir', district: 'Hodan' },
  facilities: { 'Bed room': ['Wardrobe'] },
  description: 'Guri 3 qol ah oo Hodan ku yaal',
  pictures: PICTURES,
  verified: true,
  status: '',
  rentingRecord_id: null,
  area: 150,
  name: '',
  no_floors: null,
  units: null,
  created_date: '2026-01-10T09:00:00.000Z',
  ownerInfo: { _id: testUser._id, name: testUser.name, picture: '', contact: null },
  verificationRequested: false,
  ...overrides,
});

export const aListing = (overrides: Partial<ListingSummary> = {}): ListingSummary => ({
  _id: PROPERTY_ID,
  kind: 'Property',
  type: 'House',
  name: '',
  price: 450,
  rooms: 3,
  area: 150,
  location: { region: 'Benaadir', district: 'Hodan' },
  description: 'Guri 3 qol ah oo Hodan ku yaal',
  pictures: [picture(1)],
  status: '',
  verified: true,
  rating: { overall: 4.2, count: 3 },
  created_date: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

export const aRecord = (overrides: Partial<RentingRecord> = {}): RentingRecord => ({
  _id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  propertyId: PROPERTY_ID,
  user: { _id: RENTER_ID, name: 'Cabdi Maxamed', picture: '' },
  rentee: RENTER_ID,
  contact: '+252 61 555 0104',
  status: 'pending',
  created_date: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const anEntry = (
  overrides: Partial<ListingSummary> = {},
  status = 'pending',
): RentalEntry => ({
  property: aListing(overrides),
  record: {
    _id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
    status,
    created_date: '2026-03-05T10:00:00.000Z',
  },
});
