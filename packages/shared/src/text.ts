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
  // No more UTF-16 units than n means no more characters: most texts, and every card's, end here.
  if (text.length <= n) return text;
  // Walk n code points (a surrogate pair is one) rather than split the text into an array of
  // them: every card of a list is cut here (5 % of an uncached search's time, issue 35).
  let end = 0;
  for (let count = 0; count < n && end < text.length; count++) {
    const unit = text.charCodeAt(end);
    end += unit >= 0xd800 && unit <= 0xdbff && end + 1 < text.length ? 2 : 1;
  }
  return end >= text.length ? text : `${text.slice(0, end)}...`;
}

const englishPlural = new Intl.PluralRules('en');

/**
 * A count with its noun in the right number: '1 adult', '2 adults', '0 reviews'. The plural
 * rule comes from Intl (English for now; the languages issue gives it the person's language).
 */
export function countOf(n: number, one: string, other: string): string {
  return `${n} ${englishPlural.select(n) === 'one' ? one : other}`;
}
