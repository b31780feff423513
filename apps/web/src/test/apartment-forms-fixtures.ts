import type { ApartmentBuildingDetail } from '@rentals/shared';
import { PICTURES } from './owner-fixtures';
import { testUser } from './render';

/** Wire shapes for the apartment building forms' tests; override what a test is about. */

export const BUILDING_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

export const aBuilding = (
  overrides: Partial<ApartmentBuildingDetail> = {},
): ApartmentBuildingDetail => ({
  _id: BUILDING_ID,
  owner: testUser._id,
  type: 'Apartment',
  rooms: null,
  price: null,
  location: { region: 'Benaadir', district: 'Hodan' },
  facilities: { HVAC: ['Ceiling fan'] },
  description: 'Dhismo 3 dabaq ah oo Hodan ku yaal',
  pictures: PICTURES,
  verified: true,
  status: '',
  rentingRecord_id: null,
  area: null,
  name: 'Daarta Hodan',
  no_floors: 3,
  units: 4,
  created_date: '2026-01-10T09:00:00.000Z',
  ownerInfo: { _id: testUser._id, name: testUser.name, picture: '', contact: null },
  verificationRequested: false,
  ...overrides,
});
