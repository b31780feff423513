import { countFacilities } from './facilities';
import type { FacilitySelection } from './facility-categories';

/*
 * The checks every kind's form rules are written with (propertyFormProblem, hallFormProblem,
 * roomFormProblem...). They take the raw form values (text parts or JSON), so the form and the
 * server read a field alike.
 */

/** A field left empty: absent, null or only spaces. */
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number field that is empty or under `min` (text that is no number counts as under). */
export const below = (v: unknown, min: number) => isBlank(v) || !(Number(v) >= min);

/** The facilities of raw form values, counted as MIN_FACILITIES counts them; 0 for no selection. */
export const facilityCount = (value: unknown) => {
  const facilities =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  return countFacilities(
    Object.fromEntries(
      Object.entries(facilities).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : []]),
    ),
  );
};

/** Only the categories with a ticked facility: what a form sends. */
export const chosenFacilities = (facilities: FacilitySelection): FacilitySelection =>
  Object.fromEntries(Object.entries(facilities).filter(([, names]) => names && names.length > 0));
