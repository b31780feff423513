import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentingProperties } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createApartment,
  createBuildingListing,
  createHall,
  createHotelListing,
  createProperty,
  createRoomType,
  createUser,
} from '../support/factories';

/*
 * Issue 35: one search box over every kind that forgives spelling. Through the API on the real
 * database (PGlite here, PostgreSQL with DATABASE_URL): pg_trgm, the generated search vector and
 * the words table kept by a trigger are the database's own.
 */

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.deps.db;
  const owner = (await createUser(db)).id;
  const add = async (key: string, over: Parameters<typeof createProperty>[2]) =>
    (ids[key] = (await createProperty(db, owner, over)).id);
  await add('yaqshid3', {
    name: 'Guri Barwaaqo',
    district: 'Yaaqshiid',
    rooms: 3,
    price: 300,
    description: 'Guri nadiif ah oo leh biyo iyo koronto. Family house near the sea.',
  });
  await add('hodan3', {
    name: 'Aqal Hodan',
    district: 'Hodan',
    rooms: 3,
    price: 350,
    description: 'Guri cusub oo leh saddex qol.',
  });
  await add('jajab', {
    name: 'Villa Jasmine',
    district: 'Xamar-Jajab',
    rooms: 5,
    price: 900,
    description: 'A large villa with a garden and a generator.',
  });
  await add('medina', {
    name: 'Medina Office',
    type: 'office',
    district: 'Wadajir',
    rooms: 2,
    description: 'Xafiis ballaaran.',
  });
  await add('gardenName', {
    name: 'Garden Court',
    district: 'Shibis',
    price: 1200,
    description: 'Quiet flats in Shibis.',
  });
  await add('gardenText', {
    name: 'Sahan House',
    district: 'Shibis',
    price: 1100,
    description: 'Rooms open onto a small garden.',
  });
  const hall = async (name: string, seats: number) => {
    const { property } = await createHall(db, owner, {
      name,
      capacityBanquet: seats,
      capacitySeated: seats - 50,
    });
    await db
      .update(rentingProperties)
      .set({ description: 'Hoolka arooska.' })
      .where(eq(rentingProperties.id, property.id));
    return property.id;
  };
  ids.bigHall = await hall('Hoolka Nasiib', 400);
  ids.smallHall = await hall('Hoolka Yar', 150);
  // A building is found by its apartments (their type, bedrooms), a hotel by its room types.
  const building = await createBuildingListing(db, owner, {
    name: 'Daarta Nabad',
    district: 'Warta-Nabada',
    description: 'Dhismo cusub.',
  });
  await createApartment(db, building.id, {
    apartmentType: 'Studio apartment',
    noBedrooms: 1,
    furnishing: 'Fully furnished',
  });
  await createApartment(db, building.id, {
    apartmentType: '3-bedroom apartment',
    noBedrooms: 3,
    addresses: ['B1'],
  });
  ids.building = building.id;
  const hotel = await createHotelListing(db, owner, {
    name: 'Hotel Badweyn',
    district: 'Abdiaziz',
    description: 'Near the beach.',
  });
  await createRoomType(db, hotel.id, { type: 'presidentialRoom' });
  ids.hotel = hotel.id;
});
afterAll(() => t?.close());

type Card = { _id: string; name: string };
type Answer = {
  success: boolean;
  data: Card[];
  next: string | null;
  reading: Record<string, unknown>;
  suggestions: string[];
  closest: Card[];
};

