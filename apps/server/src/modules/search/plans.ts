import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { SearchAsk, SearchPlan, TierPlan } from './repository';

/*
 * Which plan a search page's statement takes, chosen here from the table's statistics rather
 * than by PostgreSQL on every call (issue 35: planning was two thirds of a search statement's
 * time). A page of newest-first matches is found one of two ways:
 * - 'walk': down the newest-first index of the listings of its type and district, testing each
 *   row, until the page is full: right when many rows match, wrong when few do (it reads the
 *   whole range);
 * - 'collect': every match of the words through their search index, then sorted: right when
 *   few rows match, wrong when many do (it sorts them all).
 * Where the statistics say clearly which is right, the statement is written so that it is the
 * only plan PostgreSQL can make, and planned once per connection (deps.planOnce). Anything in
 * between, or that the statistics do not cover, is planned for its values as before ('custom').
 */

/** A walk is chosen when at least this share of its range matches: a page reads ~500 rows. */
export const WALK_SHARE = 0.05;
/** A collect is chosen when at most this many listings can hold the words. */
export const COLLECT_ROWS = 1_000;

type WordFreqs = { freqs: Map<string, number>; floor: number };
type Numbers = { values: Map<number, number>; bounds: number[]; rest: number };
/** What PostgreSQL's statistics (pg_stats, ANALYZE) say of the listings' search columns. */
export type SearchStats = {
  rows: number;
  name: WordFreqs;
  text: WordFreqs;
  price?: Numbers;
  rooms?: Numbers;
};

/**
 * The share of rows whose vector holds every word in one of its forms, at least (`low`: a form
 * the statistics do not list counts as none, words as independent, as the planner takes them)
 * and at most (`high`: an unlisted form as common as the least common listed one).
 */
export function wordShare(words: WordFreqs, forms: readonly (readonly string[])[]) {
  let low = 1;
  let high = 1;
  for (const word of forms) {
    const sum = (f: (form: string) => number) =>
      Math.min(
        1,
        word.reduce((s, form) => s + f(form), 0),
      );
    low *= sum((form) => words.freqs.get(form) ?? 0);
    high = Math.min(
      high,
      sum((form) => words.freqs.get(form) ?? words.floor),
    );
  }
  return { low, high };
}

/**
 * The share of rows whose column lies within [start, end] (either end open), from its most
 * common values and its histogram (each bucket between two bounds holds an equal share of the
 * rest, spread evenly within it).
 */
export function rangeShare(n: Numbers, start?: number, end?: number): number {
  const lo = start ?? -Infinity;
  const hi = end ?? Infinity;
  let share = 0;
  for (const [value, freq] of n.values) if (value >= lo && value <= hi) share += freq;
  const buckets = n.bounds.length - 1;
  if (buckets < 1) return share;
  let covered = 0;
  for (let i = 0; i < buckets; i++) {
    const a = n.bounds[i]!;
    const b = n.bounds[i + 1]!;
    if (b < lo || a > hi) continue;
    covered += b === a ? 1 : (Math.min(b, hi) - Math.max(a, lo)) / (b - a);
  }
  return Math.min(1, share + (n.rest * covered) / buckets);
}

/**
 * The plan for a page of `ask` whose words have `forms` (each word's forms, none when the ask
 * has no words): see the top of this file. Bands are read from the listing's own price and
 * rooms, so a search for hotels or buildings (priced by their rooms or apartments), or for a
 * hall's guests, is planned for its values.
 */
