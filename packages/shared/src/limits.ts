/**
 * Business constants of spec 1 section 9 and spec 2 section 9, held once so the server's checks
 * and the forms' inputs cannot drift apart. Facility, text and rating figures live beside their
 * rules (facilities.ts, text.ts, rating.ts).
 */

// Timers
/** Session registration starts this long after load, so bounced visits are not sessions. */
export const SESSION_REGISTRATION_DELAY_MS = 10_000;
/** Activity ping of a live session: first after this long on a page, then at this interval. */
export const SESSION_ACTIVITY_INTERVAL_MS = 20_000;
/** A property view counts after this long on its page. */
export const PROPERTY_VIEW_DELAY_MS = 3_000;
/** Toasts close after 3 s (the toast library's default of 5 s is overridden). */
export const TOAST_AUTO_CLOSE_MS = 3_000;

// Pictures
export type PictureLimit = { min: number; max: number };
/**
 * Pictures per listing kind of the spec, and per room and apartment. The apartment building edit
 * refuses more than 10 while its message says 15 (spec 2 section 5); the limit enforced is 10.
 * A kind's facts carry its limits (KIND_FACTS' `pictures`): a new kind writes them there, and
 * needs no entry here.
 */
export const PICTURE_LIMITS = {
  property: { min: 1, max: 10 },
  hall: { min: 1, max: 15 },
  hotel: { min: 1, max: 15 },
  apartmentBuilding: { min: 1, max: 10 },
  room: { min: 1, max: 10 },
  apartment: { min: 1, max: 10 },
} as const satisfies Record<string, PictureLimit>;
export type PictureKind = keyof typeof PICTURE_LIMITS;
/** Quality images are compressed to before upload. */
export const IMAGE_QUALITY = 0.5;
/** A PNG larger than this is converted to JPEG before upload. */
export const PNG_TO_JPEG_BYTES = 5 * 1024 * 1024;

// Numeric minimums of the forms (a lower value typed in is ignored)
export const MIN_ROOMS = 1;
export const MIN_PRICE = 1;
/** The largest monthly price a listing may ask, in US dollars (also the filter's largest bound). */
export const MAX_LISTING_PRICE = 10_000_000;
export const MIN_AREA = 1;
export const MIN_FLOORS = 1;
export const MIN_UNITS = 1;
export const MIN_BEDROOMS = 1;
export const MIN_BATHROOMS = 1;
export const MIN_FLOOR_LEVEL = 1;
/** Minimum of a hotel room type's number of rooms. */
export const MIN_ROOM_COUNT = 1;
/** Hall capacity_banquet, capacity_seated and min_attendees_required inputs. */
export const HALL_MIN_INPUT = 10;
/** Hall prices, deposit and max_rent_per_day may be 0 but not negative. */
export const MIN_HALL_PRICE = 0;
/** A room's min_stay_days and short_stay_rate may be 0. */
export const MIN_STAY_INPUT = 0;
/**
 * Adults on the availability search, on a booking and on its edit: an edit is held to the
 * booking's bounds (issue 32), so a reservation never holds a party the booking would refuse.
 */
export const MIN_ADULTS = 1;
/** Kids anywhere may be 0. */
export const MIN_KIDS = 0;
/** The most adults, and the most kids, one hotel reservation holds (booking and edit). */
export const MAX_PARTY = 100;
/** The most attendees one hall event holds (booking and edit). */
export const MAX_ATTENDEES = 100_000;
export const DEFAULT_ADULTS = 1;
export const DEFAULT_KIDS = 0;

// Lists and forms
/** Page size of room, booking, event and admin event lists. */
export const PAGE_SIZE = 10;
/** Per-weekday food price columns of the hall form. */
export const MAX_DAY_PRICE_COLUMNS = 8;
/** Food package and cake names ('Magaca < 3 xaraf'). */
export const NAME_MIN_LENGTH = 3;
/** A hotel room's min_stay_days when none is given. */
export const DEFAULT_MIN_STAY_DAYS = 2;
export const SPINNER_SIZE = 35;
export const REPORT_SPINNER_SIZE = 25;

// Realtime (websocket only, unlimited attempts)
export const SOCKET_PATH = '/socket.io';
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;
export const SOCKET_TIMEOUT_MS = 20_000;

// Choice lists (spellings kept)
export const EVENT_TYPES = ['Meher', 'Xaflad', 'Dhalasho', 'Midna'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const ROOM_TYPES = [
  'standardRoom',
  'doubleRoom',
  'doubleRoom(separate)',
  'singleRoom',
  'masterRoom',
  'suiteRoom',
  'familyRoom',
  'presidentialRoom',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const APARTMENT_TYPES = [
  '3-bedroom apartment',
  'Studio apartment',
  'Alcove studio apartment',
  '2-bedroom apartment',
  '4-bedroom apartment',
  'multi-bedroom apartment',
  'Micro apartment',
  'Loft apartment',
  'Duplex apartment',
  'Triplex apartment',
  'Co-op apartment',
] as const;
export type ApartmentType = (typeof APARTMENT_TYPES)[number];

export const KITCHEN_OPTIONS = ['Closed kitchen', 'Open kitchen', 'kitchenette'] as const;
export type KitchenOption = (typeof KITCHEN_OPTIONS)[number];

export const FURNISHING_OPTIONS = ['Unfurnished', 'Fully furnished', 'Semi furnished'] as const;
export type FurnishingOption = (typeof FURNISHING_OPTIONS)[number];

/** Services of a property request: sell, buy, rent. */
export const SERVICE_OPTIONS = ['Iibin', 'Iibsasho', 'Kiro'] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export const CUSTOMER_TYPES = ['seller', 'buyer', 'renter', 'rentee'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Values a report's type may take (a zod enum can use this list directly). */
export const REPORT_TYPE_VALUES = ['Cilad', 'House', 'Office'] as const;
export type ReportType = (typeof REPORT_TYPE_VALUES)[number];
/** Report types as the report screen shows them: the stored value and its Somali label. */
export const REPORT_TYPES = [
  { value: 'Cilad', label: 'Cilad' },
  { value: 'House', label: 'Cabasho' },
  { value: 'Office', label: 'Dalbasho' },
] as const satisfies readonly { value: ReportType; label: string }[];
export const DEFAULT_REPORT_TYPE: ReportType = 'Cilad';
/** A stored report type as the report screen names it (the admin console shows the same words). */
export const reportTypeLabel = (type: string): string =>
  REPORT_TYPES.find((t) => t.value === type)?.label ?? type;
