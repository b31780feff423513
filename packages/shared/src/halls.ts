import { WEEKDAYS, weekdayIndex, isPastDay } from './calendar';
import { MIN_FACILITIES } from './facilities';
import { below, facilityCount, isBlank } from './form-rules';
import {
  EVENT_TYPES,
  HALL_MIN_INPUT,
  MAX_DAY_PRICE_COLUMNS,
  MIN_HALL_PRICE,
  NAME_MIN_LENGTH,
  PICTURE_LIMITS,
  type EventType,
} from './limits';
import type { z } from 'zod';
import type {
  hallAdminEventAnswer,
  hallAdminEventPageAnswer,
  hallAnswer,
  hallBookAnswer,
  hallCakeAnswer,
  hallCancelAnswer,
  hallDayMinimumAnswer,
  hallDetailAnswer,
  hallDetailsAnswer,
  hallEventAnswer,
  hallEventChangeAnswer,
  hallEventInfoAnswer,
  hallEventPageAnswer,
  hallFoodAnswer,
  hallMonthEventAnswer,
  hallUpdateAnswer,
} from './answers/halls';
import { HALL_EVENT_FIELDS } from './statuses';
import { isIsoDay } from './dates';
import { messages } from './messages';
import { NO_CAKE, NO_FOOD, type HallFoodPackage } from './pricing';

export {
  HALL_ADMIN_EVENT_STATUSES,
  HALL_EVENT_FIELDS,
  HALL_EVENT_STATUSES,
  type HallAdminEventStatus,
  type HallEventField,
  type HallEventStatus,
} from './statuses';

/**
 * Wire shapes and rules of the hall calls (spec 2 sections 3 to 9). No zod at run time here (the
 * landing bundle imports the shared package): the wire shapes are the outputs of the answer
 * schemas (answers/halls.ts), payload schemas live in schemas/halls.ts.
 *
 * A hall is a renting property of type 'Hall' (listing kind 'Hall', card opens /halls/{id});
 * its own details, events and admin events have their own tables. Money is whole dollars.
 */

// Hall

/** A per-weekday minimum of attendees; `day` is an English or Somali weekday name. */
export type HallDayMinimum = z.output<typeof hallDayMinimumAnswer>;
/** A food package: comma-separated items, a per-head price and optional weekday prices. */
export type HallFood = z.output<typeof hallFoodAnswer>;
export type HallCake = z.output<typeof hallCakeAnswer>;

/** The hall-only fields (the `halls` row), as the add form sends them and the answers carry them. */
export type HallDetails = z.output<typeof hallDetailsAnswer>;

/** A hall as its owner and its edit form see it; `price` holds the hourly rate (card price). */
export type Hall = z.output<typeof hallAnswer>;

/** GET /hallProperty/find/{id}: the hall with its owner card (contact only for signed-in viewers). */
export type HallDetail = z.output<typeof hallDetailAnswer>;

// Events

/** Statuses that hold the hall's day (the booking guard counts these). */
export const LIVE_HALL_EVENT_STATUSES = ['pending', 'booked'] as const;
export const isLiveHallStatus = (status: string): boolean =>
  status === 'pending' || status === 'booked';

/** What an event is: its type, day, times, guests, food and cake (answers/halls.ts). */
export type HallEventInfo = z.output<typeof hallEventInfoAnswer>;

/** One change of an update request (spec 2 section 3: updated_values is a list of {name, value}). */
export type HallEventChange = z.output<typeof hallEventChangeAnswer>;

/** A hall event as its user and the hall's owner see it. */
export type HallEvent = z.output<typeof hallEventAnswer>;

/**
 * One event of GET /hallEvents/events_between_a_month. Everyone gets the live events' day,
 * times and status; the hall's owner gets every event of the month, each with `event`.
 */
export type HallMonthEvent = z.output<typeof hallMonthEventAnswer>;

/** A day (or part of one) the owner blocked on the hall's calendar. */
export type HallAdminEvent = z.output<typeof hallAdminEventAnswer>;

/** A numbered page (page size 10): all-events, upcoming-events, my-events. */
export type HallEventPage = z.output<typeof hallEventPageAnswer>;
/** GET /hallAdminEvents?hall_id&page&pageSize. */
export type HallAdminEventPage = z.output<typeof hallAdminEventPageAnswer>;

// Answers (data markers kept as the spec writes them)

