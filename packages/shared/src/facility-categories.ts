// The facility categories alone: all the landing page's code needs of facilities (through
// kind-facts.ts). The names under each category (facilities.ts) are the forms' business, and in
// one module with these they rode into the landing page's chunk (bench/page-weight.ts).
/** The facility categories of the property forms, in the spec's order and spelling. */
export const FACILITY_CATEGORIES = [
  'Bed room',
  'Bath room',
  'Entertainment',
  'HVAC',
  'Internet',
  'Halls',
  'Parking',
  'Kitchen',
  'Family',
  'Home safety',
  'Location',
  'Services',
  'Outdoor',
  'Not Allowed',
] as const;
export type FacilityCategory = (typeof FACILITY_CATEGORIES)[number];

/** Apartment buildings offer only these categories (spec 1 section 2, spec 2 section 3). */
export const APARTMENT_FACILITY_CATEGORIES = [
  'Entertainment',
  'HVAC',
  'Parking',
  'Home safety',
  'Location',
  'Outdoor',
  'Not Allowed',
] as const satisfies readonly FacilityCategory[];

/** New hall, hotel, room, apartment and general property forms need at least this many. */
export const MIN_FACILITIES = 6;

/** What a listing stores: category to the chosen names of that category. */
export type FacilitySelection = Partial<Record<FacilityCategory, string[]>>;

export const isFacilityCategory = (value: string): value is FacilityCategory =>
  (FACILITY_CATEGORIES as readonly string[]).includes(value);

/**
 * The categories a listing type offers. Takes a type or a listing kind, case-insensitive:
 * Land has no facilities, an apartment building only the seven above, everything else all 14.
 */
export function facilitiesFor(kind: string): readonly FacilityCategory[] {
  const k = kind.trim().toLowerCase();
  if (k === 'land') return [];
  if (k === 'apartment') return APARTMENT_FACILITY_CATEGORIES;
  return FACILITY_CATEGORIES;
}
