import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apartmentAddresses, apartmentRentingRecords } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, createBuildingListing, createApartment } from '../support/factories';

/*
 * Many renters asking for one apartment address at once: the conditional update of the
 * address status and the one-live-record index give exactly one success. Runs on PGlite, and
 * on PostgreSQL when DATABASE_URL is set, where the requests really overlap.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

async function buildingWithAddress(address: string) {
  const owner = await createSignedInUser(db(), { name: 'Owner' });
  const building = await createBuildingListing(db(), owner.user, {
    name: 'Daarta Wadajir',
    noFloors: 4,
    units: 8,
    facilities: {},
  });
  const apartment = await createApartment(db(), building.id, {
    area: 80,
    rent: 300,
    floorLevel: 2,
    furnishing: 'Unfurnished',
    addresses: [address],
  });
  return { building, address: apartment.addresses[0]! };
}

describe('simultaneous apartment rent requests', () => {
  it('50 renters asking for one address at once: one success, one live record', async () => {
    const { building, address } = await buildingWithAddress('B7');
    const renters = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createSignedInUser(db(), { name: `Renter ${i}` })),
    );
    const answers = await Promise.all(
      renters.map(({ user, cookie }) =>
        t.post(
          '/api/apartments/request-apartment-rent',
          { apartmentBuildingId: building.id, apartment_address: 'B7', rentee: user.id },
          cookie,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(renters.map(() => 200));
    const data = answers.map((a) => a.json().data);
    expect(data.filter((d) => d === 'success')).toHaveLength(1);
    expect(data.filter((d) => d === 'requested')).toHaveLength(49);

    const records = await db()
      .select()
      .from(apartmentRentingRecords)
      .where(eq(apartmentRentingRecords.addressId, address.id));
    expect(records).toHaveLength(1);
    const winner = renters[data.indexOf('success')]!;
    expect(records[0]).toMatchObject({ status: 'pending', renteeId: winner.user.id });
    const [row] = await db()
      .select()
      .from(apartmentAddresses)
      .where(eq(apartmentAddresses.id, address.id));
    expect(row!.status).toBe('pending');
  });

  it("falls back on the one-live-record index: a second live record is refused as 'requested'", async () => {
    // An address that says it is available while a pending record holds it (as if a request
    // slipped past the status check): the unique index still refuses a second live record.
    const { building, address } = await buildingWithAddress('C3');
    const first = await createSignedInUser(db(), { name: 'First' });
    const second = await createSignedInUser(db(), { name: 'Second' });
    await db().insert(apartmentRentingRecords).values({
      buildingId: building.id,
      addressId: address.id,
      renteeId: first.user.id,
      status: 'pending',
    });
    const res = await t.post(
      '/api/apartments/request-apartment-rent',
      { apartmentBuildingId: building.id, apartment_address: 'C3', rentee: second.user.id },
      second.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe('requested');
    const records = await db()
      .select()
      .from(apartmentRentingRecords)
      .where(eq(apartmentRentingRecords.addressId, address.id));
    expect(records).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(apartmentAddresses)
      .where(eq(apartmentAddresses.id, address.id));
    expect(row!.status).toBe('available');
  });
});
