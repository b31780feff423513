import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import {
  ADMIN_EMAIL,
  buildMarketplace,
  cookieOf,
  ROUTE_CASES,
  routeTable,
  snapshotTables,
  type Marketplace,
  type Role,
} from '../support/route-catalogue';

/*
 * Issue 8 item 5, payloads: property-based tests (fast-check) that send random and malformed
 * input to every route of the app's route table: wrong types, huge strings, nested junk,
 * prototype keys, bad ids, bad dates, negative numbers, broken JSON. Whatever arrives, the
 * answer is never a 5xx, a refusal is the JSON envelope, and a refused call writes nothing
 * (every table's row count and content hash compared before and after). Seeded, a few runs a
 * route so the file stays quick: ABUSE_RUNS=50 runs it harder.
 */

const RUNS = Number(process.env.ABUSE_RUNS ?? 3);
const SEED = Number(process.env.ABUSE_SEED ?? 20260808);

let t: TestApp;
let f: Marketplace;
let routes: string[];

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT: '100000' });
  f = await buildMarketplace(t);
  routes = routeTable(t.app);
}, 60_000);
afterAll(() => t?.close());

/** Field names of the routes without a case (public ones), so junk lands on real fields too. */
const PUBLIC_FIELDS: Record<string, string[]> = {
  'POST /api/users/signup': ['name', 'email'],
  'POST /api/users/login/email': ['userEmail'],
  'POST /api/users/login/google': ['jwtToken', 'client_id'],
  'POST /api/users/varify-login-otp': ['otp', 'userEmail', 'type'],
  'POST /api/views/increase-views': ['propertyId', 'viewedBy'],
  'GET /api/views/property-views': ['propertyId'],
  'GET /api/rentingProperty/renting': ['cursor', 'limit'],
  'GET /api/rentingProperty/property-category/:type': ['cursor', 'limit'],
  'POST /api/rentingProperty/filter': ['type', 'district', 'price', 'rooms'],
  'GET /api/rentingProperty/favorites': ['propertyId'],
  'GET /api/ratingsAndReviews/usersReviews': ['propertyId'],
  'GET /api/ratingsAndReviews/findPropertyRatings': ['propertyId'],
  'GET /api/apartmentBuilding/find': ['propertyId'],
  'GET /api/hallEvents/events_between_a_month': ['date', 'hall_id'],
  'GET /api/hallAdminEvents/events_between_a_month': ['date', 'hall_id'],
  'GET /api/hotels/hotel/id': ['hotel_id'],
  'GET /api/hotels/hotelRooms/rooms': ['hotel_id', 'page', 'pageSize'],
  'GET /api/hotels/hotelRoomRentals/availableRooms': [
    'hotel_id',
    'check_in',
    'check_out',
    'adults',
    'kids',
  ],
};

// --- what junk looks like -------------------------------------------------------------------

const huge = fc.constantFrom('x'.repeat(64_000), 'ü'.repeat(30_000), '\u0000'.repeat(2_000));
const badId = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    "' or '1'='1",
    '1; drop table users; --',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    'admin',
    '%00',
    '\u0000',
    ' ',
    '',
    'null',
    '[object Object]',
    '{"$ne":null}',
  ),
  fc.uuid(),
);
const badDate = fc.constantFrom(
  '2026-02-30',
  '0000-01-01',
  '0000-12',
  '2025-02-29',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '275760-09-13',
  '-000001-01-01',
  '2026-1-1',
  '2026-02-29T25:61:00Z',
  '24:00',
  '99:99',
  '23:59:60',
  'yesterday',
  '2026-W01',
);
const badNumber = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.constantFrom(
    -0,
    0.5,
    1.5,
    -1.5,
    2 ** 31,
    2 ** 31 - 1,
    1e308,
    -1e308,
    2 ** 53 + 2,
    1e21,
    '1e999',
    '-1',
    '1.5',
    '2147483648',
    '0x10',
    'NaN',
  ),
);
/** List cursors as ours are made (base64url of 'instant|id'), naming impossible instants. */
const badCursor = fc
  .constantFrom(
    '2026-02-30T10:00:00.000000Z',
    '0000-01-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-13-01T00:00:00Z',
  )
  .chain((instant) => fc.uuid().map((id) => Buffer.from(`${instant}|${id}`).toString('base64url')));
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  badId,
  badDate,
  badNumber,
  badCursor,
);
const nested = fc.jsonValue({ maxDepth: 4 });
const deep = fc.integer({ min: 50, max: 1000 }).map((n) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const junk = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 3, arbitrary: nested },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: deep },
);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

