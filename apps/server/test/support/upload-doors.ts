import type { z } from 'zod';
import {
  EXAMPLE_LISTING_ID,
  EXAMPLE_OWNER_ID,
  KIND_DESCRIPTORS,
  LISTING_KINDS,
} from '@rentals/shared';
import { eventInfo, plainDay } from './factories';
import { SIX_FACILITIES } from './factories';
import type { Marketplace } from './route-catalogue';

/** A form's text parts: structured values go as JSON text, as the web client sends them. */
export const formFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/**
 * The first example of a kind's form schema (its OpenAPI example, packages/shared/src/schemas)
 * aimed at the marketplace: the examples' owner and listing ids swapped for `owner` and `listing`
 * (an add names no listing).
 */
export function exampleFor(
  schema: z.ZodType,
  owner: string,
  listing = EXAMPLE_LISTING_ID,
): Record<string, unknown> {
  const [example] = (schema.meta()?.examples ?? []) as unknown[];
  if (!example)
    throw new Error('a listing kind form schema has no example: give it .meta({ examples })');
  return JSON.parse(
    JSON.stringify(example)
      .replaceAll(EXAMPLE_OWNER_ID, owner)
      .replaceAll(EXAMPLE_LISTING_ID, listing),
  ) as Record<string, unknown>;
}

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
  // Every kind's add and update, the owner's, with its forms' examples (its listing in f.listings)
  ...Object.fromEntries(
    LISTING_KINDS.flatMap((kind) =>
      (['add', 'update'] as const).map((call): [string, UploadDoor] => {
        const { api, schemas } = KIND_DESCRIPTORS[kind];
        return [
          `${api[call].method} /api${api[call].path}`,
          {
            field: api[call].multipart?.files?.field ?? 'pictures',
            who: (f) => f.owner,
            fields: (f) => exampleFor(schemas[call], f.owner.user.id, f.listings[kind]),
          },
        ];
      }),
    ),
  ),
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
