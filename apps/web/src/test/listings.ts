import type { ListingSummary, RentingPropertyDetail } from '@rentals/shared';

const HASH = 'a'.repeat(64);

/** A listing card's data; override what the test is about. */
export const testListing = (over: Partial<ListingSummary> = {}): ListingSummary => ({
  _id: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  kind: 'Property',
  type: 'House',
  name: 'Villa Hodan',
  price: 450,
  rooms: 4,
  area: 220,
  location: { region: 'Benaadir', district: 'Hodan' },
  description: 'A bright family house near Maka Al Mukarama road with a walled garden.',
  pictures: [`/uploads/properties/${HASH}.webp`],
  status: '',
  verified: true,
  rating: { overall: 4.25, count: 3 },
  created_date: '2026-01-10T09:00:00.000Z',
  ...over,
});

/** A general property's detail; owned by someone other than testUser unless overridden. */
export const testDetail = (over: Partial<RentingPropertyDetail> = {}): RentingPropertyDetail => ({
  _id: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  owner: '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0',
  type: 'House',
  rooms: 4,
  price: 450,
  location: { region: 'Benaadir', district: 'Hodan' },
  facilities: {
    'Bed room': ['Wardrobe', 'Mosquito net'],
    'Bath room': ['Hot water', 'Shower', 'Towels'],
    HVAC: ['Air conditioning', 'Ceiling fan'],
    Parking: [],
  },
  description: 'A bright family house near Maka Al Mukarama road with a walled garden.',
  pictures: [`/uploads/properties/${HASH}.webp`, `/uploads/properties/${'b'.repeat(64)}.webp`],
  verified: true,
  status: '',
  rentingRecord_id: null,
  area: 220,
  name: 'Villa Hodan',
  no_floors: null,
  units: null,
  created_date: '2026-01-10T09:00:00.000Z',
  ownerInfo: {
    _id: '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0',
    name: 'Maxamed Cabdi',
    picture: '',
    contact: '+252 61 7770000',
  },
  verificationRequested: false,
  ...over,
});
