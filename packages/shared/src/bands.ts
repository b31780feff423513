/** A filter range; `end: null` leaves it open upwards. Both ends are inclusive. */
export type Band = { id: string; label: string; start: number; end: number | null };

/** Monthly price bands of the category filter (spec 1 section 9), in US dollars. */
export const PRICE_BANDS = [
  { id: 'any', label: 'Any price', start: 0, end: null },
  { id: '150-400', label: '$150 - $400', start: 150, end: 400 },
  { id: '400-900', label: '$400 - $900', start: 400, end: 900 },
  { id: '1000+', label: '$1000+', start: 1000, end: null },
] as const satisfies readonly Band[];
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

/** Room-count bands of the category filter (spec 1 section 9). */
export const ROOM_BANDS = [
  { id: 'any', label: 'Any rooms', start: 0, end: null },
  { id: '1-4', label: '1 - 4 rooms', start: 1, end: 4 },
  { id: '4-10', label: '4 - 10 rooms', start: 4, end: 10 },
  { id: '10+', label: '10+ rooms', start: 10, end: null },
] as const satisfies readonly Band[];
export type RoomBandId = (typeof ROOM_BANDS)[number]['id'];

/** The band of a list with this id, or undefined so a bad query parameter can fall back to 'any'. */
export function bandById<B extends Band>(bands: readonly B[], id: string): B | undefined {
  return bands.find((band) => band.id === id);
}

/**
 * Whether a value lies in a band. Ends are inclusive as the spec writes them, so a boundary
 * (400 dollars, 4 rooms) belongs to both neighbouring bands, and 901 to 999 dollars to none.
 */
export function inBand(value: number, band: Band): boolean {
  return value >= band.start && (band.end === null || value <= band.end);
}
