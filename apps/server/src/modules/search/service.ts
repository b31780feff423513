import { LRUCache } from 'lru-cache';
import {
  bandById,
  isIsoInstant,
  isUuid,
  nearestSpellings,
  PRICE_BANDS,
  readSearch,
  ROOM_BANDS,
  type SearchFields,
  type SearchReading,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { publicCache, type CardPage } from '../../http/public-cache';
import { choosePlan, searchStats } from './plans';
import {
  nearWords,
  searchPage,
  type SearchAsk,
  type SearchCursor,
  type WordForms,
} from './repository';

/** A page of a search; the cards (items, closest) as their answer's JSON, built by PostgreSQL. */
export type SearchAnswer = CardPage & {
  reading: SearchReading;
  suggestions: string[];
  closest: string[];
};

/** Cards shown under 'nothing found'. */
const CLOSEST = 6;

/** The cursor of the page after a row: its position (SearchRow.after) as URL-safe text. */
export const encodeSearchCursor = (after: string) => Buffer.from(after).toString('base64url');

/** The position a search's `next` named; anything else is a 400, never a database error. */
export function decodeSearchCursor(text: string): SearchCursor {
  const [tier, createdAt, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!tier || !/^[01]$/.test(tier) || !createdAt || !isIsoInstant(createdAt) || !id || !isUuid(id))
    throw badRequest('query.cursor: is not a cursor this search gave');
  return { tier: Number(tier), createdAt, id };
}

/**
 * The words a typed word stands for: itself when a listing holds it, the longer words it begins,
 * and, when no listing holds it, its nearest spellings. None: no listing can match it.
 */
export function formsOf(word: string, forms: WordForms | undefined): string[] {
  if (!forms) return [];
  return [...(forms.known ? [word] : []), ...forms.completions, ...(forms.known ? [] : forms.near)];
}

/**
 * A tsquery text: each word's forms joined by `|`, the words by `joint`; null when nothing can
 * match (with `&`, a word no listing holds in any form; with `|`, every word so). `future` keeps
 * each word a listing does not hold yet as a prefix, for a saved search that new listings meet.
 */
export function tsqueryOf(
  words: readonly string[],
  forms: Map<string, WordForms>,
  joint: ' & ' | ' | ',
  future = false,
): string | null {
  const all = words.map((w) => {
    const own = formsOf(w, forms.get(w));
    return future && !forms.get(w)?.known ? [`${w}:*`, ...own] : own;
  });
  const parts = joint === ' | ' ? all.filter((f) => f.length > 0) : all;
  if (parts.length === 0 || parts.some((f) => f.length === 0)) return null;
  return parts.map((f) => (f.length === 1 ? f[0] : `(${f.join(' | ')})`)).join(joint);
}

/**
 * What a search asks of the database: the text's words with their near spellings (the words
 * listings hold that are nearest to a word no listing holds), and the filters of the page and
 * of the text together (the page's choice wins where both name a type or a district; the text's
 * numbers narrow the bands).
 */
export async function askOf(
  deps: Deps,
  fields: SearchFields,
  reading: SearchReading,
): Promise<{ ask: SearchAsk; forms: Map<string, WordForms>; impossible: boolean }> {
  const forms = await wordForms(deps, reading.words);
  const match = reading.words.length > 0 ? tsqueryOf(reading.words, forms, ' & ') : undefined;
  const price = bandById(PRICE_BANDS, fields.price) ?? PRICE_BANDS[0];
  const rooms = bandById(ROOM_BANDS, fields.rooms) ?? ROOM_BANDS[0];
  const priceEnd = Math.min(price.end ?? Infinity, reading.price ?? Infinity);
  const roomsStart = Math.max(rooms.start, reading.rooms ?? 0);
  const ask: SearchAsk = {
    match: match ?? undefined,
    type: fields.type || reading.type,
    district: fields.district || reading.district,
    priceStart: price.start > 0 ? price.start : undefined,
    priceEnd: Number.isFinite(priceEnd) ? priceEnd : undefined,
    roomsStart: roomsStart > 0 ? roomsStart : undefined,
    roomsEnd: rooms.end ?? undefined,
    guests: reading.guests,
  };
  return { ask, forms, impossible: match === null };
}

const formsCaches = new WeakMap<Deps, LRUCache<string, WordForms>>();

/**
 * The forms of each word (nearWords), kept a few minutes per instance: a search's words are
 * looked up once, not on every request (a round trip of four). A write to a listing through this
 * instance's API clears them, as it clears the public cache, so a new listing's words are found
 * at once here; another instance finds them within the five minutes.
 */
async function wordForms(deps: Deps, words: readonly string[]): Promise<Map<string, WordForms>> {
  let cache = formsCaches.get(deps);
  if (!cache) {
    const made = new LRUCache<string, WordForms>({ max: 20_000, ttl: 5 * 60_000 });
    publicCache(deps).onInvalidate((areas) => {
      if (areas.includes('listings')) made.clear();
    });
    formsCaches.set(deps, (cache = made));
  }
  const known = new Map<string, WordForms>();
  const missing: string[] = [];
  for (const word of words) {
    const hit = cache.get(word);
    if (hit) known.set(word, hit);
    else missing.push(word);
  }
  for (const [word, forms] of await nearWords(deps.db, missing)) {
    cache.set(word, forms);
    known.set(word, forms);
  }
  return known;
}

/**
 * 'Nothing found': the known spellings nearest to the text (districts, types, the listings'
 * words), and the listings that match any one word in the district named, else anywhere, else
 * the district alone.
 */
async function nearby(
  deps: Deps,
  reading: SearchReading,
  ask: SearchAsk,
  forms: Map<string, WordForms>,
): Promise<{ suggestions: string[]; closest: string[] }> {
  const spelt = new Set(nearestSpellings(reading.text));
  for (const { near } of forms.values()) for (const w of near.slice(0, 1)) spelt.add(w);
  const anyWord = reading.words.length > 0 ? tsqueryOf(reading.words, forms, ' | ') : null;
  // any one word in any of its forms: one word of all their forms, for the plan's estimate
  const anyForms = [reading.words.flatMap((w) => formsOf(w, forms.get(w)))];
  const tries: { ask: SearchAsk; forms: string[][] }[] = [];
  if (anyWord && ask.district)
    tries.push({ ask: { match: anyWord, district: ask.district }, forms: anyForms });
  if (anyWord) tries.push({ ask: { match: anyWord }, forms: anyForms });
  if (ask.district) tries.push({ ask: { district: ask.district }, forms: [] });
  for (const relaxed of tries) {
    const rows = await planned(deps, relaxed.ask, { limit: CLOSEST - 1 }, relaxed.forms);
    if (rows.length > 0)
      return { suggestions: [...spelt].slice(0, 3), closest: rows.map((r) => r.card) };
  }
  return { suggestions: [...spelt].slice(0, 3), closest: [] };
}

/**
 * searchPage with the plan the statistics choose (plans.ts), on the database it needs; `forms`
 * are the forms of each word the ask's match holds.
 */
async function planned(
  deps: Deps,
  ask: SearchAsk,
  page: { cursor?: SearchCursor; limit: number },
  forms: readonly (readonly string[])[],
) {
  const plan = choosePlan(await searchStats(deps), ask, ask.match ? forms : []);
  return searchPage(plan === 'custom' ? deps.db : deps.planOnce, ask, page, plan);
}

/** A page of a search: see GET /search in the contract. */
async function runSearch(
  deps: Deps,
  fields: SearchFields,
  reading: SearchReading,
  page: { cursor?: SearchCursor; limit: number },
): Promise<SearchAnswer> {
  const { ask, forms, impossible } = await askOf(deps, fields, reading);
  // A word no listing holds in any form: nothing matches, the database is not asked.
  const alternatives = reading.words.map((w) => formsOf(w, forms.get(w)));
  const rows = impossible ? [] : await planned(deps, ask, page, alternatives);
  const kept = rows.slice(0, page.limit);
  const last = kept.at(-1);
  const next = rows.length > page.limit && last ? encodeSearchCursor(last.after) : null;
  const cards = kept.map((r) => r.card);
  const empty = cards.length === 0 && !page.cursor;
  const { suggestions, closest } = empty
    ? await nearby(deps, reading, ask, forms)
    : { suggestions: [], closest: [] };
  return { cards, next, reading, suggestions, closest };
}

/**
 * Searches asked for lately, by their cache key: a first page goes into the public cache only
 * when asked for a second time within the window, so texts nobody repeats (anyone can send a
 * new one each time) never push out the lists everyone reads (issue 35).
 */
const askedBefore = new WeakMap<Deps, LRUCache<string, true>>();

function askedOften(deps: Deps, key: string): boolean {
  let seen = askedBefore.get(deps);
  if (!seen) askedBefore.set(deps, (seen = new LRUCache({ max: 10_000, ttl: 10 * 60_000 })));
  if (seen.has(key)) return true;
  seen.set(key, true);
  return false;
}

/**
 * Texts read lately: reading one compares its words with every known spelling (a millisecond of
 * CPU for three words), which a search answered from the cache must not pay on every request.
 */
const readings = new LRUCache<string, SearchReading>({ max: 5_000 });
function readingOf(text: string): SearchReading {
  let reading = readings.get(text);
  if (!reading) readings.set(text, (reading = readSearch(text)));
  return reading;
}

/**
 * GET /search. The first page of a search asked often comes from the public cache, keyed by
 * the normalised text (at most 200 characters) and the filters, so 'Hodan ' and 'hodan' share
 * an entry; deeper pages are index reads like the lists'.
 */
export function search(
  deps: Deps,
  fields: SearchFields,
  query: { cursor?: string; limit: number },
): Promise<SearchAnswer> {
  const page = {
    cursor: query.cursor ? decodeSearchCursor(query.cursor) : undefined,
    limit: query.limit,
  };
  // What the text says, not how it was typed: 'Hodan ' and 'hodan' share an entry.
  const reading = readingOf(fields.q);
  if (page.cursor) return runSearch(deps, fields, reading, page);
  const { type, district, price, rooms } = fields;
  const key = `search:${page.limit}:${type}:${district}:${price}:${rooms}:${JSON.stringify(reading)}`;
  const cache = publicCache(deps);
  if (!cache.has(key) && !askedOften(deps, key)) return runSearch(deps, fields, reading, page);
  return cache.get(key, () => runSearch(deps, fields, reading, page), ['listings']);
}

/** A reading as the answer's schema (SearchReading) has it: its fields and no others. */
export const readingAnswer = ({
  text,
  words,
  district,
  type,
  rooms,
  guests,
  price,
}: SearchReading) =>
  ({ text, words, district, type, rooms, guests, price }) satisfies SearchReading;
