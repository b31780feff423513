import { DISTRICTS, type District } from '../locations';
import { LISTED_TYPES, type ListedType } from '../kind-facts';
import { DISTRICT_SPELLINGS, NUMBER_WORDS, SEARCH_STOP_WORDS, typeWordsOf } from './spellings';
import { compactSpelling, normalizeSearch, SEARCH_WORDS_MAX, trigramSimilarity } from './text';

/**
 * What a search text says (issue 35): the district and type it names in any known spelling or
 * a near miss of one, the numbers whose words say what they count, and the other words, which
 * the database looks for in the listings' names, descriptions and facilities.
 */
export type SearchReading = {
  /** the text as compared and kept (normalizeSearch) */
  text: string;
  /** the words left for the listings' own text, at most SEARCH_WORDS_MAX */
  words: string[];
  district?: District;
  type?: ListedType;
  /** at least this many rooms ('3 qol', '3 bedroom') */
  rooms?: number;
  /** a hall that seats at least this many ('300 guests', '300 qof') */
  guests?: number;
  /** at most this price ('$500', '500 dollar') */
  price?: number;
};

/** Two rows of the edit table, kept between calls: a search compares hundreds of word pairs. */
let above = new Uint16Array(64);
let below = new Uint16Array(64);

/** Edits (insert, delete, change a letter) between two words. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (above.length <= b.length) {
    above = new Uint16Array(b.length + 1);
    below = new Uint16Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) above[j] = j;
  for (let i = 1; i <= a.length; i++) {
    below[0] = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++)
      below[j] = Math.min(
        above[j]! + 1,
        below[j - 1]! + 1,
        above[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1),
      );
    [above, below] = [below, above];
  }
  return above[b.length]!;
}

/**
 * Whether a typed word is a near miss of a known one: one letter off from five letters, two from
 * eight ('Hodon' for Hodan, 'Dharkanley', 'Wadajiir'), or most of its trigrams alike. Shorter
 * words must match exactly: 'bed' is not 'bad'.
 */
export function nearMiss(typed: string, known: string): boolean {
  if (typed.length < 5 || known.length < 4) return false;
  // Trigrams alike by half cannot be of words whose lengths differ by more than half.
  if (typed.length > 2 * known.length + 2 || known.length > 2 * typed.length + 2) return false;
  const allowed = typed.length >= 8 ? 2 : 1;
  if (Math.abs(typed.length - known.length) <= allowed && editDistance(typed, known) <= allowed)
    return true;
  return trigramSimilarity(typed, known) >= 0.5;
}

type Spelling = { compact: string; district: District };
const SPELLINGS: readonly Spelling[] = DISTRICTS.flatMap((district) =>
  DISTRICT_SPELLINGS[district].map((s) => ({ compact: compactSpelling(s), district })),
);
const TYPE_OF_WORD = new Map<string, ListedType>(
  LISTED_TYPES.flatMap((type) => typeWordsOf(type).map((word) => [word, type] as const)),
);
const UNIT_OF_WORD = new Map<string, keyof typeof NUMBER_WORDS>(
  (Object.keys(NUMBER_WORDS) as (keyof typeof NUMBER_WORDS)[]).flatMap((unit) =>
    NUMBER_WORDS[unit].map((word) => [word, unit] as const),
  ),
);

/** The district a run of words names exactly, or nearly when `near`. */
function districtOf(words: string[], near: boolean): District | undefined {
  const compact = words.join('');
  const exact = SPELLINGS.find((s) => s.compact === compact);
  if (exact || !near) return exact?.district;
  return SPELLINGS.find((s) => nearMiss(compact, s.compact))?.district;
}

function lookUp<V>(map: Map<string, V>, word: string): V | undefined {
  const exact = map.get(word);
  if (exact !== undefined) return exact;
  for (const [known, value] of map) if (nearMiss(word, known)) return value;
  return undefined;
}

const isNumber = (word: string) => /^\d{1,7}$/.test(word);