/** rent, book-event, admin add, admin rebook: 'already-booked' when the day or time is taken. */
export type HallBookAnswer = z.output<typeof hallBookAnswer>;
/**
 * update-hall-event: 'success' when applied, 'date-event-exist' when the new day or time is
 * taken, 'unchanged' when nothing was applied (a booked event edited by its user: send
 * request-event-update instead; other statuses: nothing happens).
 */
export type HallUpdateAnswer = z.output<typeof hallUpdateAnswer>;
/**
 * cancel-event-request: 'cancelled' (a pending event), 'requested' (a booked event: the owner
 * got a rent-termination-request), or messages.terminationExists itself when that request is
 * already waiting (spec 2 section 7 gives the message as the answer).
 */
export type HallCancelAnswer = z.output<typeof hallCancelAnswer>;

// Messages of the halls area the shared catalogue does not hold

/** Somali: the event's time has passed (spec 2 section 8, booking a past event). */
export const HALL_EVENT_PASSED_MESSAGE = 'Waqtigii xafladda wuu dhaafay';
/** Somali: that day is already chosen (a repeated day in a day-price block or day minimum). */
export const HALL_DAY_REPEATED_MESSAGE = 'Maalintaas horey ayaad u dooratay';
/** At most 8 day-price blocks. */
export const HALL_TOO_MANY_DAYS_MESSAGE = `Ugu badnaan ${MAX_DAY_PRICE_COLUMNS} maalmood`;
/** The answer marker of update-hall-event, as the client's toast text (spec 2 section 8). */
export const HALL_DATE_TAKEN_MESSAGE = messages.dateTaken;

/** The upload folder kinds (spec 2 section 7: user id, kind and a random token). */
export const HALL_FOLDER_KIND = 'hall';
export const HALL_EVENT_FOLDER_KIND = 'hallEvent';

// Time helpers

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const isHallTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME.test(value);

/** [start, end) in minutes from the day's midnight; an end at or before the start runs past midnight. */
export function hallTimeRange(startingTime: string, endingTime: string): [number, number] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const start = toMin(startingTime);
  let end = toMin(endingTime);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

type Timed = { starting_time: string; ending_time: string };

/** Whether two events of the same day share any minute (touching ends do not overlap). */
export function timesOverlap(a: Timed, b: Timed): boolean {
  const [as, ae] = hallTimeRange(a.starting_time, a.ending_time);
  const [bs, be] = hallTimeRange(b.starting_time, b.ending_time);
  return as < be && bs < ae;
}

// Weekday matching

/** Whether a weekday name (English or Somali, any case) names the weekday of an ISO day. */
export function isWeekdayOf(dayName: string, isoDay: string): boolean {
  const weekday = WEEKDAYS[weekdayIndex(isoDay)];
  const name = dayName.trim().toLowerCase();
  return name === weekday?.english.toLowerCase() || name === weekday?.somali.toLowerCase();
}

/** Whether a text is a weekday name the hall forms offer (English or Somali). */
export const isWeekdayName = (value: string): boolean =>
  WEEKDAYS.some(
    (w) =>
      w.english.toLowerCase() === value.trim().toLowerCase() ||
      w.somali.toLowerCase() === value.trim().toLowerCase(),
  );

/** The canonical (English) name of a weekday name, so 'Sabti' and 'saturday' count as one. */
const weekdayKey = (value: string): string => {
  const name = value.trim().toLowerCase();
  const w = WEEKDAYS.find(
    (d) => d.english.toLowerCase() === name || d.somali.toLowerCase() === name,
  );
  return w ? w.english : name;
};

/** The minimum attendees on a day: day_min_attendees for its weekday, when set. */
export function dayMinimumOn(
  hall: Pick<HallDetails, 'day_min_attendees'>,
  isoDay: string,
): number | null {
  const found = hall.day_min_attendees.find((d) => isWeekdayOf(d.day, isoDay));
  return found ? found.min_attendees : null;
}

// Booking rules

const hasFood = (food: unknown) =>
  typeof food === 'string' && food.trim() !== '' && food.trim() !== NO_FOOD;

/** What the booking form holds; text inputs may still be empty. */
export type HallBookingInput = {
  date?: string | null;
  starting_time?: string | null;
  ending_time?: string | null;
  num_attendees?: number | string | null;
  food?: string | null;
};

/**
 * The first rule of "Hall booking" (spec 2 section 5) the choice breaks, as the spec's message;
 * null when none. Order: attendees, start and end time required (the Somali empty-fields
 * warning); without food at most capacity_seated, with food at most capacity_banquet ('The hall
 * can't take more than N'); at least min_attendees_required, then the weekday's minimum of
 * day_min_attendees ('The hall can't take less than N'). The owner and past-day checks are
 * the server's (messages.cannotRentOwn, HALL_EVENT_PASSED_MESSAGE).
 */
