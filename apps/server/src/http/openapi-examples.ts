/**
 * Examples of the main answers in the OpenAPI document (named components), taken from the demo
 * data (apps/server/src/db/seed): the first general property of the home grid, its detail page
 * as a visitor sees it (no contact), and the 'Explore more' counts. test/http/openapi.test.ts checks
 * that each one validates against its schema.
 */
export const listingSummaryExample = {
  _id: 'f9203e73-7e88-44fd-bc11-4cb27e9300f9',
  kind: 'Property',
  type: 'House',
  name: '',
  price: 180,
  rooms: 3,
  area: 260,
  location: {
    region: 'Benaadir',
    district: 'Yaaqshiid',
  },
  description:
    'Guri casri ah oo 3 qol leh, kuna yaal Yaaqshiid. A bright family home in a busy neighbourhood in the north of the cit...',
  pictures: [
    '/uploads/properties/832503215721027e1d0d0c26cfb0399e51bd7c9f60c40d3a2b923c71775bbfe8.webp',
  ],
  status: '',
  verified: true,
  rating: {
    overall: 0,
    count: 0,
  },
  created_date: '2026-11-26T05:53:26.585Z',
};

export const rentingPropertyDetailExample = {
  _id: 'f9203e73-7e88-44fd-bc11-4cb27e9300f9',
  owner: 'a1acd8a6-22ac-438c-b7d0-af3d0c3153b5',
  type: 'House',
  rooms: 3,
  price: 180,
  location: {
    region: 'Benaadir',
    district: 'Yaaqshiid',
  },
  facilities: {
    HVAC: ['Air cooler', 'Central air conditioning', 'Cross ventilation'],
    Family: ["Children's play area"],
    Outdoor: ['Courtyard'],
    Parking: ['Garage'],
    'Bed room': ['Clothes hangers', 'Wardrobe'],
    Services: ['Daily housekeeping', '24-hour reception', 'Catering'],
    'Home safety': ['First aid kit', 'Steel door'],
  },
  description:
    'Guri casri ah oo 3 qol leh, kuna yaal Yaaqshiid. A bright family home in a busy neighbourhood in the north of the city, with a shaded courtyard, a large water tank and a backup generator. Kirada waa bil kasta.',
  pictures: [
    '/uploads/properties/832503215721027e1d0d0c26cfb0399e51bd7c9f60c40d3a2b923c71775bbfe8.webp',
    '/uploads/properties/b4bfe6b277b70087a36a1f9dfe3a165333d2618c374dcf936a8df3143ae89894.webp',
  ],
  verified: true,
  status: '',
  rentingRecord_id: null,
  area: 260,
  name: '',
  no_floors: null,
  units: null,
  created_date: '2026-11-26T05:53:26.585Z',
  ownerInfo: {
    _id: 'a1acd8a6-22ac-438c-b7d0-af3d0c3153b5',
    name: 'Maxamed Cabdi Faarax',
    picture: '',
    contact: null,
  },
  verificationRequested: false,
};

export const categoryCountsExample = {
  homes: 22,
  offices: 12,
  bussinesses: 10,
  retails: 11,
  lands: 11,
  hotels: 5,
  halls: 5,
};

export const apiFailureExample = {
  success: false,
  status: 404,
  message: 'Property not found',
  code: 'not_found',
};

/** Component name → its examples. */
export const componentExamples: Record<string, unknown[]> = {
  ListingSummary: [listingSummaryExample],
  RentingPropertyDetail: [rentingPropertyDetailExample],
  CategoryCounts: [categoryCountsExample],
  ApiFailure: [apiFailureExample],
};
