import type { ApartmentBuildingDetail } from '@rentals/shared';
import { aBuilding as aListedBuilding, BUILDING_ID } from './apartment-fixtures';
import { testUser } from './render';

/** Wire shapes for the apartment building forms' tests; override what a test is about. */

export { BUILDING_ID };

/** The building of apartment-fixtures, owned by testUser: three floors of four units in Hodan. */
export const aBuilding = (overrides: Partial<ApartmentBuildingDetail> = {}) =>
  aListedBuilding({
    owner: testUser._id,
    location: { region: 'Benaadir', district: 'Hodan' },
    facilities: { HVAC: ['Ceiling fan'] },
    description: 'Dhismo 3 dabaq ah oo Hodan ku yaal',
    name: 'Daarta Hodan',
    no_floors: 3,
    units: 4,
    created_date: '2026-01-10T09:00:00.000Z',
    ownerInfo: { _id: testUser._id, name: testUser.name, picture: '', contact: null },
    ...overrides,
  });
