import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import {
  ADMIN_EMAIL,
  buildMarketplace,
  cookieOf,
  ROUTE_CASES,
  routeTable,
  snapshotTables,
  type Call,
  type Marketplace,
  type Role,
} from '../support/route-catalogue';

/*
 * Issue 8 item 4: the authorisation suite, generated from the app's own route table. Every
 * route the app serves must have a case in test/support/route-catalogue.ts (or be named public
 * with a reason), so a new route fails here until someone decides who may call it. Each case is
 * called as a visitor and as users who have no right to it: they get 400, 401, 403 or 404 and every
 * table (row counts and content hashes) is exactly as before.
 */

let t: TestApp;
let f: Marketplace;
let baseline: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  f = await buildMarketplace(t);
  baseline = await snapshotTables(t);
}, 60_000);
afterAll(() => t?.close());

const REFUSED = [400, 401, 403, 404];

function send(call: Call, role: Role | 'visitor') {
  return t.send({
    method: call.method ?? (call.body ? 'POST' : 'GET'),
    url: call.url,
    ...(call.body ? { payload: call.body } : {}),
    cookie: cookieOf(f, role),
  });
}

/** Calls as each role; every one must be refused and leave every table as it was. */
async function expectRefused(call: Call, roles: (Role | 'visitor')[]) {
  const answers: Record<string, number> = {};
  for (const role of roles) answers[role] = (await send(call, role)).statusCode;
  for (const [role, status] of Object.entries(answers)) {
    expect(REFUSED, `${role} got ${status} from ${call.url}`).toContain(status);
  }
  expect(await snapshotTables(t)).toEqual(baseline);
  return answers;
}

describe('the route table', () => {
  it('has a case or a public reason for every route, and no case for a route that is gone', async () => {
    const served = routeTable(t.app);
    const named = new Set(ROUTE_CASES.map((c) => c.route));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !named.has(route))).toEqual([]);
    expect([...named].filter((route) => !served.includes(route))).toEqual([]);
  });
});

describe('calls that take an id or act for a user', () => {
  const owned = ROUTE_CASES.filter(
    (c): c is Extract<typeof c, { intruders?: Role[] }> =>
      'call' in c && !('self' in c) && !('admin' in c),
  );

  it.each(owned.map((c, i) => [`${c.route} #${i}`, c] as const))(
    '%s: refused to a visitor and to users it is not for, nothing changes',
    async (_name, c) => {
      const call = c.call(f);
      const answers = await expectRefused(call, ['visitor', ...(c.intruders ?? ['stranger'])]);
      expect(answers.visitor, 'a visitor is told to sign in').toBe(c.visitor ?? 401);
      // Reads are tried as the one they are for too: a refusal must not be a bad fixture id.
      // (Reads may write: listing notifications marks them seen, one GET deletes.)
      if (!call.body) {
        expect((await send(call, c.allowed ?? 'owner')).statusCode).toBe(200);
        baseline = await snapshotTables(t);
      }
    },
  );
});

describe("calls that act only for the caller's own account", () => {
  const self = ROUTE_CASES.filter((c): c is Extract<typeof c, { self: string }> => 'self' in c);
  it.each(self.map((c) => [c.route, c] as const))(
    '%s: a visitor must sign in',
    async (_name, c) => {
      const call = c.call(f);
      const answers = await expectRefused(call, ['visitor']);
      expect(answers.visitor).toBe(401);
    },
  );
});

describe('the admin console', () => {
  const admin = ROUTE_CASES.filter((c): c is Extract<typeof c, { admin: true }> => 'admin' in c);
  it.each(admin.map((c) => [c.route, c] as const))(
    '%s: 401 to a visitor, 403 to every other user',
    async (_name, c) => {
      const call = c.call(f);
      const answers = await expectRefused(call, ['visitor', 'stranger', 'owner', 'renter']);
      expect(answers).toEqual({ visitor: 401, stranger: 403, owner: 403, renter: 403 });
      if (!call.body) {
        expect((await send(call, 'admin')).statusCode).toBe(200);
        baseline = await snapshotTables(t);
      }
    },
  );
});
