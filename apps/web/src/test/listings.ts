import type { ListingSummary, RentingPropertyDetail } from '@rentals/shared';
import { aListing, aProperty } from './owner-fixtures';

const HASH = 'a'.repeat(64);

const ID = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const OWNER_ID = '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0';
const DESCRIPTION = 'A bright family house near Maka Al Mukarama road with a walled garden.';

/**
 * A listing card's data: the owner pages' house (same kind, price, place and day) as Villa Hodan;
 * override what the test is about.
 */
export const testListing = (over: Partial<ListingSummary> = {}): ListingSummary =>
  aListing({
    _id: ID,
    name: 'Villa Hodan',
    rooms: 4,
    area: 220,
    description: DESCRIPTION,
    pictures: [`/uploads/properties/${HASH}.webp`],
    rating: { overall: 4.25, count: 3 },
    ...over,
  });

/** Villa Hodan's detail; owned by someone other than testUser unless overridden. */
export const testDetail = (over: Partial<RentingPropertyDetail> = {}): RentingPropertyDetail =>
  aProperty({
    _id: ID,
    owner: OWNER_ID,
    rooms: 4,
    facilities: {
      'Bed room': ['Wardrobe', 'Mosquito net'],
      'Bath room': ['Hot water', 'Shower', 'Towels'],
      HVAC: ['Air conditioning', 'Ceiling fan'],
      Parking: [],
    },
    description: DESCRIPTION,
    pictures: [`/uploads/properties/${HASH}.webp`, `/uploads/properties/${'b'.repeat(64)}.webp`],
    area: 220,
    name: 'Villa Hodan',
    ownerInfo: { _id: OWNER_ID, name: 'Maxamed Cabdi', picture: '', contact: '+252 61 7770000' },
    ...over,
  });
