import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { propertyRequests, reports } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, type Signed } from '../support/factories';

let t: TestApp;
let idil: Signed;
let omar: Signed;

beforeAll(async () => {
  t = await startTestApp();
  idil = await createSignedInUser(t.app.deps.db, {
    name: 'Ilhaan Xuseen',
    email: 'ilhaan@example.so',
  });
  omar = await createSignedInUser(t.app.deps.db, {
    name: 'Cumar Siyaad',
    email: 'cumar@example.so',
  });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

describe('reports', () => {
  const report = (who: Signed, extra: object = {}) => ({
    from: who.user.id,
    description: 'Sawirada guriga ma furmayaan',
    type: 'Cilad',
    ...extra,
  });

  it("stores the signed-in user's report and answers 'success'", async () => {
    const res = await t.post('/api/reports/add', report(idil), idil.cookie);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const saved = await db().select().from(reports).where(eq(reports.fromUserId, idil.user.id));
    expect(saved).toEqual([
      expect.objectContaining({ type: 'Cilad', description: 'Sawirada guriga ma furmayaan' }),
    ]);
  });

  it('refuses a report in the name of someone else, bad input and visitors', async () => {
    expect((await t.post('/api/reports/add', report(idil), omar.cookie)).statusCode).toBe(403);
    const empty = await t.post(
      '/api/reports/add',
      report(omar, { description: '  ' }),
      omar.cookie,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body.description');
    const type = await t.post('/api/reports/add', report(omar, { type: 'Cabasho' }), omar.cookie);
    expect(type.statusCode).toBe(400);
    expect((await t.post('/api/reports/add', report(omar))).statusCode).toBe(401);
    expect(await db().select().from(reports).where(eq(reports.fromUserId, omar.user.id))).toEqual(
      [],
    );
  });
});

describe('property requests', () => {
  const request = (who: Signed, extra: object = {}) => ({
    request: {
      region: 'Mogadishu',
      district: 'Hodan',
      customer_type: 'renter',
      property_type: 'House',
      service: 'Kiro',
      description: 'Waxaan raadinayaa guri 3 qol ah',
      customer: who.user.id,
      ...extra,
    },
  });

  it("stores the signed-in customer's request and answers 'success'", async () => {
    const res = await t.post('/api/propertyrequest/add', request(omar), omar.cookie);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const saved = await db()
      .select()
      .from(propertyRequests)
      .where(eq(propertyRequests.customerId, omar.user.id));
    expect(saved).toEqual([
      expect.objectContaining({
        region: 'Mogadishu',
        district: 'Hodan',
        customerType: 'renter',
        propertyType: 'House',
        service: 'Kiro',
      }),
    ]);
  });

  it('refuses another customer, a missing service or description, and visitors', async () => {
    expect((await t.post('/api/propertyrequest/add', request(omar), idil.cookie)).statusCode).toBe(
      403,
    );
    const noService = await t.post(
      '/api/propertyrequest/add',
      request(idil, { service: '' }),
      idil.cookie,
    );
    expect(noService.statusCode).toBe(400);
    expect(noService.json().message).toContain('body.request.service');
    const noDescription = await t.post(
      '/api/propertyrequest/add',
      request(idil, { description: '' }),
      idil.cookie,
    );
    expect(noDescription.statusCode).toBe(400);
    expect((await t.post('/api/propertyrequest/add', request(idil))).statusCode).toBe(401);
    expect(
      await db()
        .select()
        .from(propertyRequests)
        .where(eq(propertyRequests.customerId, idil.user.id)),
    ).toEqual([]);
  });
});
