import { eventInfo, plainDay } from './factories';
import { SIX_FACILITIES } from './factories';
import type { Marketplace } from './route-catalogue';

/** A form's text parts: structured values go as JSON text, as the web client sends them. */
export const formFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

const BUILDING_FACILITIES = {
  HVAC: ['Air conditioning', 'Ceiling fan'],
  'Home safety': ['Security guard', 'Perimeter wall'],
  Outdoor: ['Garden', 'Balcony', 'Rooftop terrace'],
};
const LOCATION = { region: 'Benaadir', district: 'Hodan' };

/** Who sends through a door (signed in) and its form's text fields, aimed at the marketplace. */
export type UploadDoor = {
  field: string;
  who: (f: Marketplace) => { cookie: string };
  fields: (f: Marketplace) => Record<string, unknown>;
};

/**
 * Every route that takes files ('METHOD /path'), with its upload field and a form that is right
 * in every other way, so a refusal is about the file. The abuse suite checks that each takes a
 * real picture and that no other route takes files.
 */
export const UPLOAD_DOORS: Record<string, UploadDoor> = {
  'POST /api/rentingProperty/add': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({
      owner: f.owner.user.id,
      type: 'House',
      rooms: '4',
      price: '450',
      area: '220',
      location: LOCATION,
      facilities: SIX_FACILITIES,
      description: 'Guri qurxoon oo ku yaal Hodan.',
    }),
  },
  'POST /api/rentingProperty/update': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({ propertyId: f.free.id, updatedValues: {} }),
  },
  'POST /api/apartmentBuilding/add': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({
      owner: f.owner.user.id,
      type: 'Apartment',
      name: 'Daarta Xamar',
      no_floors: '6',
      units: '4',
      location: LOCATION,
      facilities: BUILDING_FACILITIES,
      description: 'Dhismo cusub oo ku yaal Hodan.',
    }),
  },
  'POST /api/apartmentBuilding/update': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({ apartmentBuildingId: f.building.id, updatedValues: {} }),
  },
  'POST /api/apartments/add': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({
      apartmentBuildingId: f.building.id,
      area: '90',
      rent: '350',
      no_bedrooms: '2',
      no_bathrooms: '1',
      floor_level: '3',
      apartment_type: '2-bedroom apartment',
      kitchen: 'Open kitchen',
      furnishing: 'Semi furnished',
      facilities: SIX_FACILITIES,
      addresses: 'B1 B2',
    }),
  },
  'POST /api/hallProperty/add': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({
      owner: f.owner.user.id,
      name: 'Hoolka Jasiira',
      capacity_seated: '400',
      capacity_banquet: '300',
      min_attendees_required: '50',
      day_min_attendees: [{ day: 'Friday', min_attendees: 100 }],
      deposit: '200',
      hourly_rate: '80',
      multiRentalAllowed: 'false',
      max_rent_per_day: '1',
      location: LOCATION,
      description: 'Hool weyn oo aroosyada loogu talagalay.',
      food: [{ package: 'Bariis, hilib ari', price: 12, daysBasedPrice: [] }],
      cake: [{ name: 'Keeg weyn', price: 90 }],
      facilities: SIX_FACILITIES,
    }),
  },
  'POST /api/hallProperty/update': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({ hall_id: f.hall.id, updatedValues: {} }),
  },
  'POST /api/hotels/add': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({
      owner: f.owner.user.id,
      name: 'Hotel Jazeera',
      contact: '+252 61 5550001',
      location: LOCATION,
      facilities: SIX_FACILITIES,
      description: 'Hotel qurxoon oo ku yaal Hodan, near the airport road.',
    }),
  },
  'POST /api/hotels/update': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({ hotel_id: f.hotel.id, updatedValues: {} }),
  },
  'POST /api/hotels/hotelRooms/add': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({
      hotel_id: f.hotel.id,
      type: 'doubleRoom',
      area: '30',
      daily_rate: '80',
      short_stay_rate: '100',
      capacity: '3',
      max_kids: '1',
      max_adults: '2',
      numberOfRooms: '2',
      addresses: '101 102',
      facilities: SIX_FACILITIES,
    }),
  },
  'POST /api/hotels/hotelRooms/update-room': {
    field: 'pictures',
    who: (f) => f.owner,
    fields: (f) => ({ room_id: f.room.id, updatedValues: {} }),
  },
  'POST /api/hallEvents/rent': {
    field: 'image',
    who: (f) => f.renter,
    fields: (f) => ({
      userId: f.renter.user.id,
      hall_id: f.hall.id,
      event_info: eventInfo(plainDay(45)),
    }),
  },
  'POST /api/users/update': {
    field: 'picture',
    who: (f) => f.stranger,
    fields: (f) => ({ userId: f.stranger.user.id, updatedValues: {} }),
  },
};
