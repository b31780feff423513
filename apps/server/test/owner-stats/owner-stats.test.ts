import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  hallPriceEstimate,
  incomeMonths,
  marketDay,
  MARKET_UTC_OFFSET_HOURS,
  type OwnerStats,
} from '@rentals/shared';
import {
  apartmentAddresses,
  apartmentRentingRecords,
  hallEvents,
  hotelReservations,
  propertyViews,
} from '../../src/db/schema';
import { expirePendingRequests } from '../../src/modules/request-flows/expiry';
import { startTestApp, type TestApp } from '../support/app';
import {
  CAKE,
  createApartmentRequest,
  createBuilding,
  createFavorite,
  createHall,
  createHallEvent,
  createHotel,
  createHotelReservation,
  createProperty,
  createRentRequest,
  createSignedInAdmin,
  createSignedInUser,
  dayFromToday,
  FOOD,
  friday,
  type Hotel,
  type Signed,
} from '../support/factories';
import { acceptRent } from '../support/notifications';

/*
 * The owner's charts (issue 36) against records this file makes, each expected figure counted
 * here from those records, not by the server's own queries.
 */

let t: TestApp;
let owner: Signed;
let stranger: Signed;
let admin: Signed;
let hallId: string;
let hotel: Hotel;
let buildingId: string;
let propertyId: string;
const HOUR = 3_600_000;
const now = Date.now();
/** The Mogadishu day of an instant, counted here without the shared helpers. */
const mogadishuDay = (ms: number) =>
  new Date(ms + MARKET_UTC_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
/** An instant `minutes` before today's midnight in Mogadishu: yesterday there, maybe today in UTC. */
const beforeMidnight = (minutes: number) =>
  Date.parse(`${mogadishuDay(now)}T00:00:00Z`) - MARKET_UTC_OFFSET_HOURS * HOUR - minutes * 60_000;

/** Every booking the file makes that the owner accepted, to price and place independently. */
const hallBooked: (typeof hallEvents.$inferSelect)[] = [];
const hotelBooked: (typeof hotelReservations.$inferSelect)[] = [];

const stats = async (path: string, who?: Signed) => {
  const res = await t.get(path, who?.cookie);
  return { status: res.statusCode, data: res.json().data as OwnerStats };
};

async function view(listingId: string, at: number, viewer: string) {
  await t.app.deps.db.insert(propertyViews).values({
    propertyId: listingId,
    viewer,
    viewedOn: new Date(at).toISOString().slice(0, 10),
    createdAt: new Date(at),
  });
}

/** The owner's answer, as the answer paths write it: the status alone (the trigger does the rest). */
const answerEvent = (id: string, status: string) =>
  t.app.deps.db.update(hallEvents).set({ status }).where(eq(hallEvents.id, id)).returning();
const answerStay = (id: string, status: string) =>
  t.app.deps.db
    .update(hotelReservations)
    .set({ status })
    .where(eq(hotelReservations.id, id))
    .returning();

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.deps.db;
  owner = await createSignedInUser(db, { name: 'Xaliimo Owner', email: 'xaliimo@example.so' });
  stranger = await createSignedInUser(db, { name: 'Stranger', email: 'stranger@example.so' });
  admin = await createSignedInAdmin(db);
  hallId = (await createHall(db, owner.user.id)).property.id;
  hotel = await createHotel(db, owner.user.id, ['D1', 'D2']);
  buildingId = (await createBuilding(db, owner.user.id, ['A1', 'A2', 'A3'])).id;
  propertyId = (await createProperty(db, owner.user.id, { price: 450 })).id;

  // views: three today, two just before this morning's midnight in Mogadishu (yesterday there),
  // one 40 days ago (in the 90 days, not the 30)
  for (const viewer of ['a', 'b', 'c']) await view(hallId, now - 60_000, viewer);
  // Other viewers: from 21:00 UTC the two times share a UTC day, and a viewer counts once a UTC
  // day (property_views_once_idx), as the app records views.
  for (const viewer of ['d', 'e']) await view(hallId, beforeMidnight(10), viewer);
  await view(hallId, now - 40 * 24 * HOUR, 'a');
  await view(hotel.hotelId, now - 60_000, 'a');
  // favourites: two of the hall, one of the building
  await createFavorite(db, undefined, hallId);
  await createFavorite(db, undefined, hallId);
  await createFavorite(db, undefined, buildingId);

  // hall: one request expired by the sweep, one accepted, one declined, one still pending
  await createHallEvent(db, hallId, undefined, { date: dayFromToday(20) });
  await expirePendingRequests(t.app.deps, new Date(now + 200 * HOUR));
  const accepted = await createHallEvent(db, hallId, undefined, {
    date: dayFromToday(10),
    createdAt: new Date(now - 5 * HOUR),
  });
  const withFood = await createHallEvent(db, hallId, undefined, {
    date: friday(12),
    createdAt: new Date(now - 1 * HOUR),
    food: FOOD[0]!.package,
    cakeName: CAKE[0]!.name,
    numAttendees: 60,
  });
  const declined = await createHallEvent(db, hallId, undefined, {
    date: dayFromToday(11),
    createdAt: new Date(now - 3 * HOUR),
  });
  await createHallEvent(db, hallId, undefined, { date: dayFromToday(13) });
  hallBooked.push(...(await answerEvent(accepted.id, 'booked')));
  hallBooked.push(...(await answerEvent(withFood.id, 'booked')));
  await answerEvent(declined.id, 'declined');

  // hotel: two stays booked (D1 and D2), one declined
  const stay = await createHotelReservation(t, undefined, hotel);
  const other = await createHotelReservation(t, undefined, hotel, {
    address: 'D2',
    checkIn: dayFromToday(2),
    checkOut: dayFromToday(9),
  });
  const refused = await createHotelReservation(t, undefined, hotel, {
    address: 'D2',
    checkIn: dayFromToday(20),
    checkOut: dayFromToday(22),
  });
  hotelBooked.push(...(await answerStay(stay.id, 'booked')));
  hotelBooked.push(...(await answerStay(other.id, 'booked')));
  await answerStay(refused.id, 'declined');

  // building: A1 rented, A2 asked for, A3 free
  const rent = await createApartmentRequest(t, undefined, buildingId, 'A1');
  await createApartmentRequest(t, undefined, buildingId, 'A2');
  await db
    .update(apartmentRentingRecords)
    .set({ status: 'rented' })
    .where(eq(apartmentRentingRecords.id, rent.id));
  await db
    .update(apartmentAddresses)
    .set({ status: 'rented' })
    .where(eq(apartmentAddresses.id, rent.addressId));

  // general property: asked for and accepted by its owner through the API
  const renter = await createSignedInUser(db);
  const { recordId } = await createRentRequest(t, renter, propertyId);
  expect((await acceptRent(t, owner, renter, propertyId, recordId)).statusCode).toBe(200);
});
afterAll(() => t.close());

