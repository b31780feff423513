import { z } from 'zod';
import { apiSuccess } from '../contract/envelope';
import { defineRoute } from '../contract/route';
import { countFacilities } from '../facilities';
import { MIN_FACILITIES } from '../facility-categories';
import { messages } from '../messages';
import { rentingPropertyAnswer, rentingPropertyDetailAnswer } from '../answers/listings';
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID } from '../schemas/examples';
import { facilitiesSchema } from '../schemas/facilities';
import { propertyIdBody, propertyLocationSchema } from '../schemas/properties';
import { KIND_FACTS } from './facts';

/**
 * Warehouses: a listing of type 'Warehouse' with its floor area, loading docks and ceiling
 * height (its own table), served by its four calls alone.
 */

const id = z.uuid({ error: 'must be an id' });
const whole = (min: number, max = 10_000_000) =>
  z.coerce.number().int({ error: 'must be a whole number' }).min(min).max(max);
const PICTURES = KIND_FACTS.Warehouse.pictures;

const warehouseDetailFields = {
  floor_area: whole(1),
  loading_docks: whole(0, 500),
  /** in metres, one decimal */
  ceiling_height: z.coerce.number().min(1).max(100),
};

/** Fields of POST /warehouses/add apart from the picture files. */
export const addWarehouseFields = z
  .object({
    folder: z.string().max(200).optional(),
    owner: id,
    type: z.literal('Warehouse').optional(),
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    price: whole(1),
    location: propertyLocationSchema,
    facilities: facilitiesSchema.default({}),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    ...warehouseDetailFields,
  })
  .strict()
  .meta({
    examples: [
      {
        owner: EXAMPLE_OWNER_ID,
        type: 'Warehouse',
        name: 'Bakaarada Dekedda',
        price: 900,
        location: { region: 'Benaadir', district: 'Xamar-Weyne' },
        facilities: {
          HVAC: ['Ceiling fan'],
          Services: ['Backup generator', 'Water tank'],
          'Home safety': ['Security guard', 'Perimeter wall', 'CCTV'],
        },
        description: 'Bakaar weyn oo u dhow dekedda, with two loading docks.',
        floor_area: 1200,
        loading_docks: 2,
        ceiling_height: 7.5,
      },
    ],
  });
export type AddWarehouseFields = z.infer<typeof addWarehouseFields>;

/** What an owner may change with POST /warehouses/update (only the changed fields are sent). */
export const warehouseUpdateValues = z
  .object({
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    price: whole(1),
    location: propertyLocationSchema,
    facilities: facilitiesSchema,
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    pictures: z.array(z.string().max(300)).min(1).max(PICTURES.max),
    ...warehouseDetailFields,
  })
  .partial()
  .strict();
export type WarehouseUpdateValues = z.infer<typeof warehouseUpdateValues>;

export const updateWarehouseFields = z
  .object({
    warehouse_id: id,
    folder: z.string().max(200).optional(),
    updatedValues: warehouseUpdateValues.default({}),
  })
  .meta({
    examples: [{ warehouse_id: EXAMPLE_LISTING_ID, updatedValues: { loading_docks: 3 } }],
  });

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The first rule of a warehouse's add form it breaks, null when none: every field filled
 * ('Fadlan buuxi meelaha banaan!!!'), 1 to 10 pictures, then at least 6 facilities.
 */
export function warehouseFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
): string | null {
  const location = (values.location ?? {}) as Record<string, unknown>;
  const fields = [values.name, values.price, location.region, location.district];
  if ([...fields, values.description, values.floor_area, values.ceiling_height].some(isBlank))
    return messages.fillEmptyFields;
  if (pictureCount < PICTURES.min) return messages.noPictures;
  if (pictureCount > PICTURES.max) return messages.only10Images;
  const facilities = (values.facilities ?? {}) as Record<string, string[]>;
  if (countFacilities(typeof facilities === 'object' ? facilities : {}) < MIN_FACILITIES)
    return messages.facilitiesLessThan6;
  return null;
}

/** A warehouse as its owner and its edit form see it; `price` is a month's rent. */
export const warehouseAnswer = rentingPropertyAnswer
  .extend({
    type: z.literal('Warehouse'),
    floor_area: z.number(),
    loading_docks: z.number(),
    ceiling_height: z.number(),
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouseAnswer>;

/** GET /warehouses/find/{id}: the warehouse with its owner card. */
export const warehouseDetailAnswer = warehouseAnswer
  .extend({
    ownerInfo: rentingPropertyDetailAnswer.shape.ownerInfo,
    verificationRequested: z.boolean(),
  })
  .meta({ id: 'WarehouseDetail' });
export type WarehouseDetail = z.infer<typeof warehouseDetailAnswer>;

const tag = 'Warehouses';

export const findWarehouse = defineRoute({
  method: 'GET',
  path: '/warehouses/find/:id',
  summary: 'One warehouse with its owner card (the contact only for signed-in viewers)',
  tag,
  access: 'public',
  params: z.object({ id: z.string().max(100) }),
  answer: apiSuccess(warehouseDetailAnswer),
});

export const addWarehouse = defineRoute({
  method: 'POST',
  path: '/warehouses/add',
  summary: 'A new warehouse',
  description:
    'Multipart: the fields as text parts (location and facilities as JSON text), the pictures ' +
    'as repeated `pictures` parts; or the same fields as a JSON body without pictures.',
  tag,
  access: 'user',
  multipart: { fields: addWarehouseFields, files: { field: 'pictures', ...PICTURES } },
  answer: apiSuccess(warehouseAnswer),
});

export const updateWarehouse = defineRoute({
  method: 'POST',
  path: '/warehouses/update',
  summary: "The owner's edit of a warehouse (only the changed fields)",
  tag,
  access: 'user',
  multipart: {
    fields: updateWarehouseFields,
    files: { field: 'pictures', min: 0, max: PICTURES.max },
  },
  answer: apiSuccess(warehouseAnswer),
});

export const deleteWarehouse = defineRoute({
  method: 'POST',
  path: '/warehouses/delete',
  summary: 'Deletes a warehouse',
  tag,
  access: 'user',
  body: propertyIdBody,
  answer: apiSuccess(z.literal('success')),
});
