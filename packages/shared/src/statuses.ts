/**
 * The status and field lists of the kinds' records, a leaf: both the kind files (apartments.ts,
 * halls.ts, hotels.ts) and their answer schemas (answers/) read them, so neither imports the other.
 */

// apartments

/** An address of an apartment: its status starts as available. */
export const APARTMENT_ADDRESS_STATUSES = ['available', 'pending', 'rented'] as const;
export type ApartmentAddressStatus = (typeof APARTMENT_ADDRESS_STATUSES)[number];

/**
 * Status of an apartment renting record: vacate makes rented completed and pending declined; the
 * renter's own withdrawal of a pending request makes it cancelled.
 */
export const APARTMENT_RECORD_STATUSES = [
  'pending',
  'rented',
  'declined',
  'completed',
  'cancelled',
] as const;
export type ApartmentRecordStatus = (typeof APARTMENT_RECORD_STATUSES)[number];

// halls

export const HALL_EVENT_STATUSES = [
  'pending',
  'booked',
  'declined',
  'cancelled',
  'terminated',
  'completed',
] as const;
export type HallEventStatus = (typeof HALL_EVENT_STATUSES)[number];

/** Fields an event update may change (the `name` of an updated_values pair). */
export const HALL_EVENT_FIELDS = [
  'type',
  'date',
  'starting_time',
  'ending_time',
  'num_attendees',
  'food',
  'cake',
  'engravement_name',
] as const;
export type HallEventField = (typeof HALL_EVENT_FIELDS)[number];

export const HALL_ADMIN_EVENT_STATUSES = ['pending', 'booked', 'cancelled', 'completed'] as const;
export type HallAdminEventStatus = (typeof HALL_ADMIN_EVENT_STATUSES)[number];

// hotels

/** Reservation statuses (spec 2 sections 3 and 4); pending and booked are live. */
export const HOTEL_RESERVATION_STATUSES = [
  'pending',
  'booked',
  'declined',
  'cancelled',
  'terminated',
  'completed',
] as const;
export type HotelReservationStatus = (typeof HOTEL_RESERVATION_STATUSES)[number];
