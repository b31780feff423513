import { z } from 'zod';
import { isWeekdayName, isHallTime } from '../halls';
import { HALL_EVENT_FIELDS } from '../statuses';
import { EVENT_TYPES, HALL_MIN_INPUT, MAX_ATTENDEES, MIN_HALL_PRICE, PAGE_SIZE } from '../limits';
import { NO_CAKE, NO_FOOD } from '../pricing';
import { isoDaySchema, isoMonthSchema } from './dates';
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID } from './examples';
import { facilitiesSchema } from './facilities';
import { flag, id, whole } from './fields';
import { propertyLocationSchema } from './properties';

/**
 * Payloads of spec 2 section 7 "Halls". Multipart bodies arrive as text parts (structured
 * fields as JSON text), so numbers and flags are coerced; JSON bodies parse with the same
 * schemas. The rules with the spec's messages (hallFormProblem, hallBookingProblem...) live in
 * halls.ts and run before these, so a form and the server answer the same words.
 */

/** A price of the hall's lists and fields. */
const hallPrice = whole(MIN_HALL_PRICE).max(10_000_000);
/** A number of guests the hall takes (a capacity or a minimum). */
const guests = whole(HALL_MIN_INPUT).max(100_000);
const isoDay = isoDaySchema;
const time = z.string().refine(isHallTime, { error: 'must be a HH:mm time' });
const weekday = z.string().trim().refine(isWeekdayName, { error: 'must be a weekday name' });
const name = z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(200);
const distinctDays = (list: { day: string }[]) =>
  new Set(list.map((d) => d.day.toLowerCase())).size === list.length;

export const hallFoodSchema = z.object({
  package: name.max(500),
  price: hallPrice,
  daysBasedPrice: z
    .array(z.object({ day: weekday, price: hallPrice }))
    .max(8)
    .refine(distinctDays, { error: 'the same day is given twice' })
    .default([]),
});
export const hallCakeSchema = z.object({ name, price: hallPrice });
export const hallDayMinimumSchema = z.object({
  day: weekday,
  min_attendees: guests,
});

const hallDetailFields = {
  capacity_banquet: guests,
  capacity_seated: guests,
  min_attendees_required: guests,
  day_min_attendees: z
    .array(hallDayMinimumSchema)
    .min(1)
    .max(7)
    .refine(distinctDays, { error: 'the same day is given twice' }),
  deposit: hallPrice,
  hourly_rate: hallPrice,
  multiRentalAllowed: flag.default(false),
  max_rent_per_day: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 1 : v),
    whole(MIN_HALL_PRICE).max(100),
  ),
  food: z.array(hallFoodSchema).min(1).max(30),
  cake: z.array(hallCakeSchema).min(1).max(30),
};

/** Fields of POST /hallProperty/add apart from the picture files. */
export const addHallFields = z
  .object({
    folder: z.string().max(200).optional(),
    owner: id,
    type: z.literal('Hall').optional(),
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    location: propertyLocationSchema,
    facilities: facilitiesSchema.default({}),
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    ...hallDetailFields,
  })
  .strict()
  .meta({
    examples: [
      {
        owner: EXAMPLE_OWNER_ID,
        type: 'Hall',
        name: 'Hoolka Jasiira',
        location: { region: 'Benaadir', district: 'Hodan' },
        facilities: {
          HVAC: ['Air conditioning', 'Ceiling fan'],
          Services: ['Backup generator', 'Water tank'],
          'Home safety': ['Security guard', 'Perimeter wall'],
        },
        description: 'Hool weyn oo aroosyada loogu talagalay, Hodan, near the Jasiira beach road.',
        capacity_banquet: 300,
        capacity_seated: 400,
        min_attendees_required: 50,
        day_min_attendees: [{ day: 'Friday', min_attendees: 100 }],
        deposit: 200,
        hourly_rate: 80,
        multiRentalAllowed: false,
        max_rent_per_day: 1,
        food: [
          {
            package: 'Bariis, hilib ari, cabitaan',
            price: 12,
            daysBasedPrice: [{ day: 'Friday', price: 15 }],
          },
        ],
        cake: [{ name: 'Keeg weyn', price: 90 }],
      },
    ],
  });
export type AddHallFields = z.infer<typeof addHallFields>;

/** What an owner may change with POST /hallProperty/update (only the changed fields are sent). */
export const hallUpdateValues = z
  .object({
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    location: propertyLocationSchema,
    facilities: facilitiesSchema,
    description: z.string().trim().min(1, { error: 'is required' }).max(4000),
    /** the existing pictures in their new order; uploaded files, when sent, replace them all */
    pictures: z.array(z.string().max(300)).min(1).max(15),
    ...hallDetailFields,
    multiRentalAllowed: flag,
  })
  .partial()
  .strict();
export type HallUpdateValues = z.infer<typeof hallUpdateValues>;

export const updateHallFields = z
  .object({
    hall_id: id,
    folder: z.string().max(200).optional(),
    updatedValues: hallUpdateValues.default({}),
  })
  .meta({
    examples: [{ hall_id: EXAMPLE_LISTING_ID, updatedValues: { hourly_rate: 90, deposit: 250 } }],
  });

/** GET /hallProperty/find/{id}. */
export const hallParams = z.object({ id: z.string().max(100) });

