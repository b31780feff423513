import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import {
  ADMIN_EMAIL,
  buildMarketplace,
  cookieOf,
  ROUTE_CASES,
  routeTable,
  type Call,
  type Marketplace,
  type Role,
} from '../support/route-catalogue';
import { dayFromToday } from '../support/factories';

/*
 * Issue 15, odd input that answered 500: the random payloads (abuse-payloads.test.ts) try a few
 * junk values a route and missed values that are almost right, which is what a person or a
 * stale client sends. Here every route's valid call is replayed with one field at a time set to
 * each extreme of its kind (days, months, numbers, list cursors), and every POST gets a huge
 * JSON array. Nothing may answer 5xx; a refusal is the JSON envelope.
 */

let t: TestApp;
let f: Marketplace;
let routes: string[];

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT: '100000' });
  f = await buildMarketplace(t);
  routes = routeTable(t.app);
}, 60_000);
afterAll(() => t?.close());

const UUID = '5f0c0f52-8a51-4c52-9c7e-3a4a0f3c8b21';
const cursorOf = (createdAt: string) => Buffer.from(`${createdAt}|${UUID}`).toString('base64url');

/** Cursors that look like ours but name an instant that cannot exist, or no instant at all. */
const CURSORS = [
  cursorOf('2026-02-30T10:00:00.000000Z'),
  cursorOf('2026-13-01T10:00:00.000000Z'),
  cursorOf('0000-01-01T00:00:00.000000Z'),
  cursorOf('2026-01-01T24:00:00.000000Z'),
  cursorOf('2026-01-01T23:59:60.000000Z'),
  cursorOf('9999-12-31T23:59:59.999999Z'),
];
const DAYS = ['0000-01-01', '0000-12-31', '2026-02-30', '2025-02-29', '9999-12-31', '0001-01-01'];
const MONTHS = ['0000-01', '0000-12', '9999-12', '0001-01'];
const NUMBERS: unknown[] = [
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  1e21,
  -1,
  '1.5',
  '2147483648',
];

/** Valid calls of the public routes (the catalogue gives calls only for guarded ones). */
const PUBLIC_CALLS: Record<string, (f: Marketplace) => Call> = {
  'GET /api/rentingProperty/renting': () => ({ url: '/api/rentingProperty/renting?limit=24' }),
  'GET /api/rentingProperty/property-category/:type': () => ({
    url: '/api/rentingProperty/property-category/House?limit=24',
  }),
  'POST /api/rentingProperty/filter': () => ({
    url: '/api/rentingProperty/filter',
    body: {
      type: 'House',
      district: '',
      price: { start: 10, end: 900 },
      rooms: { start: 1, end: 4 },
    },
  }),
  'GET /api/hallEvents/events_between_a_month': (f) => ({
    url: `/api/hallEvents/events_between_a_month?date=${dayFromToday(0).slice(0, 7)}&hall_id=${f.hall.id}`,
  }),
  'GET /api/hallAdminEvents/events_between_a_month': (f) => ({
    url: `/api/hallAdminEvents/events_between_a_month?date=${dayFromToday(0).slice(0, 7)}&hall_id=${f.hall.id}`,
  }),
  'GET /api/hotels/hotelRooms/rooms': (f) => ({
    url: `/api/hotels/hotelRooms/rooms?hotel_id=${f.hotel.id}&page=1&pageSize=10`,
  }),
  'GET /api/hotels/hotelRoomRentals/availableRooms': (f) => ({
    url: `/api/hotels/hotelRoomRentals/availableRooms?hotel_id=${f.hotel.id}&check_in=${dayFromToday(30)}&check_out=${dayFromToday(32)}&adults=1&kids=0`,
  }),
};

type Sent = { role: Role | 'visitor'; call: Call };

/** The route's valid call and who makes it, or none for routes that take nothing. */
function validCall(route: string): Sent | undefined {
  const c = ROUTE_CASES.find((x) => x.route === route);
  if (!c) return undefined;
  if ('call' in c) {
    const role: Role = 'admin' in c ? 'admin' : 'allowed' in c && c.allowed ? c.allowed : 'owner';
    return { role, call: c.call(f) };
  }
  const sample = PUBLIC_CALLS[route];
  return sample ? { role: 'visitor', call: sample(f) } : undefined;
}

