import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageViews, propertyViews, userSessions } from '../src/db/schema';
import { startTestApp, type TestApp } from './support/app';
import { createProperty } from './support/factories';

let t: TestApp;
let amina: { cookie: string; user: { _id: string } };
let cumar: { cookie: string; user: { _id: string } };
/** A listing that exists: views of unknown ids are refused. */
let viewed: string;
beforeAll(async () => {
  t = await startTestApp();
  amina = await t.signUp('Aamina Yuusuf', 'aamina@example.so');
  cumar = await t.signUp('Cumar Nuur', 'cumar@example.so');
  viewed = (await createProperty(t.app.deps.db, amina.user._id)).id;
});
afterAll(() => t.close());

const propertyId = '0b3c4d5e-1111-4222-8333-944455566677';

describe('user sessions', () => {
  it('registers a visitor session and a signed-in one', async () => {
    const guest = (await t.post('/api/user-sessions/add', { userId: 'not-signed' })).json().data;
    expect(guest).toMatchObject({ userId: 'not-signed', page_view_count: 0 });
    expect(guest.sessionId).toBe(guest._id);
    const mine = (
      await t.post('/api/user-sessions/add', { userId: amina.user._id }, amina.cookie)
    ).json().data;
    expect(mine.userId).toBe(amina.user._id);
  });

  it('refuses to register a session for someone else', async () => {
    const res = await t.post('/api/user-sessions/add', { userId: cumar.user._id }, amina.cookie);
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.deps.db
          .select()
          .from(userSessions)
          .where(eq(userSessions.userId, cumar.user._id))
      ).length,
    ).toBe(0);
  });

  it('counts page views and moves last_time_active forward', async () => {
    const session = (
      await t.post('/api/user-sessions/add', { userId: amina.user._id }, amina.cookie)
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
    ).toBe(404);
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
      (await t.post('/api/page-views/add', { userId: cumar.user._id, url: '/x' }, amina.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('property views', () => {
  it("counts visitors as 'not-signup' and signed-in viewers as themselves", async () => {
    await t.post('/api/views/increase-views/', { propertyId: viewed });
    await t.post('/api/views/increase-views/', { propertyId: viewed, viewedBy: 'not-signup' });
    await t.post(
      '/api/views/increase-views/',
      { propertyId: viewed, viewedBy: amina.user._id },
      amina.cookie,
    );
    await t.post('/api/views/increase-views', { propertyId: viewed }, cumar.cookie);
    const rows = await t.app.deps.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, viewed));
    expect(rows.map((r) => r.viewedBy).sort()).toEqual(
      [amina.user._id, cumar.user._id, null, null].sort(),
    );
    const counts = (await t.get(`/api/views/property-views/?propertyId=${viewed}`)).json().data;
    expect(counts).toMatchObject({ views: 4, signedIn: 2, visitors: 2, uniqueUsers: 2 });
  });
  it('refuses a view claimed for another user and a malformed id', async () => {
    expect(
      (
        await t.post(
          '/api/views/increase-views/',
          { propertyId: viewed, viewedBy: cumar.user._id },
          amina.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await t.post('/api/views/increase-views/', { propertyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.propertyId');
  });
});
