import type { z } from 'zod';
import type {
  availableRoomAnswer,
  hotelAnswer,
  hotelBookingAnswer,
  hotelBookingEntryAnswer,
  hotelBookingPageAnswer,
  hotelDetailAnswer,
  hotelRebookAnswer,
  hotelReservationAnswer,
  hotelReservationChangesAnswer,
  hotelRoomAddressAnswer,
  hotelRoomAnswer,
  hotelRoomsPageAnswer,
  hotelSummaryAnswer,
  hotelTerminationRequestAnswer,
  hotelUpdateAnswer,
  myHotelReservationAnswer,
  myHotelReservationsPageAnswer,
} from './answers/hotels';
import { daysBetween } from './dates';
import { MIN_FACILITIES } from './facilities';
import { below, facilityCount, isBlank } from './form-rules';
import {
  DEFAULT_MIN_STAY_DAYS,
  MIN_AREA,
  MIN_PRICE,
  MIN_ROOM_COUNT,
  MIN_STAY_INPUT,
  PICTURE_LIMITS,
} from './limits';
import { messages } from './messages';
import { hotelNightlyRate, hotelTotalPrice, type HotelRates } from './pricing';

export { HOTEL_RESERVATION_STATUSES, type HotelReservationStatus } from './statuses';

/**
 * Wire shapes and rules of the hotel calls (spec 2 sections 2 to 9). Only zod's types here: the
 * landing bundle imports the shared package. Wire shapes come from answers/hotels.ts, payload
 * schemas live in schemas/hotels.ts.
 *
 * A hotel is a renting property of type 'Hotel' (its listing kind is 'Hotel', its card opens
 * /hotels/{id}); `price` is its card price, the lowest daily_rate of its room types (null while
 * it has none). Room types, their addresses and reservations have their own tables.
 */

/** A hotel as its owner and its edit form see it (answers/hotels.ts). */
export type Hotel = z.output<typeof hotelAnswer>;

/** GET /hotels/hotel/id?hotel_id: the hotel with who owns it (like the property detail). */
export type HotelDetail = z.output<typeof hotelDetailAnswer>;

/** A room address (door) of a room type; `occupied` is the owner's rent/unrent flag. */
export type HotelRoomAddress = z.output<typeof hotelRoomAddressAnswer>;

/** A room type of a hotel with its addresses (spec 2 section 3 "Hotel room type"). */
export type HotelRoom = z.output<typeof hotelRoomAnswer>;

/**
 * One answer of GET /hotels/hotelRoomRentals/availableRooms: the room type with only the
 * addresses free for the whole range (no pending or booked reservation overlaps it, and not
 * occupied), and the stay's price computed as the server will charge it.
 */
export type AvailableRoom = z.output<typeof availableRoomAnswer>;

export const LIVE_RESERVATION_STATUSES = ['pending', 'booked'] as const;

/** What an edit of a reservation may change (stored as updated_values while a request waits). */
export type HotelReservationChanges = z.output<typeof hotelReservationChangesAnswer>;

/** A reservation (spec 2 section 3 "Hotel reservation"); days are 'YYYY-MM-DD'. */
export type HotelReservation = z.output<typeof hotelReservationAnswer>;

/** A reservation in the owner's lists, wrapped as the spec says: {user, bookingList}. */
export type HotelBookingEntry = z.output<typeof hotelBookingEntryAnswer>;

/** Lists the spec pages by number (page from 1, pageSize 10). */
export type HotelRoomsPage = z.output<typeof hotelRoomsPageAnswer>;
export type HotelBookingPage = z.output<typeof hotelBookingPageAnswer>;

/** GET /hotels/hotelRoomRentals/my-reservations: the guest's reservations with their hotel. */
export type MyHotelReservation = z.output<typeof myHotelReservationAnswer>;
export type MyHotelReservationsPage = z.output<typeof myHotelReservationsPageAnswer>;

/** GET /hotels/hotelRoomRentals/summery: today's check-ins, booked and cancelled counts. */
export type HotelSummary = z.output<typeof hotelSummaryAnswer>;

/** Outcome markers kept in `data` (spec 2 section 7). */
export type HotelBookingAnswer = z.output<typeof hotelBookingAnswer>;
export type HotelUpdateAnswer = z.output<typeof hotelUpdateAnswer>;
export type HotelRebookAnswer = z.output<typeof hotelRebookAnswer>;
export type HotelTerminationRequestAnswer = z.output<typeof hotelTerminationRequestAnswer>;

