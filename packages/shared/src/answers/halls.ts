import { z } from 'zod';
import { HALL_ADMIN_EVENT_STATUSES, HALL_EVENT_FIELDS, HALL_EVENT_STATUSES } from '../statuses';
import { EVENT_TYPES } from '../limits';
import { messages } from '../messages';
import { idAnswer, instantAnswer } from './common';
import { rentingPropertyAnswer, rentingPropertyDetailAnswer } from './listings';

/** Answers of the hall calls (spec 2 sections 3 to 9); ids are `_id` strings, money whole dollars. */

/** A per-weekday minimum of attendees; `day` is an English or Somali weekday name. */
export const hallDayMinimumAnswer = z
  .object({ day: z.string(), min_attendees: z.number() })
  .meta({ id: 'HallDayMinimum' });

/** A food package: comma-separated items, a per-head price and optional weekday prices. */
export const hallFoodAnswer = z
  .object({
    package: z.string(),
    price: z.number(),
    daysBasedPrice: z.array(z.object({ day: z.string(), price: z.number() })),
  })
  .meta({ id: 'HallFood' });

export const hallCakeAnswer = z
  .object({ name: z.string(), price: z.number() })
  .meta({ id: 'HallCake' });

/** The hall-only fields (the `halls` row), as the add form sends them and the answers carry them. */
export const hallDetailsShape = {
  capacity_banquet: z.number(),
  capacity_seated: z.number(),
  min_attendees_required: z.number(),
  day_min_attendees: z.array(hallDayMinimumAnswer),
  deposit: z.number(),
  hourly_rate: z.number(),
  multiRentalAllowed: z.boolean(),
  /** events a multi-rental hall takes a day (ignored when multiRentalAllowed is false) */
  max_rent_per_day: z.number(),
  food: z.array(hallFoodAnswer),
  cake: z.array(hallCakeAnswer),
};
export const hallDetailsAnswer = z.object(hallDetailsShape);

/** A hall as its owner and its edit form see it; `price` holds the hourly rate (card price). */
export const hallAnswer = rentingPropertyAnswer
  .extend({ type: z.literal('Hall'), ...hallDetailsShape })
  .meta({ id: 'Hall' });

/** GET /hallProperty/find/{id}: the hall with its owner card (contact only for signed-in viewers). */
export const hallDetailAnswer = hallAnswer
  .extend({
    ownerInfo: rentingPropertyDetailAnswer.shape.ownerInfo,
    verificationRequested: rentingPropertyDetailAnswer.shape.verificationRequested,
  })
  .meta({ id: 'HallDetail' });

// Events

export const hallEventInfoAnswer = z
  .object({
    type: z.enum(EVENT_TYPES),
    /** 'YYYY-MM-DD' */
    date: z.string(),
    /** 'HH:mm'; an end at or before the start runs past midnight */
    starting_time: z.string(),
    ending_time: z.string(),
    num_attendees: z.number(),
    /** the chosen package text, or NO_FOOD */
    food: z.string(),
    cake_info: z.object({
      /** the chosen cake name, or NO_CAKE */
      name: z.string(),
      engravement_name: z.string(),
      /** storage key of the cake picture (GET /users/download-picture?picture=), or null */
      picture: z.string().nullable(),
    }),
  })
  .meta({ id: 'HallEventInfo' });

/** One change of an update request (spec 2 section 3: updated_values is a list of {name, value}). */
export const hallEventChangeAnswer = z
  .object({ name: z.enum(HALL_EVENT_FIELDS), value: z.union([z.string(), z.number()]) })
  .meta({ id: 'HallEventChange' });

/** A hall event as its user and the hall's owner see it. */
export const hallEventAnswer = z
  .object({
    _id: idAnswer,
    hall_id: idAnswer,
    /** the hall's card fields, for lists that mix halls (My account) */
    hall: z.object({ _id: idAnswer, name: z.string(), picture: z.string() }),
    /** whose event it is */
    userId: idAnswer,
    user: z.object({
      _id: idAnswer,
      name: z.string(),
      email: z.string(),
      picture: z.string(),
      contact: z.string(),
    }),
    status: z.enum(HALL_EVENT_STATUSES),
    multiRentalAllowed: z.boolean(),
    contact: z.string(),
    district: z.string(),
    event_info: hallEventInfoAnswer,
    /** the changes of an update request waiting for the owner; [] when none */
    updated_values: z.array(hallEventChangeAnswer),
    /** whether a rent-termination-request of the event's user is waiting for the owner */
    terminationRequested: z.boolean(),
    created_date: instantAnswer,
    updated_date: instantAnswer,
  })
  .meta({ id: 'HallEvent' });

/**
 * One event of GET /hallEvents/events_between_a_month. Everyone gets the live events' day,
 * times and status; the hall's owner gets every event of the month, each with `event`.
 */
export const hallMonthEventAnswer = z
  .object({
    date: z.string(),
    starting_time: z.string(),
    ending_time: z.string(),
    status: z.enum(HALL_EVENT_STATUSES),
    event: hallEventAnswer.optional(),
  })
  .meta({ id: 'HallMonthEvent' });

/** A day (or part of one) the owner blocked on the hall's calendar. */
export const hallAdminEventAnswer = z
  .object({
    _id: idAnswer,
    hall_id: idAnswer,
    date: z.string(),
    starting_time: z.string(),
    ending_time: z.string(),
    status: z.enum(HALL_ADMIN_EVENT_STATUSES),
    created_date: instantAnswer,
  })
  .meta({ id: 'HallAdminEvent' });

/** A numbered page (page size 10): all-events, upcoming-events, my-events. */
export const hallEventPageAnswer = z
  .object({
    events: z.array(hallEventAnswer),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'HallEventPage' });
/** GET /hallAdminEvents?hall_id&page&pageSize. */
export const hallAdminEventPageAnswer = z
  .object({
    events: z.array(hallAdminEventAnswer),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'HallAdminEventPage' });

// Answer markers (kept as the spec writes them)

/** rent, book-event, admin add: 'already-booked' when the day or time is taken. */
export const hallBookAnswer = z.enum(['success', 'already-booked']).meta({ id: 'HallBookAnswer' });
/** admin rebook: also 'unchanged' when the event is booked or completed already. */
export const hallRebookAnswer = z.enum(['success', 'already-booked', 'unchanged']);
/**
 * update-hall-event: 'success' when applied, 'date-event-exist' when the new day or time is
 * taken, 'unchanged' when nothing was applied (a booked event edited by its user: send
 * request-event-update instead; other statuses: nothing happens).
 */
export const hallUpdateAnswer = z
  .enum(['success', 'date-event-exist', 'unchanged'])
  .meta({ id: 'HallUpdateAnswer' });
/**
 * cancel-event-request: 'cancelled' (a pending event), 'requested' (a booked event: the owner
 * got a rent-termination-request), or messages.terminationExists itself when that request is
 * already waiting (spec 2 section 7 gives the message as the answer).
 */
export const hallCancelAnswer = z
  .enum(['cancelled', 'requested', messages.terminationExists])
  .meta({ id: 'HallCancelAnswer' });
/** The calls whose only answer is 'success'. */
export const hallDoneAnswer = z.literal('success');