export function hallBookingProblem(
  hall: Pick<
    HallDetails,
    'capacity_seated' | 'capacity_banquet' | 'min_attendees_required' | 'day_min_attendees'
  >,
  choice: HallBookingInput,
): string | null {
  if (
    isBlank(choice.num_attendees) ||
    !Number.isFinite(Number(choice.num_attendees)) ||
    !isHallTime(choice.starting_time) ||
    !isHallTime(choice.ending_time)
  )
    return messages.fillEmptyFields;
  const attendees = Number(choice.num_attendees);
  if (!hasFood(choice.food) && attendees > hall.capacity_seated)
    return messages.hallMax(hall.capacity_seated);
  if (hasFood(choice.food) && attendees > hall.capacity_banquet)
    return messages.hallMax(hall.capacity_banquet);
  if (attendees < hall.min_attendees_required) return messages.hallMin(hall.min_attendees_required);
  if (typeof choice.date === 'string' && isIsoDay(choice.date)) {
    const dayMin = dayMinimumOn(hall, choice.date);
    if (dayMin !== null && attendees < dayMin) return messages.hallMin(dayMin);
  }
  return null;
}

/** Admin event form (spec 2 section 5): 'Please select the date', then 'Please select time'. */
export function adminEventProblem(input: {
  date?: string | null;
  starting_time?: string | null;
  ending_time?: string | null;
}): string | null {
  if (isBlank(input.date)) return messages.selectDate;
  if (!isHallTime(input.starting_time) || !isHallTime(input.ending_time))
    return messages.selectTime;
  return null;
}

// Lifecycle rules (spec 2 section 4)

/** Book is allowed from declined, cancelled, terminated or pending, and never for a past day. */
export const canBookHallEvent = (status: string): boolean =>
  status === 'declined' ||
  status === 'cancelled' ||
  status === 'terminated' ||
  status === 'pending';
/** Cancel (decline) only while pending or booked. */
export const canCancelHallEvent = (status: string): boolean => isLiveHallStatus(status);
/** An admin event's Book is ignored while booked or completed (and refused for a past day). */
export const canBookAdminEvent = (status: string): boolean =>
  status !== 'booked' && status !== 'completed';
export const canCancelAdminEvent = (status: string): boolean => isLiveHallStatus(status);
/** A day before today can no longer be booked. */
export const isEventDayPast = (isoDay: string, today: Date | string): boolean =>
  isPastDay(isoDay, today);

// Calendar

export type HallDayState = 'expired' | 'available' | 'requested' | 'booked' | 'partial' | 'closed';
type DayEvent = { date: string; status: string; starting_time?: string; ending_time?: string };

/**
 * The state of one calendar day (spec 2 section 4): expired before today; otherwise, counting
 * live events and live admin events of the day, a hall that is not multi-rental is booked by a
 * booked event or an admin event, and requested (held, but still open to the owner's answer)
 * when its only events are pending; a multi-rental hall is closed once its live events reach
 * max_rent_per_day, partial while some are there, available when none.
 */
export function hallDayState(
  events: readonly DayEvent[],
  adminEvents: readonly DayEvent[],
  hall: Pick<HallDetails, 'multiRentalAllowed' | 'max_rent_per_day'>,
  day: string,
  today: Date | string,
): HallDayState {
  if (isPastDay(day, today)) return 'expired';
  const live = events.filter((e) => e.date === day && isLiveHallStatus(e.status)).length;
  const blocked = adminEvents.filter((e) => e.date === day && isLiveHallStatus(e.status)).length;
  if (!hall.multiRentalAllowed) {
    if (blocked > 0 || events.some((e) => e.date === day && e.status === 'booked')) return 'booked';
    return live > 0 ? 'requested' : 'available';
  }
  if (live >= Math.max(1, hall.max_rent_per_day)) return 'closed';
  return live + blocked > 0 ? 'partial' : 'available';
}

// Hall form (new) and edit

const asList = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v)
    ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object')
    : [];
const shortName = (v: unknown) => typeof v !== 'string' || v.trim().length < NAME_MIN_LENGTH;
const repeats = (days: string[]) => new Set(days.map(weekdayKey)).size !== days.length;