/** The upload folder kinds (spec 2 section 7: user id, kind and a random token). */
export const HOTEL_FOLDER_KIND = 'hotel';
export const HOTEL_ROOM_FOLDER_KIND = 'hotelRoom';

/** Somali warning: the addresses are more than the room type's number of rooms. */
export const TOO_MANY_ROOM_ADDRESSES_MESSAGE = 'Cinwaanada waxay ka badan yihiin tirada qolalka';
/** A room type must sleep its largest party. */
export const ROOM_CAPACITY_MESSAGE = 'Capacity must be at least max adults plus max kids';
/** Somali: sorry, it is already rented (booking answered 'rented'). */
export const HOTEL_RENTED_MESSAGE = 'Ka xunnahay, qolkan waa la kireeyay';
/** Somali: it cannot be re-rented once its period has ended (re-book answered 'error'). */
export const HOTEL_REBOOK_ERROR_MESSAGE =
  'Lama kireyn karo mar kale, waqtigii kirada waa dhamaaday';

/** Cancel is offered only while pending or booked (spec 2 section 4). */
export const canCancelReservation = (status: string): boolean =>
  status === 'pending' || status === 'booked';
export const isLiveReservation = canCancelReservation;

/** Re-book is refused once completed or when check-out has passed (`today` as 'YYYY-MM-DD'). */
export const canRebookReservation = (
  reservation: { status: string; check_out: string },
  today: string,
): boolean => reservation.status !== 'completed' && reservation.check_out >= today;

/** Nights of a stay: whole days from check-in to check-out ('YYYY-MM-DD'). */
export const stayDays = (check_in: string, check_out: string): number =>
  daysBetween(check_in, check_out);

/** The price of a stay in a room type: days times the nightly rate (spec 2 section 5). */
export function stayPrice(room: HotelRates, check_in: string, check_out: string) {
  const days = stayDays(check_in, check_out);
  return { days, nightly_rate: hotelNightlyRate(room, days), price: hotelTotalPrice(room, days) };
}

/** Whether [aIn, aOut) and [bIn, bOut) share a night: a check-out day may be the next check-in. */
export const rangesOverlap = (aIn: string, aOut: string, bIn: string, bOut: string): boolean =>
  aIn < bOut && bIn < aOut;

/** The availability block's picked dates; null until chosen. */
export type CalendarPick = { check_in: string | null; check_out: string | null };
export const EMPTY_PICK: CalendarPick = { check_in: null, check_out: null };

/**
 * The hotel calendar picker (spec 2 section 2): the first click sets check-in; a second click on
 * a later date sets check-out, on an earlier date swaps the two (it becomes check-in and the
 * first pick check-out); a third click restarts with a new check-in. A second click on the
 * check-in day itself keeps only the check-in (a stay needs one night).
 */
export function calendarPick(state: CalendarPick, day: string): CalendarPick {
  const { check_in, check_out } = state;
  if (!check_in || check_out) return { check_in: day, check_out: null };
  if (day > check_in) return { check_in, check_out: day };
  if (day < check_in) return { check_in: day, check_out: check_in };
  return { check_in, check_out: null };
}

/**
 * Room addresses as the room form sends them: a JSON array of strings or one space-separated
 * string. Trimmed, empty entries dropped, order and duplicates kept (the server refuses them).
 */
export function parseRoomAddresses(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        list = text.split(/\s+/);
      }
    } else list = text.split(/\s+/);
  }
  if (!Array.isArray(list)) return [];
  return list.map((a) => String(a).trim()).filter((a) => a.length > 0);
}

/**
 * The first rule of "Hotel room add" (spec 2 section 5) the input breaks, as the message to
 * show; null when none. Order: the required fields (type, area, daily_rate, capacity, max_kids,
 * short_stay_rate, max_adults, numberOfRooms, at least one address: 'Fadlan buuxi meelaha
 * banaan!!!'), capacity at least max_adults + max_kids, 1 to 10 pictures, at least 6
 * facilities, then no more addresses than numberOfRooms (Somali warning). min_stay_days may be
 * left blank (2). `values.addresses` may be an array or the space-separated text of the form.
 * For the edit form pass `requirePictures: false` when the existing pictures are kept.
 */