const HALL_PRICING = { deposit: 100, hourly_rate: 50, food: FOOD, cake: CAKE };
const priceOf = (e: typeof hallEvents.$inferSelect) =>
  hallPriceEstimate(HALL_PRICING, {
    date: e.date,
    starting_time: e.startingTime,
    ending_time: e.endingTime,
    num_attendees: e.numAttendees,
    food: e.food,
    cake: e.cakeName,
  });
const month = (day: string) => day.slice(0, 7);
const incomeIn = (data: OwnerStats, m: string) => data.income.find((i) => i.month === m)?.usd;

describe("a hall's charts", () => {
  it('counts views and favourites per Mogadishu day, in 30 and 90 days', async () => {
    const { status, data } = await stats(`/api/owner-stats/listings/${hallId}`, owner);
    expect(status).toBe(200);
    expect(data.timeZone).toBe('Africa/Mogadishu');
    expect(data.interest).toHaveLength(30);
    const on = (day: string) => data.interest.find((d) => d.day === day);
    expect(on(mogadishuDay(now))).toEqual({ day: mogadishuDay(now), views: 3, favourites: 2 });
    expect(on(mogadishuDay(beforeMidnight(10)))?.views).toBe(2);
    expect(data.interest.reduce((n, d) => n + d.views, 0)).toBe(5);

    const ninety = (await stats(`/api/owner-stats/listings/${hallId}?days=90`, owner)).data;
    expect(ninety.interest).toHaveLength(90);
    expect(ninety.interest.reduce((n, d) => n + d.views, 0)).toBe(6);
  });

  it('counts requests by what became of them, and the time to answer', async () => {
    const { data } = await stats(`/api/owner-stats/listings/${hallId}`, owner);
    expect(data.requests).toEqual({
      received: 5,
      accepted: 2,
      declined: 1,
      expired: 1,
      withdrawn: 0,
      pending: 1,
      // waits of 5, 1 and 3 hours: the middle one
      answerHours: 3,
    });
  });

  it("sums the accepted events' prices by month and shows the booked days", async () => {
    const { data } = await stats(`/api/owner-stats/listings/${hallId}`, owner);
    const expected = new Map<string, number>();
    for (const e of hallBooked)
      expected.set(month(e.date), (expected.get(month(e.date)) ?? 0) + priceOf(e));
    expect(hallBooked.map(priceOf)).toEqual([4 * 50, 60 * 15 + 40 + 100]);
    for (const [m, usd] of expected) expect(incomeIn(data, m)).toBe(usd);
    expect(data.occupancy?.kind).toBe('hall');
    const booked = (data.occupancy?.days ?? []).filter((d) => d.events > 0);
    expect(booked.map((d) => d.day).sort()).toEqual(hallBooked.map((e) => e.date).sort());
  });
});