/**
 * The lists' rules shared by the new and the edit form: rows filled (dataIncomplete), names
 * of 3 characters or more, prices not negative, day-price blocks with a chosen weekday, no
 * repeated day, at most 8 blocks; day minimums on distinct weekdays, at least 10.
 */
function listsProblem(values: Readonly<Record<string, unknown>>): string | null {
  for (const food of asList(values.food)) {
    if (isBlank(food.package) || below(food.price, MIN_HALL_PRICE)) return messages.dataIncomplete;
    if (shortName(food.package)) return messages.nameTooShort;
    const blocks = asList(food.daysBasedPrice);
    if (blocks.length > MAX_DAY_PRICE_COLUMNS) return HALL_TOO_MANY_DAYS_MESSAGE;
    for (const block of blocks) {
      if (typeof block.day !== 'string' || !isWeekdayName(block.day))
        return messages.fillEmptyFields;
      if (below(block.price, MIN_HALL_PRICE)) return messages.dataIncomplete;
    }
    if (repeats(blocks.map((b) => String(b.day)))) return HALL_DAY_REPEATED_MESSAGE;
  }
  for (const cake of asList(values.cake)) {
    if (isBlank(cake.name) || below(cake.price, MIN_HALL_PRICE)) return messages.dataIncomplete;
    if (shortName(cake.name)) return messages.nameTooShort;
  }
  const minimums = asList(values.day_min_attendees);
  for (const m of minimums) {
    if (typeof m.day !== 'string' || !isWeekdayName(m.day) || isBlank(m.min_attendees))
      return messages.dataIncomplete;
    if (below(m.min_attendees, HALL_MIN_INPUT)) return messages.hallMin(HALL_MIN_INPUT);
  }
  if (repeats(minimums.map((m) => String(m.day)))) return HALL_DAY_REPEATED_MESSAGE;
  return null;
}

const countsProblem = (values: Readonly<Record<string, unknown>>, required: boolean) => {
  const given = (key: string) => required || key in values;
  for (const key of ['capacity_banquet', 'capacity_seated', 'min_attendees_required'])
    if (given(key) && below(values[key], HALL_MIN_INPUT)) return messages.hallMin(HALL_MIN_INPUT);
  for (const key of ['deposit', 'hourly_rate'])
    if (given(key) && below(values[key], MIN_HALL_PRICE)) return messages.fillEmptyFields;
  if (!isBlank(values.max_rent_per_day) && below(values.max_rent_per_day, MIN_HALL_PRICE))
    return messages.fillEmptyFields;
  // An edit may turn multi-rental on without resending the day's maximum (the hall keeps its own).
  const multi = values.multiRentalAllowed === true || values.multiRentalAllowed === 'true';
  if (multi && given('max_rent_per_day') && below(values.max_rent_per_day, 1))
    return messages.fillEmptyFields;
  return null;
};

/**
 * The first rule of the New Property form's Hall choice (spec 2 section 5) the input breaks, as
 * its message; null when none. Order: required fields (name, capacities, location,
 * min_attendees_required, description, deposit, hourly_rate: the Somali empty-fields warning);
 * non-empty food, cake and day-minimum lists ('xogtaada ma dhameestirna'); minimum 10 on
 * capacities and minimum attendees; the lists' rows (names 'Magaca < 3 xaraf', day-price
 * blocks with a chosen day, no repeated day, at most 8); 1 to 15 pictures; 6 facilities.
 * Takes the raw form values (JSON or the parsed text parts).
 */
export function hallFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
): string | null {
  const location = (values.location ?? {}) as Record<string, unknown>;
  const required = [
    values.name,
    values.capacity_banquet,
    values.capacity_seated,
    location.region,
    location.district,
    values.min_attendees_required,
    values.description,
    values.deposit,
    values.hourly_rate,
  ];
  if (required.some(isBlank)) return messages.fillEmptyFields;
  if (
    asList(values.food).length === 0 ||
    asList(values.cake).length === 0 ||
    asList(values.day_min_attendees).length === 0
  )
    return messages.dataIncomplete;
  const counts = countsProblem(values, true);
  if (counts) return counts;
  const lists = listsProblem(values);
  if (lists) return lists;
  if (pictureCount < PICTURE_LIMITS.hall.min) return messages.noPictures;
  if (pictureCount > PICTURE_LIMITS.hall.max) return messages.only15Images;
  if (facilityCount(values.facilities) < MIN_FACILITIES) return messages.facilitiesLessThan6;
  return null;
}