export function roomFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
  opts: { requirePictures?: boolean } = {},
): string | null {
  const addresses = parseRoomAddresses(values.addresses);
  if (
    isBlank(values.type) ||
    below(values.area, MIN_AREA) ||
    below(values.daily_rate, MIN_PRICE) ||
    below(values.capacity, 1) ||
    below(values.max_kids, 0) ||
    below(values.short_stay_rate, MIN_STAY_INPUT) ||
    below(values.max_adults, 1) ||
    below(values.numberOfRooms, MIN_ROOM_COUNT) ||
    (!isBlank(values.min_stay_days) && below(values.min_stay_days, MIN_STAY_INPUT)) ||
    addresses.length === 0
  )
    return messages.fillEmptyFields;
  if (Number(values.capacity) < Number(values.max_adults) + Number(values.max_kids))
    return ROOM_CAPACITY_MESSAGE;
  if (opts.requirePictures !== false && pictureCount < PICTURE_LIMITS.room.min)
    return messages.noPictures;
  if (pictureCount > PICTURE_LIMITS.room.max) return messages.picturesMoreThan10;
  if (facilityCount(values.facilities) < MIN_FACILITIES) return messages.facilitiesAreLessThan6;
  if (addresses.length > Number(values.numberOfRooms)) return TOO_MANY_ROOM_ADDRESSES_MESSAGE;
  return null;
}

/** min_stay_days of a room form: 2 when left blank. */
export const minStayDaysOf = (value: unknown): number =>
  isBlank(value) ? DEFAULT_MIN_STAY_DAYS : Number(value);

/**
 * The first rule of the New Property form's Hotel choice (spec 2 section 5) the input breaks;
 * null when none. Order: name, contact, region, district and description ('Fadlan buuxi
 * meelaha banaan!!!'), 1 picture at least, at most 15 ('Only 15 images are allowed'), then at
 * least 6 facilities ('Facilities less than 6').
 */
export function hotelFormProblem(
  values: Readonly<Record<string, unknown>>,
  pictureCount: number,
  opts: { requirePictures?: boolean } = {},
): string | null {
  const location = (values.location ?? {}) as Record<string, unknown>;
  if (
    [values.name, values.contact, location.region, location.district, values.description].some(
      isBlank,
    )
  )
    return messages.fillEmptyFields;
  if (opts.requirePictures !== false && pictureCount < PICTURE_LIMITS.hotel.min)
    return messages.noPictures;
  if (pictureCount > PICTURE_LIMITS.hotel.max) return messages.only15Images;
  if (facilityCount(values.facilities) < MIN_FACILITIES) return messages.facilitiesLessThan6;
  return null;
}

/** The room type a reservation edit may move to: its limits and address texts. */
export type EditRoomChoice = {
  type: string;
  max_kids: number;
  max_adults: number;
  addresses: readonly { address: string }[];
};

/**
 * The first rule of "Hotel reservation edit" (spec 2 section 5) the edit breaks; null when
 * none. `room` is the room type chosen in the edit (the current one when unchanged): the room
 * address must be one of its addresses ('Please select room address'), kids at most its max_kids
 * ('You have more kids'), adults at most its max_adults ('You have more adults').
 */
export function reservationEditProblem(
  edit: { room_address: string; max_kids: number; max_adults: number },
  room: EditRoomChoice,
): string | null {
  if (!room.addresses.some((a) => a.address === edit.room_address))
    return messages.selectRoomAddress;
  if (edit.max_kids > room.max_kids) return messages.moreKids;
  if (edit.max_adults > room.max_adults) return messages.moreAdults;
  return null;
}

const EDITABLE = [
  'room_type',
  'room_address',
  'check_in',
  'check_out',
  'max_kids',
  'max_adults',
] as const satisfies readonly (keyof HotelReservationChanges)[];

/**
 * The fields an edit changes compared with the reservation, or null when nothing changed
 * (then nothing is sent, spec 2 section 5).
 */
export function reservationChanges(
  reservation: Pick<HotelReservation, (typeof EDITABLE)[number]>,
  edit: HotelReservationChanges,
): HotelReservationChanges | null {
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = edit[key];
    if (value !== undefined && value !== reservation[key]) changes[key] = value;
  }
  return Object.keys(changes).length > 0 ? (changes as HotelReservationChanges) : null;
}
