import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cursorText, newestFirst, olderThanPlaceholders } from '../../db/keyset';
import { inRange, preparedOn } from '../../db/prepared';
import { browsable, listable } from '../../db/public-listing';
import { apartments, halls, hotelRooms, rentingProperties as p } from '../../db/schema';
import { cardJson } from '../listings/card';

/**
 * Where a search page starts: the last card's rank (1: its name holds the words, 0: the rest of
 * its text does), then the lists' (created_at, id).
 */
export type SearchCursor = { tier: number; createdAt: string; id: string };

/**
 * What the database is asked: the words as one tsquery text (built by the service from the typed
 * words and their near spellings) and the filters, each absent when it narrows nothing.
 */
export type SearchAsk = {
  /** every word, each as typed (a prefix) or one of its near spellings */
  match?: string;
  type?: string;
  district?: string;
  priceStart?: number;
  priceEnd?: number;
  roomsStart?: number;
  roomsEnd?: number;
  guests?: number;
};

/** How one rank of a page finds its rows: plans.ts says when each is right. */
export type TierPlan = 'walk' | 'collect';
/** The plan of a page: per rank with words (name, then the rest of the text), or 'custom'. */
export type SearchPlan = 'custom' | { name: TierPlan; text: TierPlan };

/**
 * A card as its answer's JSON (listings/card.ts cardJson) and where the page after it starts, as
 * the text its cursor encodes ('tier|createdAt|id'): two texts a row, of which only the page's
 * last position is ever read.
 */
export type SearchRow = { card: string; after: string };

type Ends = { start: boolean; end: boolean };
type SearchShape = {
  /**
   * The listings whose name holds the words, then the others whose text does ('ranked'); only
   * the latter ('text': a page after the names ran out); or any listing ('none': no words).
   */
  words: 'ranked' | 'text' | 'none';
  type: 'any' | 'hotel' | 'apartment' | 'other';
  district: boolean;
  price: Ends;
  rooms: Ends;
  guests: boolean;
  cursor: boolean;
};

/**
 * What a band asks of a listing: a hotel is in a price band when one of its room types' daily
 * rate is, a building in a price or rooms band when one of its apartments' rent or bedrooms is;
 * any other listing by its own price and rooms (as the filter bar reads them, with the buildings
 * added: properties/repository.ts).
 */
function bandIn(
  kind: SearchShape['type'],
  own: SQL[],
  rows: { hotel?: SQL[]; apartment?: SQL[] },
): SQL[] {
  if (own.length === 0) return [];
  const hotelIn = rows.hotel
    ? sql`exists (select 1 from ${hotelRooms} where ${hotelRooms.hotelId} = ${p.id} and ${and(...rows.hotel)})`
    : undefined;
  const apartmentIn = rows.apartment
    ? sql`exists (select 1 from ${apartments} where ${apartments.buildingId} = ${p.id} and ${and(...rows.apartment)})`
    : undefined;
  if (kind === 'hotel') return [hotelIn ?? and(...own)!];
  if (kind === 'apartment') return [apartmentIn ?? and(...own)!];
  if (kind === 'other') return own;
  const special = [
    ...(hotelIn ? [{ type: 'Hotel', cond: hotelIn }] : []),
    ...(apartmentIn ? [{ type: 'Apartment', cond: apartmentIn }] : []),
  ];
  return [
    or(
      and(...special.map((x) => ne(p.type, x.type)), ...own),
      ...special.map((x) => and(eq(p.type, x.type), x.cond)),
    )!,
  ];
}

const priceIn = (kind: SearchShape['type'], ends: Ends) =>
  bandIn(kind, inRange(p.price, 'price', ends), {
    hotel: inRange(hotelRooms.dailyRate, 'price', ends),
    apartment: inRange(apartments.rent, 'price', ends),
  });

const roomsIn = (kind: SearchShape['type'], ends: Ends) =>
  bandIn(kind, inRange(p.rooms, 'rooms', ends), {
    apartment: inRange(apartments.noBedrooms, 'rooms', ends),
  });

