import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { listingCounts, rentingProperties, rentingRecords } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createSignedInUser, type Signed } from '../support/factories';

// 'Explore more' reads counts that triggers keep beside the listings (migration 0007), instead
// of counting every listing on each request. They must follow every way a listing enters or
// leaves the grids: a new listing, rented, vacated, deleted, another type.

let t: TestApp;
let owner: Signed;
let renter: Signed;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(t.app.deps.db, {
    name: 'Xaliimo Cali',
    email: 'xaliimo.counts@example.so',
  });
  renter = await createSignedInUser(t.app.deps.db, {
    name: 'Axmed Faarax',
    email: 'axmed.counts@example.so',
  });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const counts = async () =>
  (await t.get('/api/rentingProperty/category-counts')).json().data as Record<string, number>;
/** The grids' own rule, counted the slow way: every listing not rented, by type. */
const countedTheSlowWay = async () => {
  const rows = await db()
    .select({ type: rentingProperties.type, n: sql<number>`count(*)::int` })
    .from(rentingProperties)
    .where(sql`${rentingProperties.status} <> 'rented'`)
    .groupBy(rentingProperties.type);
  return Object.fromEntries(rows.map((r) => [r.type, r.n]));
};
const kept = async () => {
  const rows = await db().select().from(listingCounts).where(ne(listingCounts.browsable, 0));
  return Object.fromEntries(rows.map((r) => [r.type, r.browsable]));
};

describe('category counts kept by the database', () => {
  it('count new listings, leaving rented ones out', async () => {
    const id = owner.user.id;
    await createProperty(db(), id, { type: 'House' });
    await createProperty(db(), id, { type: 'House', status: 'pending' });
    await createProperty(db(), id, { type: 'House', status: 'rented' });
    await createProperty(db(), id, { type: 'office', status: 'ad' });
    await createProperty(db(), id, { type: 'Land' });
    expect(await counts()).toMatchObject({ homes: 2, offices: 1, lands: 1, retails: 0 });
    expect(await kept()).toEqual(await countedTheSlowWay());
  });

  it('follow a house through request, rent, vacate and delete', async () => {
    const house = await createProperty(db(), owner.user.id, { type: 'House' });
    const before = (await counts()).homes!;

    // A request makes it pending: still in the grids.
    await t.post(
      '/api/rentingProperty/renting-request/',
      { propertyId: house.id, userId: renter.user.id },
      renter.cookie,
    );
    expect((await counts()).homes).toBe(before);

    const [record] = await db()
      .select()
      .from(rentingRecords)
      .where(eq(rentingRecords.propertyId, house.id));
    const rent = await t.post(
      '/api/rentingProperty/rent',
      {
        propertyRentingRecordId: record!.id,
        propertyId: house.id,
        userId: renter.user.id,
        acceptedBy: owner.user.id,
      },
      owner.cookie,
    );
    expect(rent.body).toBe('success');
    expect((await counts()).homes).toBe(before - 1);

    const vacate = await t.post(
      '/api/rentingProperty/unrent/',
      {
        from: owner.user.id,
        notifier: renter.user.id,
        propertyRentingRecordId: record!.id,
        propertyId: house.id,
      },
      owner.cookie,
    );
    expect(vacate.statusCode).toBe(200);
    expect((await counts()).homes).toBe(before);

    const deleted = await t.post(
      '/api/rentingProperty/delete',
      { propertyId: house.id },
      owner.cookie,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await counts()).homes).toBe(before - 1);
    expect(await kept()).toEqual(await countedTheSlowWay());
  });

  it('move a listing whose type changes, and stay exact under simultaneous writes', async () => {
    const shop = await createProperty(db(), owner.user.id, { type: 'Retail Space' });
    const { retails, bussinesses } = await counts();
    await db()
      .update(rentingProperties)
      .set({ type: 'business' })
      .where(eq(rentingProperties.id, shop.id));
    expect(await counts()).toMatchObject({ retails: retails! - 1, bussinesses: bussinesses! + 1 });

    // Twenty listings added at once, and a few rented at once: every change is counted once.
    const added = await Promise.all(
      Array.from({ length: 20 }, () => createProperty(db(), owner.user.id, { type: 'office' })),
    );
    await Promise.all(
      added
        .slice(0, 5)
        .map((row) =>
          db()
            .update(rentingProperties)
            .set({ status: 'rented' })
            .where(eq(rentingProperties.id, row.id)),
        ),
    );
    expect(await kept()).toEqual(await countedTheSlowWay());
  });
});
