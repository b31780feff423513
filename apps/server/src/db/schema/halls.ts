import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  boolean,
  jsonb,
  date,
  index,
  check,
  doublePrecision,
} from 'drizzle-orm/pg-core';
import {
  HALL_ADMIN_EVENT_STATUSES,
  HALL_EVENT_STATUSES,
  type HallCake,
  type HallDayMinimum,
  type HallEventChange,
  type HallFood,
} from '@rentals/shared';
import {
  belongsTo,
  detailsOf,
  createdAt,
  pendingIndex,
  statusCheck,
  timesOfDayCheck,
  timestamps,
  uuidId,
  requestAnswer,
} from './columns';
import { rentingProperties } from './properties';
import { users } from './users';

/*
 * Event halls (spec 2 section 3). A hall is a row of renting_properties of type 'Hall' (name,
 * owner, location, pictures, facilities, description; price holds the hourly rate for the card);
 * these tables hold its own details, its events and the days its owner blocked (admin events).
 * Written by hand in migration drizzle/0003_halls.sql. Money is whole US dollars.
 */

/** The hall-only details of a 'Hall' renting property, keyed by its id. */
export const halls = pgTable(
  'halls',
  {
    propertyId: detailsOf(() => rentingProperties.id),
    capacityBanquet: integer('capacity_banquet').notNull(),
    capacitySeated: integer('capacity_seated').notNull(),
    minAttendeesRequired: integer('min_attendees_required').notNull(),
    dayMinAttendees: jsonb('day_min_attendees').$type<HallDayMinimum[]>().notNull().default([]),
    deposit: integer('deposit').notNull(),
    hourlyRate: integer('hourly_rate').notNull(),
    multiRentalAllowed: boolean('multi_rental_allowed').notNull().default(false),
    maxRentPerDay: integer('max_rent_per_day').notNull().default(1),
    food: jsonb('food').$type<HallFood[]>().notNull().default([]),
    cake: jsonb('cake').$type<HallCake[]>().notNull().default([]),
  },
  (t) => [
    check(
      'halls_numbers_check',
      sql`${t.capacityBanquet} >= 0 and ${t.capacitySeated} >= 0 and ${t.minAttendeesRequired} >= 0 and ${t.deposit} >= 0 and ${t.hourlyRate} >= 0 and ${t.maxRentPerDay} >= 0`,
    ),
  ],
);

/** A booking of a hall for a day and time (spec 2 section 3 "Hall event"). */
export const hallEvents = pgTable(
  'hall_events',
  {
    id: uuidId(),
    hallId: belongsTo('hall_id', () => rentingProperties.id),
    userId: belongsTo('user_id', () => users.id),
    /** pending, booked, declined, cancelled, terminated, completed */
    status: text('status').notNull().default('pending'),
    contact: text('contact').notNull().default(''),
    district: text('district').notNull().default(''),
    /** Meher, Xaflad, Dhalasho, Midna */
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:mm'; an end at or before the start runs past midnight */
    startingTime: text('starting_time').notNull(),
    endingTime: text('ending_time').notNull(),
    numAttendees: integer('num_attendees').notNull(),
    /** the package text, or 'no-food' */
    food: text('food').notNull().default('no-food'),
    /** the cake name, or 'no-cake' */
    cakeName: text('cake_name').notNull().default('no-cake'),
    engravementName: text('engravement_name').notNull().default(''),
    /** storage key of the cake picture */
    cakePicture: text('cake_picture'),
    /** the changes of an update request waiting for the owner */
    updatedValues: jsonb('updated_values').$type<HallEventChange[]>().notNull().default([]),
    /** US dollars as hallPriceEstimate priced it when the event was written (hallEventPrice) */
    price: doublePrecision('price').notNull().default(0),
    ...timestamps(),
    ...requestAnswer(),
  },
  (t) => [
    statusCheck('hall_events', t.status, HALL_EVENT_STATUSES),
    timesOfDayCheck('hall_events', t.startingTime, t.endingTime),
    check('hall_events_attendees_check', sql`${t.numAttendees} >= 0`),
    index('hall_events_hall_date_idx').on(t.hallId, t.date),
    index('hall_events_user_idx').on(t.userId, t.createdAt.desc()),
    index('hall_events_hall_created_idx').on(t.hallId, t.createdAt.desc()),
    pendingIndex('hall_events', t.status, t.createdAt),
  ],
);

/** A day (or part of one) the owner blocked on the calendar (spec 2 section 3). */
export const hallAdminEvents = pgTable(
  'hall_admin_events',
  {
    id: uuidId(),
    hallId: belongsTo('hall_id', () => rentingProperties.id),
    date: date('date', { mode: 'string' }).notNull(),
    startingTime: text('starting_time').notNull(),
    endingTime: text('ending_time').notNull(),
    /** pending, booked, cancelled, completed */
    status: text('status').notNull().default('booked'),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('hall_admin_events', t.status, HALL_ADMIN_EVENT_STATUSES),
    timesOfDayCheck('hall_admin_events', t.startingTime, t.endingTime),
    index('hall_admin_events_hall_date_idx').on(t.hallId, t.date),
  ],
);