export function choosePlan(
  stats: SearchStats | undefined,
  ask: SearchAsk,
  forms: readonly (readonly string[])[],
): SearchPlan {
  if (!stats || stats.rows < 1) return 'custom';
  if (ask.guests !== undefined || ask.type === 'Hotel' || ask.type === 'Apartment') return 'custom';
  let bands = 1;
  if (ask.priceStart !== undefined || ask.priceEnd !== undefined) {
    if (!stats.price) return 'custom';
    bands *= rangeShare(stats.price, ask.priceStart, ask.priceEnd);
  }
  if (ask.roomsStart !== undefined || ask.roomsEnd !== undefined) {
    if (!stats.rooms) return 'custom';
    bands *= rangeShare(stats.rooms, ask.roomsStart, ask.roomsEnd);
  }
  if (forms.length === 0) return bands >= WALK_SHARE ? { name: 'walk', text: 'walk' } : 'custom';
  const name = wordShare(stats.name, forms);
  const text = wordShare(stats.text, forms);
  const tier = (share: { low: number; high: number }, others = 0): TierPlan | undefined =>
    share.high * stats.rows <= COLLECT_ROWS
      ? 'collect'
      : (share.low - others) * bands >= WALK_SHARE
        ? 'walk'
        : undefined;
  // The text's rank leaves out what the names' rank found.
  const namePlan = tier(name);
  const textPlan = tier(text, name.high);
  return namePlan && textPlan ? { name: namePlan, text: textPlan } : 'custom';
}

const STATS_MS = 5 * 60_000;
const cached = new WeakMap<Deps, { at: number; stats: Promise<SearchStats | undefined> }>();

/**
 * The statistics, read again every five minutes (ANALYZE, run by autovacuum as listings change,
 * moves them slowly); undefined when the table was never analysed or they cannot be read, so
 * every page is planned for its values. A search that finds them older than that is answered by
 * them while they are read again: only the first search of an instance waits for the read.
 */
export function searchStats(deps: Deps): Promise<SearchStats | undefined> {
  const hit = cached.get(deps);
  if (hit && Date.now() - hit.at < STATS_MS) return hit.stats;
  const stats = readStats(deps).catch(() => undefined);
  cached.set(deps, { at: Date.now(), stats });
  return hit?.stats ?? stats;
}

type StatsRow = {
  attname: string;
  /** the table's estimated rows (pg_class.reltuples), the same on every row */
  n: number;
  elems: string[] | null;
  elem_freqs: number[] | null;
  vals: string[] | null;
  freqs: number[] | null;
  bounds: string[] | null;
  null_frac: number;
};

async function readStats(deps: Deps): Promise<SearchStats | undefined> {
  const { rows } = (await deps.db.execute(sql`
    select attname, reltuples::float8 as n, most_common_elems::text::text[] as elems,
      most_common_elem_freqs::real[] as elem_freqs, most_common_vals::text::text[] as vals,
      most_common_freqs::real[] as freqs, histogram_bounds::text::text[] as bounds, null_frac
    from pg_stats join pg_class on pg_class.oid = 'renting_properties'::regclass
    where schemaname = current_schema() and tablename = 'renting_properties'
      and attname in ('name_vector', 'search_vector', 'price', 'rooms')`)) as unknown as {
    rows: StatsRow[];
  };
  const by = new Map(rows.map((r) => [r.attname, r]));
  const name = wordsOf(by.get('name_vector'));
  const text = wordsOf(by.get('search_vector'));
  const count = rows[0]?.n ?? 0;
  if (count < 1 || !name || !text) return undefined;
  return {
    rows: count,
    name,
    text,
    price: numbersOf(by.get('price')),
    rooms: numbersOf(by.get('rooms')),
  };
}

/** A vector's most common words: their frequencies are followed by the least and the most. */
function wordsOf(row: StatsRow | undefined): WordFreqs | undefined {
  if (!row?.elems || !row.elem_freqs) return undefined;
  const freqs = new Map(row.elems.map((w, i) => [w, Number(row.elem_freqs![i])]));
  return { freqs, floor: Number(row.elem_freqs[row.elems.length]) };
}

function numbersOf(row: StatsRow | undefined): Numbers | undefined {
  if (!row) return undefined;
  const values = new Map((row.vals ?? []).map((v, i) => [Number(v), Number(row.freqs![i])]));
  const common = [...values.values()].reduce((s, f) => s + f, 0);
  return {
    values,
    bounds: (row.bounds ?? []).map(Number),
    rest: Math.max(0, 1 - Number(row.null_frac) - common),
  };
}