describe("a hotel's charts", () => {
  it('counts room-nights per week booked ahead against the rooms it has', async () => {
    const { data } = await stats(`/api/owner-stats/listings/${hotel.hotelId}`, owner);
    expect(data.requests).toMatchObject({ received: 3, accepted: 2, declined: 1, pending: 0 });
    expect(data.occupancy?.kind).toBe('hotel');
    const nights = hotelBooked.flatMap((r) => {
      const out: string[] = [];
      for (let d = r.checkIn; d < r.checkOut; d = nextDay(d)) out.push(d);
      return out;
    });
    const weeks = data.occupancy?.weeks ?? [];
    expect(weeks).toHaveLength(13);
    for (const week of weeks) {
      const end = addDays(week.week, 7);
      expect(week.roomNights, week.week).toBe(
        nights.filter((n) => n >= week.week && n < end).length,
      );
      expect(week.capacity).toBe(2 * 7);
    }
    expect(weeks.reduce((n, w) => n + w.roomNights, 0)).toBe(nights.length);
    const expected = new Map<string, number>();
    for (const r of hotelBooked)
      expected.set(month(r.checkIn), (expected.get(month(r.checkIn)) ?? 0) + r.price);
    for (const [m, usd] of expected) expect(incomeIn(data, m)).toBe(usd);
  });
});

describe("a building's and a property's charts", () => {
  it('counts rented, asked-for and free addresses and the rent of this month', async () => {
    const { data } = await stats(`/api/owner-stats/listings/${buildingId}`, owner);
    expect(data.occupancy).toEqual({
      kind: 'building',
      addresses: { available: 1, pending: 1, rented: 1 },
    });
    expect(data.requests).toMatchObject({ received: 2, accepted: 1, pending: 1 });
    expect(incomeIn(data, month(marketDay()))).toBe(350);
  });

  it("counts a general property's accepted request and its month's rent", async () => {
    const { data } = await stats(`/api/owner-stats/listings/${propertyId}`, owner);
    expect(data.occupancy).toBeNull();
    expect(data.requests).toMatchObject({ received: 1, accepted: 1 });
    expect(incomeIn(data, month(marketDay()))).toBe(450);
  });
});

describe("the owner's overview", () => {
  it('adds up every listing of the owner', async () => {
    const { status, data } = await stats('/api/owner-stats/overview', owner);
    expect(status).toBe(200);
    expect(data.listings).toBe(4);
    expect(data.occupancy).toBeNull();
    expect(data.interest.reduce((n, d) => n + d.views, 0)).toBe(6);
    expect(data.interest.reduce((n, d) => n + d.favourites, 0)).toBe(3);
    expect(data.requests).toMatchObject({
      received: 5 + 3 + 2 + 1,
      accepted: 2 + 2 + 1 + 1,
      declined: 2,
      expired: 1,
      pending: 2,
    });
    expect(data.income.map((i) => i.month)).toEqual(incomeMonths());
    const total = (d: OwnerStats) => d.income.reduce((n, i) => n + i.usd, 0);
    const hallTotal = hallBooked.reduce((n, e) => n + priceOf(e), 0);
    const hotelTotal = hotelBooked.reduce((n, r) => n + r.price, 0);
    expect(total(data)).toBe(hallTotal + hotelTotal + 350 + 450);
  });

  it("is a stranger's own (nothing of this owner's)", async () => {
    const { data } = await stats('/api/owner-stats/overview', stranger);
    expect(data.listings).toBe(0);
    expect(data.requests.received).toBe(0);
  });
});

describe('who may read them', () => {
  it('refuses a stranger (403) and a visitor (401); lets an admin read', async () => {
    for (const id of [hallId, hotel.hotelId, buildingId, propertyId]) {
      expect((await stats(`/api/owner-stats/listings/${id}`, stranger)).status).toBe(403);
      expect((await stats(`/api/owner-stats/listings/${id}`)).status).toBe(401);
      expect((await stats(`/api/owner-stats/listings/${id}`, admin)).status).toBe(200);
    }
    expect((await stats('/api/owner-stats/overview')).status).toBe(401);
  });

  it('answers bad input and an unknown listing with 400, never 500', async () => {
    expect((await stats(`/api/owner-stats/listings/${hallId}?days=7`, owner)).status).toBe(400);
    expect((await stats('/api/owner-stats/listings/not-an-id', owner)).status).toBe(400);
    const unknown = '0b3c4d5e-1111-4222-8333-944455566677';
    // the listings' own calls answer a missing listing so (missing(): 400, code not_found)
    const res = await t.get(`/api/owner-stats/listings/${unknown}`, owner.cookie);
    expect(res.json()).toMatchObject({ status: 400, code: 'not_found' });
  });

  it("records no answer time for what the owner never answered (the database's trigger)", async () => {
    const rows = await t.app.deps.db.execute(
      sql`select count(*)::int as n from hall_events where status = 'pending' and answered_at is not null`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const nextDay = (day: string) => addDays(day, 1);