/** A body: the route's own fields (or the valid call's) with junk, or no object at all. */
function bodyArbitrary(fields: string[], valid?: Record<string, unknown>) {
  const keys = fc.constantFrom(...fields, ...PROTO_KEYS, 'x');
  const objectBody = fc
    .tuple(
      fc.dictionary(keys, junk, { maxKeys: 6 }),
      fc.boolean(),
      fc.constantFrom(...PROTO_KEYS.slice(0, 2)),
    )
    .map(([dict, withProto, protoKey]) => {
      const base = valid && Object.keys(dict).length > 0 ? { ...valid, ...dict } : dict;
      const text = JSON.stringify(base);
      // JSON.stringify drops a real __proto__ key; splice it into the text as an attacker would.
      return withProto && text.startsWith('{')
        ? `{"${protoKey}":{"polluted":"yes","prototype":{"polluted":"yes"}}${text === '{}' ? '' : ','}${text.slice(1)}`
        : text;
    });
  const notObject = fc.oneof(junk, fc.array(junk, { maxLength: 4 })).map((v) => JSON.stringify(v));
  return fc.oneof({ weight: 5, arbitrary: objectBody }, { weight: 1, arbitrary: notObject });
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A URL for a route: path parameters and the query filled with junk. */
function urlArbitrary(route: string, fields: string[]) {
  const path = route.split(' ')[1]!;
  const params = path.match(/:[A-Za-z]+|\*/g) ?? [];
  return fc
    .tuple(
      fc.array(junk, { minLength: params.length, maxLength: params.length }),
      // 'cursor' on every route: the paged lists (listings, inbox, admin) all read one.
      fc.dictionary(fc.constantFrom(...fields, ...PROTO_KEYS, 'cursor', 'x'), junk, { maxKeys: 5 }),
    )
    .map(([values, query]) => {
      let i = 0;
      const filled = path.replace(/:[A-Za-z]+|\*/g, () =>
        encodeURIComponent(text(values[i++]).slice(0, 500)),
      );
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) qs.append(k, text(v).slice(0, 20_000));
      return `${filled}${qs.size ? `?${qs}` : ''}`;
    });
}

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** No 5xx; a refusal of an /api call is the `{ success: false, status, message }` envelope. */
function expectSane(route: string, answer: Answer, sent: string) {
  const where = `${route} <- ${sent.slice(0, 300)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  if (answer.statusCode < 400 || !route.includes(' /api/')) return;
  if (!String(answer.headers['content-type'] ?? '').includes('application/json')) {
    // The one plain-text answer of the spec.
    expect(route, where).toBe('POST /api/rentingProperty/rent');
    return;
  }
  const body = JSON.parse(answer.body) as { status?: number; statusCode?: number; message: string };
  // Our envelope, or Fastify's own answer to a URL it cannot route (414 for a long parameter).
  if (body.statusCode === undefined)
    expect(body, where).toMatchObject({ success: false, status: answer.statusCode });
  else expect(body.statusCode, where).toBe(answer.statusCode);
  expect(typeof body.message, where).toBe('string');
}

const caseOf = (route: string) =>
  ROUTE_CASES.find((c) => c.route === route && 'call' in c) as
    Extract<(typeof ROUTE_CASES)[number], { call: unknown }> | undefined;

function fieldsOf(route: string): { fields: string[]; valid?: Record<string, unknown> } {
  const c = caseOf(route);
  if (!c) return { fields: PUBLIC_FIELDS[route] ?? ['id'] };
  const call = c.call(f);
  const query = [...new URL(call.url, 'http://x').searchParams.keys()];
  return { fields: [...Object.keys(call.body ?? {}), ...query, 'id'], valid: call.body };
}

/**
 * Runs the route's property as `role`, `before` being every table's snapshot as the runs start.
 * When no call was accepted (2xx) every table must be exactly as before. Answers the snapshot
 * after the runs, the next route's `before`.
 */
async function fuzzRoute(
  route: string,
  role: Role | 'visitor',
  seed: number,
  before: Record<string, string>,
) {
  const method = route.split(' ')[0]!;
  const { fields, valid } = fieldsOf(route);
  let accepted = false;
  const input: fc.Arbitrary<[string, string | undefined]> =
    method === 'GET'
      ? fc.tuple(urlArbitrary(route, fields), fc.constant(undefined))
      : fc.tuple(
          urlArbitrary(route, []),
          bodyArbitrary(fields, role === 'owner' ? undefined : valid),
        );
  const property = fc.asyncProperty(input, async ([url, payload]) => {
    const answer = await t.send({
      method: method as 'GET' | 'POST',
      url,
      ...(payload === undefined
        ? {}
        : { payload, headers: { 'content-type': 'application/json' } }),
      cookie: cookieOf(f, role),
    });
    if (answer.statusCode < 300) accepted = true;
    expectSane(route, answer, payload ?? url);
  });
  try {
    await fc.assert(property, { numRuns: RUNS, seed, endOnFailure: true });
  } catch (err) {
    // Counterexamples can be megabytes of junk: keep the report readable.
    const cause = (err as { cause?: Error }).cause?.message ?? '';
    throw new Error(
      `${route} as ${role}: ${cause.slice(0, 600)}\n${String((err as Error).message).slice(0, 1500)}`,
    );
  }
  const after = await snapshotTables(t);
  if (!accepted) expect(after, `${route} as ${role} wrote`).toEqual(before);
  return after;
}

/** Fuzzes every route in turn as `roleOf(route)`. */
async function fuzzAll(list: string[], roleOf: (route: string) => Role | 'visitor', seed: number) {
  let snapshot = await snapshotTables(t);
  for (const [i, route] of list.entries()) {
    snapshot = await fuzzRoute(route, roleOf(route), seed + i, snapshot);
  }
}

const adminRoute = (route: string) => route.includes(' /api/admin/');

describe('random and malformed payloads on every route', () => {
  it('as a signed-in user who owns nothing: never a 5xx, refusals write nothing', async () => {
    await fuzzAll(routes, () => 'stranger', SEED);
  }, 120_000);

  it('as the owner of everything (admin on the console): never a 5xx, refusals write nothing', async () => {
    await fuzzAll(routes, (route) => (adminRoute(route) ? 'admin' : 'owner'), SEED + 1000);
  }, 120_000);

  it('as a visitor on the public routes: never a 5xx, refusals write nothing', async () => {
    // The others refuse a visitor before reading anything (authorisation.test.ts).
    const open = new Set(ROUTE_CASES.filter((c) => 'public' in c).map((c) => c.route));
    await fuzzAll(
      routes.filter((route) => open.has(route)),
      () => 'visitor',
      SEED + 2000,
    );
  }, 120_000);

  it('broken bodies on every state-changing route: 400 or 415, never a 5xx, nothing written', async () => {
    const before = await snapshotTables(t);
    const broken: { payload: string; type: string }[] = [
      { payload: '{"propertyId":', type: 'application/json' },
      { payload: '{"a":1}garbage', type: 'application/json' },
      { payload: '\u0000\u0001\u0002', type: 'application/json' },
      { payload: 'propertyId=1', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'text/xml' },
      { payload: '--nope\r\ngarbage', type: 'multipart/form-data; boundary=nope' },
      { payload: 'garbage', type: 'multipart/form-data' },
    ];
    const posts = routes.filter((r) => r.startsWith('POST '));
    // The heavy ones (deep nesting, over the 1 MB body limit) on every fifth route.
    const heavy = [
      { payload: '['.repeat(100_000) + ']'.repeat(100_000), type: 'application/json' },
      { payload: 'x'.repeat(1024 * 1024 + 10), type: 'application/json' },
    ];
    for (const [i, route] of posts.entries()) {
      for (const { payload, type } of i % 5 === 0 ? [...broken, ...heavy] : broken) {
        const answer = await t.send({
          method: 'POST',
          url: route.split(' ')[1]!,
          payload,
          headers: { 'content-type': type },
          cookie: f.owner.cookie,
        });
        expectSane(route, answer, `${type}: ${payload.slice(0, 40)}`);
        expect(
          answer.statusCode,
          `${route} ${type}: ${payload.slice(0, 20)}`,
        ).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await snapshotTables(t)).toEqual(before);
  }, 120_000);

  it('left no prototype polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