/**
 * The first rule of "Hall edit" (spec 2 section 5) the changed values break; null when none.
 * Only the fields present are checked: capacities and minimum attendees at least 10, prices
 * and max_rent_per_day not negative, the lists' rules as on the new form (a list, when sent,
 * may not be empty), at most 15 pictures ('Only 15 images are allowed').
 */
export function hallEditProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount = 0,
): string | null {
  if (pictureCount > PICTURE_LIMITS.hall.max) return messages.only15Images;
  if (Array.isArray(values.pictures) && values.pictures.length > PICTURE_LIMITS.hall.max)
    return messages.only15Images;
  for (const key of ['name', 'description'] as const)
    if (key in values && isBlank(values[key])) return messages.fillEmptyFields;
  for (const key of ['food', 'cake', 'day_min_attendees'] as const)
    if (key in values && asList(values[key]).length === 0) return messages.dataIncomplete;
  return countsProblem(values, false) ?? listsProblem(values);
}

// Event edit

/** What the event edit form holds (spec 2 section 2 "Edit hall event"). */
export type HallEventForm = {
  type: string;
  date: string;
  starting_time: string;
  ending_time: string;
  num_attendees: number | string;
  food: string;
  cake: string;
  engravement_name: string;
};

/** The form's starting values from an event. */
export const hallEventFormOf = (info: HallEventInfo): HallEventForm => ({
  type: info.type,
  date: info.date,
  starting_time: info.starting_time,
  ending_time: info.ending_time,
  num_attendees: info.num_attendees,
  food: info.food,
  cake: info.cake_info.name,
  engravement_name: info.cake_info.engravement_name,
});

/**
 * The changed fields of an edit, as updated_values pairs; [] when nothing changed (then nothing
 * is sent). Choosing no-cake discards the engraved name.
 */
export function hallEventChanges(info: HallEventInfo, form: HallEventForm): HallEventChange[] {
  const before = hallEventFormOf(info);
  const after: HallEventForm = {
    ...form,
    num_attendees: Number(form.num_attendees),
    engravement_name: form.cake === NO_CAKE ? '' : form.engravement_name,
  };
  const changes: HallEventChange[] = [];
  for (const name of HALL_EVENT_FIELDS) {
    const value = after[name];
    if (String(value) !== String(before[name])) changes.push({ name, value });
  }
  return changes;
}

/** The event's info after a list of changes (no-cake discards the engraved name). */
export function applyHallEventChanges(
  info: HallEventInfo,
  changes: readonly HallEventChange[],
): HallEventInfo {
  const next: HallEventInfo = { ...info, cake_info: { ...info.cake_info } };
  for (const { name, value } of changes) {
    if (name === 'num_attendees') next.num_attendees = Number(value);
    else if (name === 'cake') next.cake_info.name = String(value);
    else if (name === 'engravement_name') next.cake_info.engravement_name = String(value);
    else if (name === 'type') next.type = String(value) as EventType;
    else next[name] = String(value);
  }
  if (next.cake_info.name === NO_CAKE) next.cake_info.engravement_name = '';
  return next;
}

/**
 * The first rule of "Hall event edit" (spec 2 section 5) the edited event breaks; null when
 * none. Event type, times and attendees are required, the food is one of the hall's packages or
 * no-food, the cake one of its cakes or no-cake. Then the booking's rules (hallBookingProblem):
 * an edit may not take the event past the hall's capacities nor below its minimums, the hall's
 * or the new day's (issue 32: an edit is held to the booking's bounds).
 */
export function hallEventEditProblem(
  hall: Pick<
    HallDetails,
    'capacity_seated' | 'capacity_banquet' | 'min_attendees_required' | 'day_min_attendees'
  > & { food: readonly Pick<HallFoodPackage, 'package'>[]; cake: readonly { name: string }[] },
  info: HallEventInfo,
): string | null {
  if (
    !(EVENT_TYPES as readonly string[]).includes(info.type) ||
    isBlank(info.date) ||
    !isHallTime(info.starting_time) ||
    !isHallTime(info.ending_time) ||
    !Number.isInteger(info.num_attendees) ||
    info.num_attendees < 0
  )
    return messages.fillEmptyFields;
  if (hasFood(info.food) && !hall.food.some((f) => f.package === info.food))
    return messages.dataIncomplete;
  if (info.cake_info.name !== NO_CAKE && !hall.cake.some((c) => c.name === info.cake_info.name))
    return messages.dataIncomplete;
  return hallBookingProblem(hall, info);
}