const query = sql`to_tsquery('simple', ${sql.placeholder('match')})`;
/** The same, computed once per statement: a plan made for every value cannot fold it. */
const queryOnce = sql`(select ${query})`;
/** A condition no index may serve: a plan with it walks another index and tests each row. */
const tested = (condition: SQL | undefined) => sql`(${condition}) is true`;

/**
 * One rank's rows (1: the name holds the words; 0: the rest of the text does, or no words),
 * newest first within it. Planned for its values (no `plan`), a common word walks the
 * newest-first index and stops at a page, and a rare one is found through the GIN index of the
 * search vector (the planner chooses by the words' statistics). With a `plan` (plans.ts), the
 * statement is written so that the plan is the only one: a walk tests the words and bands on
 * each row; a collect orders by a row value, which no index holds.
 */
function rankRows(
  db: Executor,
  shape: SearchShape,
  tier: 'name' | 'text' | 'none',
  cursor: boolean,
  plan?: TierPlan,
) {
  const q = plan ? queryOnce : query;
  const test = (c: SQL | undefined) => (plan === 'walk' ? tested(c) : c!);
  const where: SQL[] = [listable, browsable];
  if (tier === 'name') where.push(test(sql`${p.nameVector} @@ ${q}`));
  if (tier === 'text')
    where.push(test(sql`${p.searchVector} @@ ${q}`), sql`not (${p.nameVector} @@ ${q})`);
  if (shape.type !== 'any') where.push(eq(p.type, sql.placeholder('type')));
  if (shape.district) where.push(eq(p.district, sql.placeholder('district')));
  const bands = [...priceIn(shape.type, shape.price), ...roomsIn(shape.type, shape.rooms)];
  if (bands.length > 0) where.push(plan === 'walk' ? tested(and(...bands)) : and(...bands)!);
  if (shape.guests)
    where.push(
      sql`exists (select 1 from ${halls} where ${halls.propertyId} = ${p.id} and greatest(${halls.capacityBanquet}, ${halls.capacitySeated}) >= ${sql.placeholder('guests')})`,
    );
  if (cursor) where.push(olderThanPlaceholders(p.createdAt, p.id));
  return db
    .select({
      card: cardJson,
      after:
        sql<string>`'${sql.raw(tier === 'name' ? '1' : '0')}|' || ${cursorText(p.createdAt)} || '|' || ${p.id}`.as(
          'after',
        ),
    })
    .from(p)
    .where(and(...where))
    .orderBy(
      ...(plan === 'collect'
        ? [sql`(${p.createdAt}, ${p.id}) desc`]
        : newestFirst(p.createdAt, p.id)),
    )
    .limit(sql.placeholder('limit'));
}

/**
 * A page in one statement: with words and no cursor past the names, the names' rank and then the
 * text's, joined by `union all` under one limit, so the text's rank is read only when the names
 * did not fill the page (PostgreSQL appends the two in order and stops at the limit), in one
 * round trip rather than two.
 */
function searchStatement(db: Executor, shape: SearchShape, name: string, plan: SearchPlan) {
  const tiers = plan === 'custom' ? undefined : plan;
  if (shape.words === 'ranked')
    return rankRows(db, shape, 'name', shape.cursor, tiers?.name)
      .unionAll(rankRows(db, shape, 'text', false, tiers?.text))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  // A page past the names, or one without words, is one rank: the text's plan is its plan.
  return rankRows(db, shape, shape.words, shape.cursor, tiers?.text).prepare(name);
}

const ends = (start?: number, end?: number): Ends => ({
  start: start !== undefined && start > 0,
  end: end !== undefined,
});

/**
 * A page of listings matching `ask` after `cursor`, `limit + 1` rows: those whose name holds the
 * words first, then those whose other text does, each newest first; without words, newest first.
 * A `plan` other than 'custom' (plans.ts) belongs on the database that plans once (deps.planOnce).
 */