/** ?date=YYYY-MM&hall_id of the month calls. */
export const hallMonthQuery = z.object({
  date: isoMonthSchema,
  hall_id: id,
});

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(PAGE_SIZE);

/** GET /hallAdminEvents and /hallEvents/all-events. */
export const hallPageQuery = z.object({ hall_id: id, page, pageSize });
/** GET /hallEvents/upcoming-events: events from `date` (default today) on. */
export const hallUpcomingQuery = hallPageQuery.extend({ date: isoDay.optional() });
/** GET /hallEvents/my-events: the signed-in user's own events. */
export const myHallEventsQuery = z.object({ page, pageSize });

/** POST /hallAdminEvents/add. multiRentalAllowed is read from the hall, not from here. */
export const addAdminEventBody = z.object({
  hall_id: id,
  date: isoDay,
  starting_time: time,
  ending_time: time,
  multiRentalAllowed: z.unknown().optional(),
});

/** Calls that name one event: admin delete, cancel; terminate, cancel-event-request. */
export const hallEventIdBody = z.object({ event_id: id });
export const hallEventIdQuery = z.object({ event_id: id });

/** POST /hallAdminEvents/rebook-hall-event: event_date, when sent, must be the event's day. */
export const rebookAdminEventBody = z.object({ event_id: id, event_date: isoDay.optional() });

/**
 * Attendees of a booking and of an edit: a whole number; the hall's own minimums and capacities
 * (hallBookingProblem) apply to both.
 */
const attendees = whole(0).max(MAX_ATTENDEES);

/** event_info of POST /hallEvents/rent (JSON text in multipart). */
export const hallEventInfoSchema = z.object({
  type: z.enum(EVENT_TYPES, { error: 'must be Meher, Xaflad, Dhalasho or Midna' }),
  date: isoDay,
  starting_time: time,
  ending_time: time,
  num_attendees: attendees,
  food: z.string().trim().min(1).max(500).default(NO_FOOD),
  cake_info: z
    .object({
      name: z.string().trim().min(1).max(200).default(NO_CAKE),
      engravement_name: z.string().trim().max(100).default(''),
    })
    .default({ name: NO_CAKE, engravement_name: '' }),
});
export type HallEventInfoInput = z.infer<typeof hallEventInfoSchema>;

/**
 * Fields of POST /hallEvents/rent apart from the `image` file (the cake picture). userId is the
 * signed-in user, or, when the hall's owner books, the user found by e-mail (booked at once).
 * multiRentalAllowed and notification are read from the hall and built by the server.
 */
export const rentHallFields = z.object({
  folder: z.string().max(200).optional(),
  userId: id,
  hall_id: id,
  contact: z.string().trim().max(60).default(''),
  district: z.string().trim().max(60).default(''),
  event_info: hallEventInfoSchema,
  multiRentalAllowed: z.unknown().optional(),
  notification: z.unknown().optional(),
});

/** POST /hallEvents/book-event: the owner books (accepts) an event; the stored day and times count. */
export const bookHallEventBody = z.object({
  event_id: id,
  event_starting_time: z.string().optional(),
  event_ending_time: z.string().optional(),
  event_date: z.string().optional(),
  notification: z.unknown().optional(),
  multiRentalAllowed: z.unknown().optional(),
});

/** POST /hallEvents/decline-hall-event: the owner declines; request-declined unless false. */
export const declineHallEventBody = z.object({
  event_id: id,
  sendNotificationDecline: flag.default(true),
});

/** One updated_values pair; a map {field: value} is accepted too (see updatedValuesSchema). */
const changeSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('type'), value: z.enum(EVENT_TYPES) }),
  z.object({ name: z.literal('date'), value: isoDay }),
  z.object({ name: z.literal('starting_time'), value: time }),
  z.object({ name: z.literal('ending_time'), value: time }),
  z.object({ name: z.literal('num_attendees'), value: attendees }),
  z.object({ name: z.literal('food'), value: z.string().trim().min(1).max(500) }),
  z.object({ name: z.literal('cake'), value: z.string().trim().min(1).max(200) }),
  z.object({ name: z.literal('engravement_name'), value: z.string().trim().max(100) }),
]);

/**
 * updatedValues of the event update calls: a list of {name, value} (spec 2 section 3) or an
 * object {field: value}; each field at most once, at least one.
 */
export const updatedValuesSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v).map(([k, value]) => ({ name: k, value }))
      : v,
  z
    .array(changeSchema)
    .min(1, { error: 'nothing changed' })
    .max(HALL_EVENT_FIELDS.length)
    .refine((list) => new Set(list.map((c) => c.name)).size === list.length, {
      error: 'a field is given twice',
    }),
);

/** POST /hallEvents/update-hall-event. The owner accepting a request may leave updatedValues out. */
export const updateHallEventBody = z.object({
  event_id: id,
  updatedValues: updatedValuesSchema.optional(),
  notification_id: z.string().max(100).optional(),
});

/** POST /hallEvents/request-event-update: a booked event's user asks the owner. */
export const requestHallEventUpdateBody = z.object({
  event_id: id,
  updatedValues: updatedValuesSchema,
  notification: z.unknown().optional(),
});

/** POST /hallEvents/event-update-decline: the owner declines an update request. */
export const hallEventUpdateDeclineBody = z.object({
  event_id: id,
  notification_id: z.string().max(100).optional(),
  sendNotificationDecline: flag.default(true),
});
