import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choosePlan,
  rangeShare,
  searchStats,
  wordShare,
  type SearchStats,
} from '../../src/modules/search/plans';
import {
  searchPage,
  type SearchAsk,
  type SearchCursor,
  type SearchPlan,
} from '../../src/modules/search/repository';
import { decodeSearchCursor, encodeSearchCursor } from '../../src/modules/search/service';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';

/*
 * Issue 35: a search page's plan chosen from the table's statistics and, when the statistics
 * are clear, written so that it is the only plan and planned once per connection
 * (modules/search/plans.ts). Whatever the plan, a search must find the same listings in the
 * same order, page by page; on PostgreSQL the chosen plans run on the connections that plan once.
 */

const words = (freqs: Record<string, number>, floor = 0.01) => ({
  freqs: new Map(Object.entries(freqs)),
  floor,
});
const stats: SearchStats = {
  rows: 100_000,
  name: words({ villa: 0.3, guri: 0.2 }, 0.001),
  text: words({ parking: 0.95, villa: 0.3, guri: 0.4, garden: 0.06 }, 0.02),
  // rooms: 40 % three rooms, the rest spread evenly between 0 and 10
  rooms: { values: new Map([[3, 0.4]]), bounds: [0, 5, 10], rest: 0.6 },
  price: { values: new Map(), bounds: [0, 500, 1000, 2000], rest: 1 },
};

describe('what the statistics say', () => {
  it('reads a range from the common values and the histogram', () => {
    expect(rangeShare(stats.rooms!, 3, 3)).toBeCloseTo(0.4 + 0.6 * (0 / 10), 5);
    expect(rangeShare(stats.rooms!, 0, 5)).toBeCloseTo(0.4 + 0.3, 5);
    expect(rangeShare(stats.price!, 1000)).toBeCloseTo(1 / 3, 5);
    expect(rangeShare(stats.price!, 250, 500)).toBeCloseTo(1 / 6, 5);
    expect(rangeShare(stats.price!, 5000)).toBe(0);
  });

  it('takes the words of a search as independent, each in any of its forms', () => {
    expect(wordShare(stats.text, [['parking']])).toEqual({ low: 0.95, high: 0.95 });
    const both = wordShare(stats.text, [['parking'], ['villa', 'guri']]);
    expect(both.low).toBeCloseTo(0.95 * 0.7, 5);
    expect(both.high).toBeCloseTo(0.7, 5);
    // a word the statistics do not list: none at least, as common as the least listed at most
    expect(wordShare(stats.text, [['jasmine']])).toEqual({ low: 0, high: 0.02 });
  });
});

describe('the plan a search takes', () => {
  const plan = (ask: SearchAsk, forms: string[][] = []) => choosePlan(stats, ask, forms);

  it('walks the newest listings for a word most of them hold, collecting the few names', () => {
    expect(plan({ match: 'parking' }, [['parking']])).toEqual({ name: 'collect', text: 'walk' });
  });

  it('walks a district or type with no words, and bands most listings are in', () => {
    expect(plan({ district: 'Hodan' })).toEqual({ name: 'walk', text: 'walk' });
    expect(plan({ type: 'House', roomsStart: 3, roomsEnd: 3 })).toEqual({
      name: 'walk',
      text: 'walk',
    });
  });

  it('leaves to the planner what the statistics do not settle', () => {
    // 'garden': 6 % of texts: neither few enough to collect nor, with a band, enough to walk
    expect(plan({ match: 'garden', priceStart: 5000 }, [['garden']])).toBe('custom');
    // a band almost no listing is in
    expect(plan({ priceStart: 1900 })).toBe('custom');
    // a word common in names and in texts is walked in both ranks only when the text's rank,
    // less the names, is still common
    expect(plan({ match: 'villa' }, [['villa']])).toBe('custom');
    expect(plan({ match: 'guri' }, [['guri']])).toEqual({ name: 'walk', text: 'walk' });
    // priced by their rooms or apartments, or asked by guests: the planner's
    expect(plan({ type: 'Hotel' })).toBe('custom');
    expect(plan({ type: 'Apartment' })).toBe('custom');
    expect(plan({ guests: 300 })).toBe('custom');
    expect(choosePlan(undefined, { match: 'parking' }, [['parking']])).toBe('custom');
  });
});

