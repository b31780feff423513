import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListingSummary } from '@rentals/shared';
import { hotelRooms, rentingProperties } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createUser,
  createHall,
  createHotel,
  createRoomType,
} from '../support/factories';

/*
 * POST /rentingProperty/filter as the spec's client sends it (spec 1 sections 2, 7 and 9; issue
 * 19): the category pages' type names ('Hall', 'Hotel'), the selector's capitalised spellings
 * ('Office'), bands whose ends arrive as numeric text. Halls are in a band by their own price
 * (the hourly rate), hotels by their rooms' daily rates.
 */

let t: TestApp;
const db = () => t.app.deps.db;
const made: Record<string, string> = {};

/** A hotel whose room types cost these daily rates (the card shows the lowest, as rooms.ts keeps it). */
async function hotelWithRates(ownerId: string, name: string, rates: number[]) {
  const { hotelId, roomId } = await createHotel(db(), ownerId, [`${name} 101`], name);
  await db().update(hotelRooms).set({ dailyRate: rates[0]! }).where(eq(hotelRooms.id, roomId));
  for (const dailyRate of rates.slice(1))
    await createRoomType(db(), hotelId, {
      type: 'suiteRoom',
      maxKids: 0,
      maxAdults: 2,
      area: 40,
      dailyRate,
      shortStayRate: dailyRate,
      addresses: [`${name} ${dailyRate}`],
    });
  await db()
    .update(rentingProperties)
    .set({ price: Math.min(...rates) })
    .where(eq(rentingProperties.id, hotelId));
  return hotelId;
}

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(db());
  made.house = (await createProperty(db(), owner, { price: 300, rooms: 3 })).id;
  made.office = (await createProperty(db(), owner, { type: 'office', price: 600, rooms: 5 })).id;
  made.business = (
    await createProperty(db(), owner, { type: 'business', price: 350, rooms: 2 })
  ).id;
  made.cheapHall = (await createHall(db(), owner.id, { hourlyRate: 200 })).property.id;
  made.dearHall = (
    await createHall(db(), owner.id, { hourlyRate: 1200, name: 'Hoolka Weyn' })
  ).property.id;
  // The cheapest room of 'mixed' is below 150, its suite inside 150-400.
  made.mixedHotel = await hotelWithRates(owner.id, 'Hotel Mixed', [100, 300]);
  made.dearHotel = await hotelWithRates(owner.id, 'Hotel Dear', [1500, 2000]);
});
afterAll(() => t.close());

const filter = (body: object) => t.post('/api/rentingProperty/filter', body);
async function idsOf(body: object): Promise<string[]> {
  const res = await filter(body);
  expect(res.statusCode).toBe(200);
  return (res.json().data as ListingSummary[]).map((card) => card._id).sort();
}
const expected = (...keys: string[]) => keys.map((key) => made[key]!).sort();
const anyBand = { start: 0, end: null };

describe('the category pages of halls and hotels', () => {
  it("'Hall' lists halls, in a band by their own price", async () => {
    const body = { type: 'Hall', district: '', price: anyBand, rooms: anyBand };
    expect(await idsOf(body)).toEqual(expected('cheapHall', 'dearHall'));
    expect(await idsOf({ ...body, price: { start: 150, end: 400 } })).toEqual(
      expected('cheapHall'),
    );
    expect(await idsOf({ ...body, price: { start: 1000, end: null } })).toEqual(
      expected('dearHall'),
    );
  });

  it("'Hotel' lists a hotel in a band when one of its rooms' daily rate lies in it", async () => {
    const body = { type: 'Hotel', district: '', price: anyBand, rooms: anyBand };
    expect(await idsOf(body)).toEqual(expected('mixedHotel', 'dearHotel'));
    expect(await idsOf({ ...body, price: { start: 150, end: 400 } })).toEqual(
      expected('mixedHotel'),
    );
    expect(await idsOf({ ...body, price: { start: 1000, end: null } })).toEqual(
      expected('dearHotel'),
    );
    expect(await idsOf({ ...body, price: { start: 400, end: 900 } })).toEqual([]);
  });

  it('any type: each kind is in a band by its own price', async () => {
    expect(await idsOf({ type: '', district: '', price: { start: 150, end: 400 } })).toEqual(
      expected('house', 'business', 'cheapHall', 'mixedHotel'),
    );
  });
});

describe('the spellings and numbers of the spec client', () => {
  it("takes the selector's capitalised names: 'Office', 'Business', 'Any'", async () => {
    expect(await idsOf({ type: 'Office', district: '' })).toEqual(expected('office'));
    expect(await idsOf({ type: 'Business', district: '' })).toEqual(expected('business'));
    expect(await idsOf({ type: 'Any', district: '' })).toHaveLength(Object.keys(made).length);
  });

  it('takes numeric text for the ends of the price and room bands', async () => {
    expect(
      await idsOf({
        type: 'House',
        district: '',
        price: { start: '150', end: '400' },
        rooms: { start: '1', end: '4' },
      }),
    ).toEqual(expected('house'));
    expect(await idsOf({ type: 'Hall', price: { start: '1000', end: null } })).toEqual(
      expected('dearHall'),
    );
    expect(await idsOf({ type: 'Office', rooms: { start: '3' } })).toEqual(expected('office'));
  });
});

describe('refusals', () => {
  it.each([
    ['an unknown type', { type: 'Castle' }, 'body.type'],
    ['a number as type', { type: 3 }, 'body.type'],
    ['a word for a price', { price: { start: 'cheap', end: null } }, 'body.price.start'],
    ['a decimal as text', { rooms: { start: '1.5', end: '4' } }, 'body.rooms.start'],
    ['a negative number', { price: { start: -150, end: 400 } }, 'body.price.start'],
    ['negative text', { price: { start: 150, end: '-400' } }, 'body.price.end'],
    ['empty text', { rooms: { start: '', end: null } }, 'body.rooms.start'],
  ])('refuses %s with 400 naming the field', async (_case, body, field) => {
    const res = await filter(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});
