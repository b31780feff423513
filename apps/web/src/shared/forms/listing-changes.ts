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

/**
 * An edit's updatedValues: each value of `after` that differs from the same key's in `before`
 * (compared as JSON, so lists and objects by content: the stored listing's values and the form's
 * are made by the same function), then the stored pictures' new order (pictureOrderChange).
 * An empty object means there is nothing to send.
 */
export function changedValues<U>(
  before: object,
  after: object,
  order: readonly string[] | null,
  stored: readonly string[],
): U {
  const old = before as Record<string, unknown>;
  const changes = Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(old[key]),
    ),
  );
  return Object.assign(changes, pictureOrderChange(order, stored)) as U;
}
