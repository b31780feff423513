/** Descriptions in lists are cut to this many characters (spec 1 sections 2 and 9). */
export const DESCRIPTION_PREVIEW_LENGTH = 60;
/** Reviewer names are cut to this many characters. */
export const REVIEWER_NAME_LENGTH = 22;
/** Facilities shown on a detail page before "show all". */
export const FACILITIES_SHOWN = 6;
/** Room addresses shown on a hotel room card before "show all". */
export const ADDRESSES_SHOWN = 5;

/**
 * The first `n` characters of a text, with '...' added only when something was cut. Counts code
 * points, so an emoji in a name is never split in half.
 */
export function truncate(text: string, n: number): string {
  const chars = Array.from(text);
  if (chars.length <= n) return text;
  return `${chars.slice(0, Math.max(0, n)).join('')}...`;
}
