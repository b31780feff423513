/** Listing status of a renting property; '' means available (spec 1 section 4). */
export const LISTING_STATUSES = ['', 'pending', 'rented', 'ad'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Status of a user's renting record of a general property. */
export const RENTING_RECORD_STATUSES = ['pending', 'rented', 'declined', 'cancelled'] as const;
export type RentingRecordStatus = (typeof RENTING_RECORD_STATUSES)[number];

/** Rent is offered again only once an earlier request ended in declined or cancelled. */
export const canRent = (recordStatus: string): boolean =>
  recordStatus === 'declined' || recordStatus === 'cancelled';

/** Vacate applies while a request is live: pending or rented (vacating marks it completed). */
export const canVacate = (recordStatus: string): boolean =>
  recordStatus === 'pending' || recordStatus === 'rented';

export type StatusColour = 'grey-blue' | 'red' | 'green' | 'yellow';

const RED_LABELS = new Set(['terminated', 'declined', 'cancelled', 'expired']);

/** Badge colour of any status label, case-insensitive; unknown labels read as pending (yellow). */
export function statusColour(label: string): StatusColour {
  const l = label.trim().toLowerCase();
  if (l === 'booked') return 'grey-blue';
  if (RED_LABELS.has(l)) return 'red';
  if (l === 'completed') return 'green';
  return 'yellow';
}

/** Hex values of the badge colours (Tailwind slate-500, red-600, green-600, yellow-500). */
export const STATUS_COLOUR_HEX: Readonly<Record<StatusColour, string>> = {
  'grey-blue': '#64748b',
  red: '#dc2626',
  green: '#16a34a',
  yellow: '#eab308',
};
