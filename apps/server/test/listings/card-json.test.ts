import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  CARD_DESCRIPTION_CUT as CUT,
  LISTED_TYPES,
  searchContract,
  type ListingSummary,
} from '@rentals/shared';
import { rentingProperties } from '../../src/db/schema';
import { cardColumns, presentSummary } from '../../src/modules/listings/card';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createRating,
  createUser,
  starsOf,
  type PropertyRow,
} from '../support/factories';

/*
 * Issue 38: the lists' cards are JSON built by PostgreSQL (listings/card.ts cardJson). A renter
 * must see the same card as the one Node made of the row (presentSummary): every kind, the cut
 * of long descriptions (an emoji at the cut is never split), quotes and control characters,
 * missing numbers and pictures, fractional scores, and times to the millisecond.
 */

let t: TestApp;
const db = () => t.app.deps.db;
const made: PropertyRow[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(db(), { name: 'Cards Owner' });
  for (const type of LISTED_TYPES) made.push(await createProperty(db(), owner, { type }));
  const odd: Parameters<typeof createProperty>[2][] = [
    { description: 'a'.repeat(CUT) },
    { description: 'a'.repeat(CUT + 1) },
    { description: `${'b'.repeat(CUT - 1)}😀😀 and more` },
    { description: `${'c'.repeat(CUT - 2)}😀` },
    { name: 'Guri "Xamar" \\ Jajab', description: 'Line one\nline two\ttab \u0001 end' },
    { name: 'Dhul', type: 'Land', price: null, rooms: null, area: null, pictures: [] },
    { ratingOverall: 13 / 3, ratingCount: 3, verified: true, status: 'ad' },
    { createdAt: new Date('2031-01-02T03:04:05.570Z') },
    { createdAt: new Date('2031-01-02T03:04:05.009Z'), status: 'pending' },
  ];
  for (const overrides of odd) made.push(await createProperty(db(), owner, overrides));
});
afterAll(() => t.close());

/** The cards Node made of the same rows before issue 38, by id. */
async function presented(): Promise<Map<string, ListingSummary>> {
  const rows = await db()
    .select(cardColumns)
    .from(rentingProperties)
    .where(
      inArray(
        rentingProperties.id,
        made.map((m) => m.id),
      ),
    );
  return new Map(rows.map((row) => [row.id, JSON.parse(JSON.stringify(presentSummary(row)))]));
}

async function listed(url: string, body?: object): Promise<ListingSummary[]> {
  const res = body ? await t.post(url, body) : await t.get(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ListingSummary[] }).data;
}

describe('cards built by the database', () => {
  it('are the cards presentSummary made of the same rows, on the home list', async () => {
    const expected = await presented();
    const cards = await listed('/api/rentingProperty/renting?limit=100');
    expect(cards).toHaveLength(made.length);
    for (const card of cards) expect(card).toEqual(expected.get(card._id));
    // The cut keeps whole characters and says so.
    const emoji = cards.find((c) => c.description.startsWith('b'))!;
    expect(emoji.description).toBe(`${'b'.repeat(CUT - 1)}😀...`);
    expect(cards.find((c) => c.description.startsWith('c'))!.description).toBe(
      `${'c'.repeat(CUT - 2)}😀`,
    );
  });

  it('are the same on a category route and through the filter', async () => {
    const expected = await presented();
    for (const card of await listed('/api/rentingProperty/property-category/homes'))
      expect(card).toEqual(expected.get(card._id));
    for (const card of await listed('/api/rentingProperty/filter', { type: 'Land' }))
      expect(card).toEqual(expected.get(card._id));
  });

  it('are the same on a search page and under its nothing found, in an answer of its schema', async () => {
    const expected = await presented();
    const everything = await t.get('/api/search?limit=50');
    expect(everything.statusCode).toBe(200);
    const page = everything.json() as { data: ListingSummary[] };
    expect(page.data).toHaveLength(made.length);
    for (const card of page.data) expect(card).toEqual(expected.get(card._id));
    // Parsing strips what the schema does not name: equal, the answer carries nothing more.
    expect(searchContract.search.answer.parse(page)).toEqual(page);

    // 'xyzzyq' is held by no listing in any spelling: nothing found, the closest hold 'line'.
    const none = await t.get('/api/search?q=line%20xyzzyq');
    const answer = none.json() as { data: ListingSummary[]; closest: ListingSummary[] };
    expect(answer.data).toEqual([]);
    const lines = made.find((m) => m.description.startsWith('Line one'))!;
    expect(answer.closest.map((c) => c._id)).toContain(lines.id);
    for (const card of answer.closest) expect(card).toEqual(expected.get(card._id));
    expect(searchContract.search.answer.parse(answer)).toEqual(answer);
  });

  it('follow the listing when it changes and when it is rated', async () => {
    const house = made[0]!;
    await db()
      .update(rentingProperties)
      .set({ price: 4321, name: 'Guri cusub' })
      .where(eq(rentingProperties.id, house.id));
    await createRating(db(), house.id, undefined, starsOf(2));
    const card = async () =>
      (await listed('/api/rentingProperty/renting?limit=100')).find((c) => c._id === house.id)!;
    expect(await card()).toMatchObject({
      price: 4321,
      name: 'Guri cusub',
      rating: { overall: 2, count: 1 },
    });
    expect(await card()).toEqual((await presented()).get(house.id));
  });
});