async function search(params: Record<string, string>) {
  const res = await t.get(`/api/search?${new URLSearchParams(params).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}
const found = async (q: string, more: Record<string, string> = {}) =>
  (await search({ q, ...more })).data.map((c) => c._id);

describe('a misspelt or differently romanised district', () => {
  it('finds the house in Somali and in English words, and reads the rooms and the type', async () => {
    for (const q of ['guri 3 qol Yaqshid', '3 bedroom house yaqshid', 'Yaaqshid guri']) {
      expect(await found(q), q).toEqual([ids.yaqshid3]);
    }
    const { reading } = await search({ q: '3 bedroom house yaqshid' });
    expect(reading).toMatchObject({ district: 'Yaaqshiid', type: 'House', rooms: 3, words: [] });
  });

  it('knows the spellings of the table and near misses of them', async () => {
    for (const q of ['Hamar Jajab', 'hamarjajab', 'Xamar-Jajab', 'Xamar Jajaab'])
      expect(await found(q), q).toEqual([ids.jajab]);
    expect(await found('Medina')).toEqual([ids.medina]);
    expect(await found('guri KM4')).toEqual([ids.hodan3]);
    expect(await found('Hodon 3 qol guri')).toEqual([ids.hodan3]);
  });
});

describe('words of names, descriptions and kinds', () => {
  it('corrects a misspelt word to the words the listings hold', async () => {
    expect(await found('Vila Jasmne')).toEqual([ids.jajab]);
    expect(await found('jazmine')).toEqual([ids.jajab]);
    // A word still being typed stands for the words it begins.
    expect(await found('jasm')).toEqual([ids.jajab]);
    // Facilities are searched too: every listing here has a backup generator.
    expect(await found('generater')).toHaveLength(10);
  });

  it('ranks the listing whose name holds the words above those whose text does', async () => {
    expect(await found('garden')).toEqual([ids.gardenName, ids.gardenText, ids.jajab]);
  });

  it('reads guests for halls: a wedding of 300 finds the hall that seats them', async () => {
    expect(await found('hall for wedding 300 guests')).toEqual([ids.bigHall]);
    expect(await found('hool aroos 100 qof')).toEqual([ids.smallHall, ids.bigHall]);
  });

  it('combines the text with the filters of the page', async () => {
    expect(await found('guri', { district: 'Hodan' })).toEqual([ids.hodan3]);
    expect(await found('jasmine', { price: '150-400' })).toEqual([]);
    expect(await found('jasmine', { price: '400-900' })).toEqual([ids.jajab]);
    expect(await found('guri', { price: '150-400' })).toEqual([ids.hodan3, ids.yaqshid3]);
    expect(await found('', { type: 'office' })).toEqual([ids.medina]);
  });
});

describe('apartment buildings by their apartments, hotels by their rooms', () => {
  it("finds a building by an apartment's type and bedrooms", async () => {
    expect(await found('studio')).toEqual([ids.building]);
    expect(await found('fully furnished apartment')).toEqual([ids.building]);
    expect(await found('3 bedroom apartment Wardhigley')).toEqual([ids.building]);
    expect(await found('4 bedroom apartment')).toEqual([]);
  });

  it('finds a hotel by a room type', async () => {
    expect(await found('presidential')).toEqual([ids.hotel]);
    expect(await found('presidential room lido')).toEqual([ids.hotel]);
  });
});

describe('pages and nothing found', () => {
  it('pages by keyset through every match once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Answer = await search({ q: 'hodan', limit: '1', ...(cursor ? { cursor } : {}) });
      seen.push(...page.data.map((c) => c._id));
      cursor = page.next;
    } while (cursor);
    expect(seen.sort()).toEqual([ids.hodan3, ids.bigHall, ids.smallHall].sort());
  });

  it('suggests the nearest spellings and the closest listings', async () => {
    const answer = await search({ q: 'garden shibbiss swimming' });
    expect(answer.data).toEqual([]);
    expect(answer.closest.map((c) => c._id)).toContain(ids.gardenName);
    const empty = await search({ q: 'qwxz' });
    expect(empty.data).toEqual([]);
    const nearly = await search({ q: 'Dharkanlay penthouse' });
    expect(nearly.suggestions).toContain('Dharkenley');
  });
});

describe('bad input answers 4xx, never 5xx', () => {
  it.each([
    ['q', 'x'.repeat(201)],
    ['price', 'cheap'],
    ['rooms', '-1'],
    ['district', 'Nairobi'],
    ['type', 'Castle'],
    ['cursor', 'bm90IGEgY3Vyc29y'],
    ['cursor', Buffer.from('7|2026-01-01T00:00:00.000000Z|x').toString('base64url')],
    ['limit', '1000'],
  ])('%s=%s', async (key, value) => {
    const res = await t.get(`/api/search?${new URLSearchParams({ [key]: value }).toString()}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status: 400 });
  });

  it('texts of signs, quotes and tsquery operators are only words', async () => {
    for (const q of ["'&|!():*", 'a & b | !c', '\\x00 <-> )(', '🏠 guri', "Ma'alin"])
      expect((await t.get(`/api/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
  });
});
