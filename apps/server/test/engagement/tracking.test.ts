import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageViews, propertyViews, userSessions } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createSignedInUser, type Signed } from '../support/factories';

let t: TestApp;
let amina: Signed;
let cumar: Signed;
/** A listing that exists: views of unknown ids are refused. */
let viewed: string;
beforeAll(async () => {
  t = await startTestApp({ TRACKING_RATE_LIMIT: '40', REPORTS_PER_HOUR: '3' });
  amina = await createSignedInUser(t.app.deps.db, {
    name: 'Aamina Yuusuf',
    email: 'aamina@example.so',
  });
  cumar = await createSignedInUser(t.app.deps.db, {
    name: 'Cumar Nuur',
    email: 'cumar@example.so',
  });
  viewed = (await createProperty(t.app.deps.db, amina.user.id)).id;
});
afterAll(() => t.close());

const propertyId = '0b3c4d5e-1111-4222-8333-944455566677';

describe('user sessions', () => {
  it('registers a visitor session and a signed-in one', async () => {
    const guest = (await t.post('/api/user-sessions/add', { userId: 'not-signed' })).json().data;
    expect(guest).toMatchObject({ userId: 'not-signed', page_view_count: 0 });
    expect(guest.sessionId).toBe(guest._id);
    const mine = (
      await t.post('/api/user-sessions/add', { userId: amina.user.id }, amina.cookie)
    ).json().data;
    expect(mine.userId).toBe(amina.user.id);
  });

  it('refuses to register a session for someone else', async () => {
    const res = await t.post('/api/user-sessions/add', { userId: cumar.user.id }, amina.cookie);
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.deps.db
          .select()
          .from(userSessions)
          .where(eq(userSessions.userId, cumar.user.id))
      ).length,
    ).toBe(0);
  });

  it('counts page views and moves last_time_active forward', async () => {
    const session = (
      await t.post('/api/user-sessions/add', { userId: amina.user.id }, amina.cookie)
    ).json().data;
    const one = await t.post(
      '/api/user-sessions/update',
      { sessionId: session.sessionId, data: { page_view_count: 1 } },
      amina.cookie,
    );
    const two = await t.post(
      '/api/user-sessions/update',
      { sessionId: session.sessionId, data: { page_view_count: 1 } },
      amina.cookie,
    );
    expect(one.json().data.page_view_count).toBe(1);
    expect(two.json().data.page_view_count).toBe(2);
    const ping = await t.post(
      '/api/user-sessions/update',
      { sessionId: session.sessionId, data: { last_time_active: new Date().toISOString() } },
      amina.cookie,
    );
    expect(new Date(ping.json().data.last_time_active).getTime()).toBeGreaterThanOrEqual(
      new Date(session.last_time_active).getTime(),
    );
    expect(
      (
        await t.post(
          '/api/user-sessions/update',
          { sessionId: session.sessionId, data: { page_view_count: 1 } },
          cumar.cookie,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an unknown session and an empty change', async () => {
    expect(
      (
        await t.post('/api/user-sessions/update', {
          sessionId: propertyId,
          data: { page_view_count: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.post('/api/user-sessions/update', { sessionId: propertyId, data: {} })).statusCode,
    ).toBe(400);
  });
});

describe('page views', () => {
  it("records a page view, with 'no-session-id' as the default session", async () => {
    const res = await t.post('/api/page-views/add', {
      userId: 'not-signed',
      url: '/properties/homes',
    });
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const rows = await t.app.deps.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.url, '/properties/homes'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, sessionId: null });
  });
  it('refuses a page view claimed for another user', async () => {
    expect(
      (await t.post('/api/page-views/add', { userId: cumar.user.id, url: '/x' }, amina.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('property views', () => {
  it("counts visitors as 'not-signup' and signed-in viewers as themselves", async () => {
    await t.post('/api/views/increase-views/', { propertyId: viewed });
    await t.send({
      method: 'POST',
      url: '/api/views/increase-views/',
      payload: { propertyId: viewed, viewedBy: 'not-signup' },
      remoteAddress: '10.0.0.2',
    });
    await t.post(
      '/api/views/increase-views/',
      { propertyId: viewed, viewedBy: amina.user.id },
      amina.cookie,
    );
    await t.post('/api/views/increase-views', { propertyId: viewed }, cumar.cookie);
    const rows = await t.app.deps.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, viewed));
    expect(rows.map((r) => r.viewedBy).sort()).toEqual(
      [amina.user.id, cumar.user.id, null, null].sort(),
    );
    const counts = (await t.get(`/api/views/property-views/?propertyId=${viewed}`)).json().data;
    expect(counts).toMatchObject({ views: 4, signedIn: 2, visitors: 2, uniqueUsers: 2 });
  });
  it('refuses a view claimed for another user and a malformed id', async () => {
    expect(
      (
        await t.post(
          '/api/views/increase-views/',
          { propertyId: viewed, viewedBy: cumar.user.id },
          amina.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await t.post('/api/views/increase-views/', { propertyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.propertyId');
  });
});

describe('tracking that cannot be pumped', () => {
  const viewsOf = async (propertyId: string) =>
    (await t.get(`/api/views/property-views/?propertyId=${propertyId}`)).json().data.views;
  const viewFrom = (propertyId: string, remoteAddress: string, cookie?: string) =>
    t.send({
      method: 'POST',
      url: '/api/views/increase-views/',
      payload: { propertyId },
      remoteAddress,
      cookie,
    });

  it('counts one view of a listing per visitor per day, however often they call', async () => {
    const listing = (await createProperty(t.app.deps.db, amina.user.id)).id;
    for (let i = 0; i < 30; i++) expect((await viewFrom(listing, '10.1.0.1')).statusCode).toBe(200);
    expect(await viewsOf(listing)).toBe(1);
    for (let i = 0; i < 5; i++) await viewFrom(listing, '10.1.0.9', cumar.cookie);
    expect(await viewsOf(listing)).toBe(2);
    await viewFrom(listing, '10.1.0.2');
    expect(await viewsOf(listing)).toBe(3);
  });

  it('limits tracking calls from one client per minute (TRACKING_RATE_LIMIT)', async () => {
    const from = (url: string, payload: object) =>
      t.send({ method: 'POST', url, payload, remoteAddress: '10.2.0.1' });
    const answers = [];
    for (let i = 0; i < 41; i++)
      answers.push(
        (await from('/api/page-views/add', { userId: 'not-signed', url: '/' })).statusCode,
      );
    expect(answers.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(answers[40]).toBe(429);
    // Sessions and listing views from another client, each limited too.
    const sessions = [];
    for (let i = 0; i < 41; i++)
      sessions.push(
        (
          await t.send({
            method: 'POST',
            url: '/api/user-sessions/add',
            payload: { userId: 'not-signed' },
            remoteAddress: '10.2.0.2',
          })
        ).statusCode,
      );
    expect(sessions.at(-1)).toBe(429);
    // Another client is not held back by the first.
    expect(
      (
        await t.send({
          method: 'POST',
          url: '/api/page-views/add',
          payload: { userId: 'not-signed', url: '/' },
          remoteAddress: '10.2.0.3',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits reports and property requests per person per hour (REPORTS_PER_HOUR)', async () => {
    const report = () =>
      t.post(
        '/api/reports/add',
        { from: cumar.user.id, description: 'Sawirada ma ahan guriga', type: 'Cilad' },
        cumar.cookie,
      );
    const reports = [];
    for (let i = 0; i < 4; i++) reports.push((await report()).statusCode);
    expect(reports).toEqual([200, 200, 200, 429]);
    const request = () =>
      t.post(
        '/api/propertyrequest/add',
        {
          request: {
            region: 'Mogadishu',
            district: 'Hodan',
            customer_type: 'renter',
            property_type: 'House',
            service: 'Kiro',
            description: 'Guri 3 qol ah',
            customer: amina.user.id,
          },
        },
        amina.cookie,
      );
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push((await request()).statusCode);
    expect(requests.at(-1)).toBe(429);
  });
});
