import { FACILITY_CATEGORIES, facilitiesFor, type FacilityCategory } from './facility-categories';

export * from './facility-categories';

/**
 * The checkbox names under each category. The spec does not list them, so these are what a
 * Mogadishu house, hall or hotel actually advertises (generators, guards, water tanks, qaad rules).
 * Names are stored in this spelling (catalogueSpelling), so renaming one orphans existing
 * selections: add, don't rename.
 */
export const FACILITY_CATALOGUE: Readonly<Record<FacilityCategory, readonly string[]>> = {
  'Bed room': [
    'Bed linen',
    'Extra pillows and blankets',
    'Wardrobe',
    'Clothes hangers',
    'Mosquito net',
    'Blackout curtains',
    'Dressing table',
    'Iron and ironing board',
  ],
  'Bath room': [
    'Hot water',
    'Shower',
    'Bathtub',
    'Western toilet',
    'Squat toilet',
    'Towels',
    'Soap and shampoo',
    'Hair dryer',
  ],
  Entertainment: [
    'TV',
    'Satellite TV',
    'Sound system',
    'Books',
    'Board games',
    'Game console',
    'Pool table',
  ],
  HVAC: [
    'Air conditioning',
    'Ceiling fan',
    'Standing fan',
    'Central air conditioning',
    'Air cooler',
    'Cross ventilation',
  ],
  Internet: [
    'Wi-Fi',
    'Fibre broadband',
    'Ethernet port',
    '4G hotspot',
    'Unlimited data',
    'Dedicated workspace',
  ],
  Halls: [
    'Wedding hall',
    'Conference hall',
    'Meeting room',
    'Stage',
    'Sound and lighting',
    'Projector and screen',
    'Bridal room',
    "Separate ladies' section",
    'Prayer room',
  ],
  Parking: [
    'Free parking on premises',
    'Guarded parking',
    'Covered parking',
    'Garage',
    'Street parking',
    'Paid parking',
    'Bus and minibus parking',
  ],
  Kitchen: [
    'Refrigerator',
    'Freezer',
    'Gas cooker',
    'Oven',
    'Microwave',
    'Kettle',
    'Cooking utensils',
    'Dishes and cutlery',
    'Water dispenser',
  ],
  Family: [
    'Family rooms',
    'Baby cot',
    'High chair',
    "Children's play area",
    "Children's toys and books",
    'Babysitting',
  ],
  'Home safety': [
    'Security guard',
    'CCTV',
    'Perimeter wall',
    'Gated compound',
    'Steel door',
    'Fire extinguisher',
    'Smoke alarm',
    'First aid kit',
  ],
  Location: [
    'Near Aden Adde Airport',
    'Near Lido Beach',
    'Near Bakaara Market',
    'City centre',
    'On a main road',
    'Near a mosque',
    'Near hospitals',
    'Near schools',
    'Sea view',
  ],
  Services: [
    'Backup generator',
    'Solar power',
    'Water tank',
    'Daily housekeeping',
    'Laundry',
    'Room service',
    '24-hour reception',
    'Airport transfer',
    'Breakfast included',
    'Catering',
  ],
  Outdoor: [
    'Garden',
    'Balcony',
    'Rooftop terrace',
    'Courtyard',
    'Swimming pool',
    'Outdoor seating',
    'Barbecue area',
  ],
  'Not Allowed': [
    'Smoking',
    'Pets',
    'Parties',
    'Loud music',
    'Alcohol',
    'Qaad (khat)',
    'Unregistered guests',
  ],
};

/** How a name is compared: a client may send 'ceiling FAN ' for 'Ceiling fan'. */
const facilityKey = (name: string) => name.trim().toLowerCase();

const spellings = new Map(
  FACILITY_CATEGORIES.map((category) => [
    category,
    new Map(FACILITY_CATALOGUE[category].map((name) => [facilityKey(name), name])),
  ]),
);

/**
 * The catalogue's own spelling of `name` in `category`, matched ignoring case and surrounding
 * spaces (what is stored, so lists and filters see one spelling); undefined when not there.
 */
export const catalogueSpelling = (category: FacilityCategory, name: string): string | undefined =>
  spellings.get(category)?.get(facilityKey(name));

/** The number of chosen facilities, the figure compared with MIN_FACILITIES. */
export function countFacilities(
  selection: Readonly<Partial<Record<string, readonly string[]>>>,
): number {
  let count = 0;
  for (const names of Object.values(selection))
    count += new Set((names ?? []).map(facilityKey)).size;
  return count;
}

/**
 * The categories each kind of listing offers, as GET /api/facilities serves them: `property` is
 * every general type but Land, `apartment` a unit inside a building.
 */
export const FACILITY_CATEGORIES_BY_KIND = {
  property: facilitiesFor('House'),
  land: facilitiesFor('Land'),
  apartmentBuilding: facilitiesFor('Apartment'),
  apartment: FACILITY_CATEGORIES,
  hall: FACILITY_CATEGORIES,
  hotel: FACILITY_CATEGORIES,
  hotelRoom: FACILITY_CATEGORIES,
} as const satisfies Record<string, readonly FacilityCategory[]>;
