import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MyApartmentRequest, NotificationWrapper } from '@rentals/shared';
import { apartmentAddresses, apartmentRentingRecords, notifications } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createSignedInUser,
  askApartment,
  createBuilding,
  createNotification,
  type Signed,
  createSignedInAdmin,
} from '../support/factories';
import { noticesAbout, waitForMail } from '../support/notifications';

/*
 * Issue 16 item 1: an apartment request no longer vanishes for its renter. They follow it in
 * My account (GET /apartments/my-requests), cancel it while it waits, ask to end the tenancy once
 * rented; the owner's card, its e-mail and the building's records name the apartment and address.
 */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let stranger: Signed;
let admin: Signed;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'admin@example.so', MAX_PENDING_REQUESTS: '20' });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali', email: 'xaliimo@example.so' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax', email: 'axmed@example.so' });
  stranger = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
  // An admin by the stored role (ADMIN_EMAILS alone promotes only a proved address).
  admin = await createSignedInAdmin(db());
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

const myRequests = async (who: Signed) => {
  const res = await t.get('/api/apartments/my-requests', who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MyApartmentRequest[];
};
const inbox = async (who: Signed | 'admin') => {
  const [cookie, id] = who === 'admin' ? [admin.cookie, 'admin'] : [who.cookie, who.user.id];
  const res = await t.get(`/api/notifications/notifier/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NotificationWrapper[];
};
const recordOf = async (buildingId: string, address: string) => {
  const rows = await db()
    .select({ id: apartmentRentingRecords.id, status: apartmentRentingRecords.status })
    .from(apartmentRentingRecords)
    .innerJoin(apartmentAddresses, eq(apartmentAddresses.id, apartmentRentingRecords.addressId))
    .where(
      sql`${apartmentRentingRecords.buildingId} = ${buildingId} and ${apartmentAddresses.address} = ${address}`,
    );
  return rows.at(-1)!;
};
const addressStatus = async (buildingId: string, address: string) =>
  (
    await db()
      .select({ status: apartmentAddresses.status })
      .from(apartmentAddresses)
      .where(
        sql`${apartmentAddresses.buildingId} = ${buildingId} and ${apartmentAddresses.address} = ${address}`,
      )
  )[0]!.status;
const cancel = (who: Signed, recordId: unknown) =>
  t.post(
    '/api/apartments/cancel-apartment-request',
    { apartmentRentingRecordId: recordId },
    who.cookie,
  );
const rent = (buildingId: string, recordId: string) =>
  t.post(
    '/api/apartments/rent',
    { apartmentRentingRecordId: recordId, apartmentBuildingId: buildingId },
    owner.cookie,
  );
const askToEnd = (who: Signed, about: string, notifier = owner.user.id) =>
  t.post(
    '/api/notifications/add',
    {
      notification: { from: who.user.id, notifier, type: 'rent-termination-request', about },
    },
    who.cookie,
  );

describe('the renter follows their apartment requests', () => {
  it('lists a pending request with its building, apartment, address and day; a rented one since its day', async () => {
    const building = await createBuilding(db(), owner.user.id, ['A1', 'A2'], 'Daarta Hodan');
    expect((await askApartment(t, renter, building.id, 'A1')).json().data).toBe('success');
    const [pending] = await myRequests(renter);
    expect(pending).toMatchObject({
      building: { _id: building.id, name: 'Daarta Hodan', kind: 'Apartment' },
      owner: owner.user.id,
      record: { status: 'pending', apartment_address: 'A1', apartment_type: '2-bedroom apartment' },
    });
    expect(Date.parse(pending!.record.created_date)).not.toBeNaN();
    // nobody else's list holds it
    expect(await myRequests(stranger)).toEqual([]);
    expect(await myRequests(owner)).toEqual([]);

    const record = await recordOf(building.id, 'A1');
    expect((await rent(building.id, record.id)).json().data).toBe('success');
    const [rented] = await myRequests(renter);
    expect(rented!.record).toMatchObject({ _id: record.id, status: 'rented' });
    expect(Date.parse(rented!.record.status_date)).toBeGreaterThanOrEqual(
      Date.parse(pending!.record.created_date),
    );
    // vacated, it is neither pending nor rented: it leaves the list
    await t.post(
      '/api/apartments/vacate',
      { apartmentRentingRecordId: record.id, apartmentBuildingId: building.id },
      owner.cookie,
    );
    expect(await myRequests(renter)).toEqual([]);
  });

  it('names the apartment and address on the owner\u2019s card, in its e-mail and in the building\u2019s records', async () => {
    const building = await createBuilding(db(), owner.user.id, ['B7', 'B8'], 'Daarta Wadajir');
    await askApartment(t, renter, building.id, 'B7');
    await askApartment(t, renter, building.id, 'B8');
    const cards = (await inbox(owner)).filter((c) => c.property?._id === building.id);
    // one card per request, each naming its own address (one card for the building hid B8)
    expect(cards.map((c) => c.property!.apartment_address).sort()).toEqual(['B7', 'B8']);
    const b7 = cards.find((c) => c.property!.apartment_address === 'B7')!;
    expect(b7.property).toMatchObject({
      name: 'Daarta Wadajir',
      apartment_type: '2-bedroom apartment',
      apartmentRentingRecord_id: (await recordOf(building.id, 'B7')).id,
    });
    const mail = await waitForMail(
      t.mailbox,
      owner.user.email,
      'apartment B7 (2-bedroom apartment) in Daarta Wadajir',
    );
    expect(mail).toContain(
      'Axmed Faarax asked to rent apartment B7 (2-bedroom apartment) in Daarta Wadajir',
    );

    const records = await t.get(
      `/api/apartment-renting-record/find?apartmentBuildingId=${building.id}`,
      owner.cookie,
    );
    expect(records.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ apartment_address: 'B7', apartment_type: '2-bedroom apartment' }),
      ]),
    );
  });
});

describe('POST /apartments/cancel-apartment-request', () => {
  it('cancels the renter\u2019s pending request: the address is free and the owner\u2019s and admin\u2019s cards go', async () => {
    const building = await createBuilding(db(), owner.user.id, ['C1'], 'Daarta Shibis');
    await askApartment(t, renter, building.id, 'C1');
    const record = await recordOf(building.id, 'C1');
    expect((await inbox(owner)).some((c) => c.notification.about === record.id)).toBe(true);
    expect((await inbox('admin')).some((c) => c.notification.about === record.id)).toBe(true);

    const res = await cancel(renter, record.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe('cancelled');
    expect((await recordOf(building.id, 'C1')).status).toBe('cancelled');
    expect(await addressStatus(building.id, 'C1')).toBe('available');
    expect(await noticesAbout(db(), record.id)).toEqual([]);
    expect(await myRequests(renter)).not.toContainEqual(
      expect.objectContaining({ record: expect.objectContaining({ _id: record.id }) }),
    );
    // the owner sees it cancelled and cannot book it for someone who withdrew
    const records = await t.get(
      `/api/apartment-renting-record/find?apartmentBuildingId=${building.id}`,
      owner.cookie,
    );
    expect(records.json().data[0]).toMatchObject({ _id: record.id, status: 'cancelled' });
    expect((await rent(building.id, record.id)).statusCode).toBe(409);
    // someone else may ask for the address now
    expect((await askApartment(t, stranger, building.id, 'C1')).json().data).toBe('success');
  });

  it('only the request\u2019s renter, only while pending; bad input changes nothing', async () => {
    const building = await createBuilding(db(), owner.user.id, ['D1'], 'Daarta Kaaraan');
    await askApartment(t, renter, building.id, 'D1');
    const record = await recordOf(building.id, 'D1');
    const before = await noticesAbout(db(), record.id);
    expect((await cancel(stranger, record.id)).statusCode).toBe(403);
    expect((await cancel(owner, record.id)).statusCode).toBe(403);
    expect((await cancel(renter, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    const bad = await cancel(renter, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, status: 400 });
    expect((await cancel(renter, 42)).statusCode).toBe(400);
    expect((await recordOf(building.id, 'D1')).status).toBe('pending');
    expect(await addressStatus(building.id, 'D1')).toBe('pending');
    expect(await noticesAbout(db(), record.id)).toEqual(before);

    // once the owner answered, it is no longer the renter's to cancel
    expect((await rent(building.id, record.id)).json().data).toBe('success');
    const late = await cancel(renter, record.id);
    expect(late.statusCode).toBe(409);
    expect((await recordOf(building.id, 'D1')).status).toBe('rented');
    expect(await addressStatus(building.id, 'D1')).toBe('rented');
  });
});

describe('ending an apartment tenancy', () => {
  it('the renter asks once; the owner\u2019s Accept vacates the address and answers the card', async () => {
    const building = await createBuilding(db(), owner.user.id, ['E1', 'E2'], 'Daarta Lido');
    await askApartment(t, renter, building.id, 'E1');
    await askApartment(t, renter, building.id, 'E2');
    const rented = await recordOf(building.id, 'E1');
    const pending = await recordOf(building.id, 'E2');
    await rent(building.id, rented.id);

    // not for a request still pending, not from someone else, not to someone else
    expect((await askToEnd(renter, pending.id)).statusCode).toBe(403);
    expect((await askToEnd(stranger, rented.id)).statusCode).toBe(403);
    expect((await askToEnd(renter, rented.id, stranger.user.id)).statusCode).toBe(400);

    expect((await askToEnd(renter, rented.id)).json().data).toBe('success');
    expect((await askToEnd(renter, rented.id)).json().data).toBe('existed');
    const [card] = (await inbox(owner)).filter(
      (c) =>
        c.notification.type === 'rent-termination-request' && c.notification.about === rented.id,
    );
    expect(card!.property).toMatchObject({
      _id: building.id,
      apartment_address: 'E1',
      apartmentRentingRecord_id: rented.id,
    });

    const vacated = await t.post(
      '/api/apartments/vacate',
      { apartmentRentingRecordId: rented.id, apartmentBuildingId: building.id },
      owner.cookie,
    );
    expect(vacated.json().data).toBe('completed');
    expect(await addressStatus(building.id, 'E1')).toBe('available');
    // the termination request is answered; the renter is told it is vacated
    const notices = await noticesAbout(db(), rented.id);
    expect(notices.map((n) => n.type).sort()).toEqual(['rent-accepted', 'vacated']);
    expect(notices.find((n) => n.type === 'vacated')).toEqual({
      type: 'vacated',
      from: owner.user.id,
      notifier: renter.user.id,
    });
    const left = (await myRequests(renter)).filter((r) => r.building._id === building.id);
    expect(left.map((r) => r.record._id)).toEqual([pending.id]);
  });
});

describe('migration 0011', () => {
  it('turns a waiting card about a building into one card per pending request', async () => {
    const building = await createBuilding(db(), owner.user.id, ['F1', 'F2'], 'Daarta Hamar');
    await askApartment(t, renter, building.id, 'F1');
    await askApartment(t, renter, building.id, 'F2');
    const f1 = await recordOf(building.id, 'F1');
    const f2 = await recordOf(building.id, 'F2');
    // as cards were before: one about the building for the owner and for admin, F1's read
    await db()
      .delete(notifications)
      .where(sql`${notifications.about} in (${f1.id}, ${f2.id})`);
    const readAt = new Date('2030-01-02T03:04:05Z');
    for (const notifierId of [owner.user.id, null])
      await createNotification(db(), {
        type: 'rent-request',
        fromUserId: renter.user.id,
        notifierId,
        about: building.id,
        readAt,
      });

    const file = path.join(__dirname, '../../drizzle/0011_apartment_requests.sql');
    const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db().execute(sql.raw(statement));

    expect(await noticesAbout(db(), building.id)).toEqual([]);
    for (const record of [f1, f2]) {
      const moved = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.about, record.id));
      expect(moved.map((n) => n.notifierId).sort()).toEqual([owner.user.id, null].sort());
      expect(moved.every((n) => n.readAt?.getTime() === readAt.getTime())).toBe(true);
    }
  });
});
