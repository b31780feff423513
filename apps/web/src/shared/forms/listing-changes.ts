import type { District, Region } from '@rentals/shared';

/** Whether two lists hold the same items in the same order. */
export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * An edit's new location when the form's region or district differs from the stored one (the
 * two are sent together), else nothing. Merge it into the changes with Object.assign.
 */
export const locationChange = (
  form: { region: string; district: string },
  stored: { region: Region; district: District },
) =>
  form.region !== stored.region || form.district !== stored.district
    ? { location: { region: form.region as Region, district: form.district as District } }
    : {};

/**
 * The stored pictures in their new order when the owner moved them, else nothing: `order` is
 * null when uploads replace them all (then the old order does not matter).
 */
export const pictureOrderChange = (order: readonly string[] | null, stored: readonly string[]) =>
  order && !sameList(order, stored) ? { pictures: [...order] } : {};