export async function searchPage(
  db: Executor,
  ask: SearchAsk,
  page: { cursor?: SearchCursor; limit: number },
  plan: SearchPlan = 'custom',
): Promise<SearchRow[]> {
  const { cursor } = page;
  const shape: SearchShape = {
    words: !ask.match ? 'none' : cursor?.tier === 0 ? 'text' : 'ranked',
    type: !ask.type
      ? 'any'
      : ask.type === 'Hotel'
        ? 'hotel'
        : ask.type === 'Apartment'
          ? 'apartment'
          : 'other',
    district: Boolean(ask.district),
    price: ends(ask.priceStart, ask.priceEnd),
    rooms: ends(ask.roomsStart, ask.roomsEnd),
    guests: ask.guests !== undefined,
    cursor: Boolean(cursor),
  };
  const key = [
    shape.words,
    shape.type,
    shape.district ? 'd' : '',
    shape.price.start ? 'ps' : '',
    shape.price.end ? 'pe' : '',
    shape.rooms.start ? 'rs' : '',
    shape.rooms.end ? 're' : '',
    shape.guests ? 'g' : '',
    shape.cursor ? 'c' : '',
    plan === 'custom' ? '' : `${plan.name}_${plan.text}`,
  ].join('_');
  // At most a few hundred shapes, each prepared once (issue 20: planning was most of a list's cost).
  const statement = preparedOn(db, `search_${key}`, (name) =>
    searchStatement(db, shape, name, plan),
  );
  const rows = await statement.execute({
    match: ask.match,
    type: ask.type,
    district: ask.district,
    priceStart: ask.priceStart,
    priceEnd: ask.priceEnd,
    roomsStart: ask.roomsStart,
    roomsEnd: ask.roomsEnd,
    guests: ask.guests,
    cursorAt: cursor?.createdAt,
    cursorId: cursor?.id,
    limit: page.limit + 1,
  });
  return rows;
}

/**
 * How alike a word listings hold must be to a typed one to stand for it: pg_trgm's similarity.
 * 0.45 keeps one letter off in a word of six or more (jasmne, jazmine: jasmine; shibbiss:
 * shibis) and leaves a shared ending ('penthouse' is not 'house', 0.33).
 */
const NEAR = 0.45;

/** What listings hold of a typed word: itself, longer words it starts, and near spellings. */
export type WordForms = { known: boolean; completions: string[]; near: string[] };

/**
 * For each typed word: whether a listing holds it, the words listings hold that it begins (a
 * word still being typed, 'apart' for 'apartment'; from three letters), and the nearest words
 * listings hold (pg_trgm's `%` over search_words, best first). The search then asks for these
 * exact words, whose frequencies PostgreSQL's statistics know, rather than a prefix, which it
 * can only guess (a prefix that matched nothing was guessed common: 83 ms on 100,000 listings).
 */
export async function nearWords(
  db: Executor,
  words: readonly string[],
): Promise<Map<string, WordForms>> {
  if (words.length === 0) return new Map();
  const statement = preparedOn(db, 'search_word_forms', (name) =>
    db
      .select({
        typed: sql<string>`t.typed`,
        known: sql<boolean>`exists (select 1 from search_words w where w.word = t.typed)`,
        completions: sql<
          string[]
        >`array(select w.word from search_words w where length(t.typed) >= 3 and w.word like t.typed || '%' and w.word <> t.typed order by length(w.word), w.word limit 3)`,
        near: sql<
          string[]
        >`array(select w.word from search_words w where w.word % t.typed and similarity(w.word, t.typed) >= ${NEAR} and w.word <> t.typed order by w.word <-> t.typed, w.word limit 3)`,
      })
      .from(sql`unnest(${sql.placeholder('words')}::text[]) as t(typed)`)
      .prepare(name),
  );
  const rows = await statement.execute({ words: [...words] });
  return new Map(
    rows.map((r) => [
      r.typed,
      { known: Boolean(r.known), completions: r.completions ?? [], near: r.near ?? [] },
    ]),
  );
}
