/** The longest search text a person may send (issue 35): longer is refused with 400. */
export const SEARCH_TEXT_MAX = 200;
/** Words of a search the database compares with listings; more are left out. */
export const SEARCH_WORDS_MAX = 6;

/**
 * A search text as it is compared and kept (in the public cache's key, in a saved search):
 * lower case, accents and apostrophes gone (Somali writes the glottal stop as ', often left
 * out: "Ma'alin", "Maalin"), every other sign a space, one space between words.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .trim();
}

/** A spelling without spaces or signs: 'Hamar Jajab', 'Xamar-Jajab' and 'hamarjajab' compare alike. */
export const compactSpelling = (text: string) => normalizeSearch(text).replace(/ /g, '');

/** The trigrams of a word as pg_trgm makes them: two spaces before, one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/**
 * Trigrams made once per word: a text is compared with every known spelling, the same few
 * hundred words each time. Bounded: past the bound it starts again.
 */
const made = new Map<string, Set<string>>();
function trigrams(word: string): Set<string> {
  let set = made.get(word);
  if (!set) {
    if (made.size >= 5_000) made.clear();
    made.set(word, (set = trigramsOf(word)));
  }
  return set;
}

/**
 * How alike two words are, as pg_trgm's similarity() counts it: the trigrams they share over
 * all their trigrams, from 0 to 1. The database answers the same for the listings' words; here
 * it compares a typed word with the districts' and types' short lists without a query.
 */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}
