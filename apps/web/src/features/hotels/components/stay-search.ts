import { DEFAULT_ADULTS, DEFAULT_KIDS, isIsoDay, MIN_ADULTS, MIN_KIDS } from '@rentals/shared';

/** An applied availability search: the stay and the party. */
export type StaySearch = { check_in: string; check_out: string; adults: number; kids: number };

const countOf = (value: string | null, min: number, fallback: number) => {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
};

/**
 * The search kept in the address (?check_in&check_out&adults&kids), so a visitor sent to /login
 * comes back to the same rooms; null until both days are there, check-out after check-in.
 */
export function searchOf(params: URLSearchParams): StaySearch | null {
  const check_in = params.get('check_in') ?? '';
  const check_out = params.get('check_out') ?? '';
  if (!isIsoDay(check_in) || !isIsoDay(check_out) || check_out <= check_in) return null;
  return {
    check_in,
    check_out,
    adults: countOf(params.get('adults'), MIN_ADULTS, DEFAULT_ADULTS),
    kids: countOf(params.get('kids'), MIN_KIDS, DEFAULT_KIDS),
  };
}

/** The party alone (defaults 1 adult, 0 kids), also before any dates are chosen. */
export const partyOf = (params: URLSearchParams) => ({
  adults: countOf(params.get('adults'), MIN_ADULTS, DEFAULT_ADULTS),
  kids: countOf(params.get('kids'), MIN_KIDS, DEFAULT_KIDS),
});

export const searchParamsOf = (search: StaySearch) =>
  new URLSearchParams({
    check_in: search.check_in,
    check_out: search.check_out,
    adults: String(search.adults),
    kids: String(search.kids),
  });