const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isMonth = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}$/.test(v);
const isNumeric = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v) && v.length < 9);

/** The extremes a value of this kind can be replaced by, as text or JSON. */
function extremesFor(value: unknown): unknown[] {
  if (isDay(value)) return DAYS;
  if (isMonth(value)) return MONTHS;
  if (isNumeric(value)) return NUMBERS;
  return [];
}

/** Every copy of `body` with one leaf (at any depth, first array item) set to an extreme. */
function bodyVariants(body: unknown): unknown[] {
  if (Array.isArray(body)) {
    if (body.length === 0) return [];
    return bodyVariants(body[0]).map((v) => [v, ...body.slice(1)]);
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    return Object.keys(record).flatMap((key) =>
      bodyVariants(record[key]).map((v) => ({ ...record, [key]: v })),
    );
  }
  return extremesFor(body);
}

/** Every copy of the URL with one query value set to an extreme, and GETs with bad cursors. */
function urlVariants(method: string, url: string): string[] {
  const parsed = new URL(url, 'http://x');
  const out: string[] = [];
  for (const [key, value] of parsed.searchParams) {
    for (const extreme of extremesFor(value)) {
      const copy = new URL(parsed);
      copy.searchParams.set(key, String(extreme));
      out.push(`${copy.pathname}${copy.search}`);
    }
  }
  if (method === 'GET') {
    for (const cursor of CURSORS) {
      const copy = new URL(parsed);
      copy.searchParams.set('cursor', cursor);
      out.push(`${copy.pathname}${copy.search}`);
    }
  }
  return out;
}

/** What is wrong with an answer: a 5xx, or a refusal that is not the JSON envelope. */
function problemOf(where: string, answer: { statusCode: number; body: string }): string[] {
  if (answer.statusCode >= 500) return [`${answer.statusCode} ${where}`];
  if (answer.statusCode < 400) return [];
  if (where.startsWith('POST /api/rentingProperty/rent ')) return []; // the spec's plain 'error'
  try {
    const body = JSON.parse(answer.body) as { success: boolean; status: number; message: string };
    const enveloped =
      body.success === false &&
      body.status === answer.statusCode &&
      typeof body.message === 'string';
    return enveloped ? [] : [`not the envelope: ${where} ${answer.body.slice(0, 200)}`];
  } catch {
    return [`not JSON: ${where} ${answer.body.slice(0, 200)}`];
  }
}

describe('values that are almost right, on every route', () => {
  it('impossible and extreme days, months, numbers and cursors: never a 5xx', async () => {
    let tried = 0;
    const problems: string[] = [];
    for (const route of routes) {
      const sent = validCall(route);
      if (!sent) continue;
      const method = route.split(' ')[0]!;
      const { url, body } = sent.call;
      const cookie = sent.role === 'visitor' ? undefined : cookieOf(f, sent.role);
      const calls = [
        ...urlVariants(method, url).map((u) => ({ url: u, body })),
        ...(method === 'POST' ? bodyVariants(body ?? {}).map((b) => ({ url, body: b })) : []),
      ];
      for (const call of calls) {
        const answer = await t.send({
          method: method as 'GET' | 'POST',
          url: call.url,
          ...(call.body === undefined ? {} : { payload: call.body as object }),
          cookie,
        });
        problems.push(
          ...problemOf(`${route} ${call.url} ${JSON.stringify(call.body ?? '')}`, answer),
        );
        tried++;
      }
    }
    expect(problems.join('\n')).toBe('');
    // The generators reach the paged lists, the calendars and the bookings.
    expect(tried).toBeGreaterThan(500);
  }, 240_000);

  it('a JSON array of 130,000 items on every POST: never a 5xx', async () => {
    const payload = JSON.stringify(new Array(130_000).fill(0));
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.startsWith('POST /api/'))) {
      const answer = await t.send({
        method: 'POST',
        url: route.split(' ')[1]!.replace(/:[A-Za-z]+/g, UUID),
        payload,
        headers: { 'content-type': 'application/json' },
        cookie: f.owner.cookie,
      });
      problems.push(...problemOf(`${route} [0 x 130000]`, answer));
    }
    expect(problems.join('\n')).toBe('');
  }, 120_000);
});