/** Reads a search text: see SearchReading. */
export function readSearch(raw: string): SearchReading {
  // '$500' and '500$' say a price before the signs go.
  const dollars = /\$\s*(\d{1,7})|(\d{1,7})\s*\$/.exec(raw);
  const text = normalizeSearch(raw);
  // '3qol', '500usd': a number and its word typed together
  const tokens = text
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => /^(\d+)([a-z]{2,})$/.exec(w)?.slice(1) ?? [w]);
  const used = tokens.map(() => false);
  const reading: SearchReading = { text, words: [] };
  if (dollars) reading.price = Number(dollars[1] ?? dollars[2]);

  // The district first: 'km 4' and 'kilo 4' hold a number that is no count.
  for (const near of [false, true]) {
    for (let size = 3; size >= 1 && !reading.district; size--) {
      for (let i = 0; i + size <= tokens.length && !reading.district; i++) {
        const run = tokens.slice(i, i + size);
        if (used.slice(i, i + size).some(Boolean)) continue;
        if (near && run.some((w) => SEARCH_STOP_WORDS.has(w) || TYPE_OF_WORD.has(w))) continue;
        const district = districtOf(run, near);
        if (district) {
          reading.district = district;
          for (let j = i; j < i + size; j++) used[j] = true;
        }
      }
    }
  }

  tokens.forEach((word, i) => {
    if (used[i] || !isNumber(word)) return;
    const after = tokens[i + 1];
    const before = tokens[i - 1];
    const unitAt = [i + 1, i - 1].find((j) => {
      const w = j === i + 1 ? after : before;
      return w !== undefined && !used[j] && lookUp(UNIT_OF_WORD, w) !== undefined;
    });
    if (unitAt === undefined) return;
    const unit = lookUp(UNIT_OF_WORD, tokens[unitAt]!)!;
    const n = Number(word);
    if (unit === 'rooms') reading.rooms ??= n;
    else if (unit === 'guests') reading.guests ??= n;
    else reading.price ??= n;
    used[i] = used[unitAt] = true;
  });
  if (reading.price !== undefined) {
    const at = tokens.indexOf(String(reading.price));
    if (at >= 0) used[at] = true;
  }

  tokens.forEach((word, i) => {
    if (used[i] || SEARCH_STOP_WORDS.has(word)) return;
    const type = word.length >= 3 ? lookUp(TYPE_OF_WORD, word) : undefined;
    if (type && !reading.type) {
      reading.type = type;
      return;
    }
    if (type) return;
    if (word.length < 2 && !isNumber(word)) return;
    if (!reading.words.includes(word) && reading.words.length < SEARCH_WORDS_MAX)
      reading.words.push(word);
  });
  // A hall for 300 guests: guests say the type when no word did.
  if (reading.guests !== undefined && !reading.type) reading.type = 'Hall';
  return reading;
}

/**
 * The known spellings nearest to a text that found nothing: the districts' names and the
 * types' words most alike to its words, best first (shown as 'did you mean').
 */
export function nearestSpellings(raw: string, max = 3): string[] {
  const words = normalizeSearch(raw)
    .split(' ')
    .filter((w) => w.length >= 3 && !SEARCH_STOP_WORDS.has(w));
  const scored = new Map<string, number>();
  const consider = (name: string, score: number) => {
    if (score >= 0.25 && score > (scored.get(name) ?? 0)) scored.set(name, score);
  };
  /**
   * How alike by edits, from 0 to 1; skipped (0) when the lengths alone keep it under what
   * `name` already has or under the threshold: most pairs are, and the table is the cost.
   */
  const byEdits = (word: string, known: string, name: string) => {
    const longer = Math.max(word.length, known.length);
    const best = 1 - Math.abs(word.length - known.length) / longer;
    if (best < 0.25 || best <= (scored.get(name) ?? 0)) return 0;
    return 1 - editDistance(word, known) / longer;
  };
  for (const word of words) {
    for (const s of SPELLINGS)
      consider(
        s.district,
        Math.max(trigramSimilarity(word, s.compact), byEdits(word, s.compact, s.district)),
      );
    for (const [known] of TYPE_OF_WORD)
      if (known !== word) consider(known, byEdits(word, known, known));
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([name]) => name);
}