describe('every plan finds the same pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.app.deps.db;
    const owner = (await createUser(db)).id;
    const districts = ['Hodan', 'Wadajir', 'Shibis', 'Yaaqshiid'];
    for (let i = 0; i < 60; i++)
      await createProperty(db, owner, {
        name: i % 3 === 0 ? `Villa ${i}` : `Guri ${i}`,
        type: i % 5 === 0 ? 'office' : 'House',
        district: districts[i % 4],
        rooms: i % 7,
        price: 100 + ((i * 37) % 1500),
        status: i % 11 === 0 ? 'rented' : '',
        description: `Parking and water${i % 10 === 0 ? ', and a garden' : ''}${i % 6 === 0 ? ' in a villa' : ''}.`,
      });
    await db.execute(sql`analyze renting_properties`);
  });
  afterAll(() => t?.close());

  /** Every page of `ask`, `limit` at a time, following each page's cursor as the service does. */
  async function allPages(ask: SearchAsk, plan: SearchPlan, limit = 7) {
    const deps = t.app.deps;
    const db = plan === 'custom' ? deps.db : deps.planOnce;
    const found: string[] = [];
    let cursor: SearchCursor | undefined;
    for (let page = 0; page < 20; page++) {
      const rows = await searchPage(db, ask, { cursor, limit }, plan);
      const kept = rows.slice(0, limit);
      found.push(...kept.map((r) => r.after));
      if (rows.length <= limit) return found;
      cursor = decodeSearchCursor(encodeSearchCursor(kept.at(-1)!.after));
    }
    throw new Error('more than 20 pages');
  }

  const asks: SearchAsk[] = [
    { match: 'parking' },
    { match: 'villa' },
    { match: 'garden' },
    { match: 'villa & parking' },
    { match: '(villa | garden)' },
    { match: 'parking', district: 'Hodan' },
    { match: 'parking', type: 'office' },
    { match: 'parking', roomsStart: 2, roomsEnd: 5, priceStart: 150 },
    {},
    { district: 'Shibis' },
    { type: 'House', priceStart: 400, priceEnd: 900 },
    { roomsStart: 3 },
  ];
  const plans: SearchPlan[] = [
    { name: 'walk', text: 'walk' },
    { name: 'collect', text: 'collect' },
    { name: 'collect', text: 'walk' },
    { name: 'walk', text: 'collect' },
  ];

  it.each(asks.map((ask) => [JSON.stringify(ask), ask] as const))(
    '%s: the same listings in the same order',
    async (_, ask) => {
      const expected = await allPages(ask, 'custom');
      // each case finds something, and more than a page, so the cursors are walked too
      expect(expected.length).toBeGreaterThan(ask.match === 'garden' ? 3 : 7);
      for (const plan of plans) expect(await allPages(ask, plan)).toEqual(expected);
    },
  );

  it('reads the statistics of the analysed table and chooses from them', async () => {
    const read = await searchStats(t.app.deps);
    expect(read?.rows).toBe(60);
    expect(read?.text.freqs.get('parking')).toBeCloseTo(1, 5);
    // 60 listings: fewer than a collect's bound hold any word, so both ranks collect
    expect(choosePlan(read, { match: 'parking' }, [['parking']])).toEqual({
      name: 'collect',
      text: 'collect',
    });
    expect(choosePlan(read, { district: 'Hodan' }, [])).toEqual({ name: 'walk', text: 'walk' });
  });

  it('answers a search through the chosen plan as through the planner', async () => {
    const res = await t.get('/api/search?q=parking&district=Hodan');
    expect(res.statusCode).toBe(200);
    const cards = (res.json() as { data: { _id: string }[] }).data.map((c) => c._id);
    const expected = (await allPages({ match: 'parking', district: 'Hodan' }, 'custom', 25)).map(
      (after) => after.split('|')[2],
    );
    expect(cards).toEqual(expected.slice(0, 25));
  });

  it("shows 'nothing found' the closest listings through the chosen plan too", async () => {
    // 'qqzzx' no listing holds in any form: nothing matches, the six closest hold 'parking'
    const res = await t.get('/api/search?q=parking%20qqzzx');
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { data: unknown[]; closest: { _id: string }[] };
    expect(answer.data).toEqual([]);
    const expected = (await allPages({ match: 'parking' }, 'custom', 25)).map(
      (after) => after.split('|')[2],
    );
    expect(answer.closest.map((c) => c._id)).toEqual(expected.slice(0, 6));
  });
});
