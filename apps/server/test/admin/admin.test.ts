import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWrapper } from '@rentals/shared';
import { runAdminCommand } from '../../src/cli/admin';
import { openDatabase } from '../../src/db/client';
import {
  notifications,
  rentedRecords,
  rentingProperties,
  rentingRecords,
  users,
} from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed';
import { DEMO_USERS } from '../../src/db/seed/demo-users';
import { createLocalStorage } from '../../src/storage/storage';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  createUser,
  type PropertyRow,
  createNotification,
  type Signed,
} from '../support/factories';
import { acceptRent, noticesAbout, propertyRow, requestRent } from '../support/notifications';
import { freshDatabase } from '../support/database';
import { createScratchDatabase } from '../support/postgres';
import { pgliteDumpPath } from '../support/template';

let t: TestApp;
let admin: Signed;
let owner: Signed;
let renter: Signed;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ' Boss@Example.so ,Second@Example.so' });
  admin = await createSignedInUser(db(), {
    name: 'Boss',
    email: 'boss@example.so',
    accountType: 'admin',
  });
  owner = await createSignedInUser(db(), { name: 'Maxamed Cabdi', email: 'maxamed@example.so' });
  renter = await createSignedInUser(db(), { name: 'Aamina Yuusuf', email: 'aamina@example.so' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const me = async (who: Signed) =>
  (await t.get('/api/users/login/authorization', who.cookie)).json().data;
const listOf = async (url: string) =>
  (await t.get(`/api/admin/${url}`, admin.cookie)).json().data as NotificationWrapper[];
const answer = (url: string, notificationId: string, who: Signed = admin) =>
  t.post(`/api/admin/${url}`, { notificationId }, who.cookie);

const CALLS = [
  ['GET', '/api/admin/verification-requests'],
  ['POST', '/api/admin/verification-requests/approve'],
  ['POST', '/api/admin/verification-requests/decline'],
  ['GET', '/api/admin/vacate-requests'],
  ['POST', '/api/admin/vacate-requests/complete'],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/property-requests'],
] as const;
const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.send({
    method,
    url,
    cookie,
    ...(method === 'POST'
      ? { payload: { notificationId: '00000000-0000-4000-8000-000000000000' } }
      : {}),
  });

describe('who is an admin', () => {
  it('refuses visitors with 401 and other users with 403, on every admin call', async () => {
    for (const [method, url] of CALLS) {
      expect((await call(method, url)).statusCode).toBe(401);
      const refused = await call(method, url, owner.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, status: 403, code: 'forbidden' });
    }
  });

  it('admits an address of ADMIN_EMAILS (any case) once its code signs it in, as account_type admin', async () => {
    const listed = await t.signUp('Second Boss', 'second@example.so');
    expect((await t.get('/api/admin/reports', listed.cookie)).statusCode).toBe(200);
    expect(
      (await t.get('/api/users/login/authorization', listed.cookie)).json().data,
    ).toMatchObject({ email: 'second@example.so', account_type: 'admin' });
    expect(await me(admin)).toMatchObject({ email: 'boss@example.so', account_type: 'admin' });
    expect(await me(owner)).toMatchObject({ account_type: 'user' });
  });

  it('admits users promoted by the admin command, until demoted', async () => {
    const promoted = await createSignedInUser(db(), { email: 'cali@example.so' });
    expect(await runAdminCommand(db(), ['promote', ' Cali@Example.so '])).toMatchObject({
      code: 0,
    });
    expect((await t.get('/api/admin/reports', promoted.cookie)).statusCode).toBe(200);
    expect(await me(promoted)).toMatchObject({ account_type: 'admin' });

    expect(await runAdminCommand(db(), ['demote', 'cali@example.so'])).toMatchObject({ code: 0 });
    expect((await t.get('/api/admin/reports', promoted.cookie)).statusCode).toBe(403);
    expect(await me(promoted)).toMatchObject({ account_type: 'user' });
  });

  it('the command names an unknown e-mail and explains its usage', async () => {
    expect(await runAdminCommand(db(), ['promote', 'nobody@example.so'])).toEqual({
      code: 1,
      message: 'No user has the e-mail nobody@example.so',
    });
    for (const args of [[], ['promote'], ['elevate', 'a@b.so'], ['promote', 'a@b.so', 'x']])
      expect((await runAdminCommand(db(), args)).code).toBe(2);
  });
});

describe('npm run admin', () => {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  const run = promisify(execFile);
  const admin = (args: string[], env: Record<string, string>) =>
    // the command `npm run admin` runs, without npm's own start-up
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
  const accountType = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
    (await database.db.select().from(users).where(eq(users.email, 'hodan@example.so')))[0]!
      .accountType;

  it('promotes and demotes on the embedded database of DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-admin-cli-'));
    try {
      const empty = await admin(['promote', 'hodan@example.so'], { DATA_DIR: dataDir }).catch(
        (err: { code: number; stderr: string }) => err,
      );
      expect(empty).toMatchObject({ code: 1, stderr: expect.stringContaining('No database') });
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);

      // the data folder starts as the run's migrated template, as a first start would leave it
      const dump = new Blob([fs.readFileSync(pgliteDumpPath())]);
      let database = await openDatabase({ dataDir, dump });
      await createUser(database.db, { email: 'hodan@example.so' });
      await database.close();

      const promoted = await admin(['promote', 'hodan@example.so'], { DATA_DIR: dataDir });
      expect(promoted.stdout).toContain('hodan@example.so is now an admin');
      database = await openDatabase({ dataDir });
      expect(await accountType(database)).toBe('admin');
      await database.close();

      await admin(['demote', 'hodan@example.so'], { DATA_DIR: dataDir });
      database = await openDatabase({ dataDir });
      expect(await accountType(database)).toBe('user');
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Five starts of the embedded database (two of them in CLI processes): slow on a busy machine.
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)('promotes on the PostgreSQL of DATABASE_URL', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'cli');
    try {
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
      await createUser(database.db, { email: 'hodan@example.so' });
      await admin(['promote', 'hodan@example.so'], { DATABASE_URL: scratch.url });
      expect(await accountType(database)).toBe('admin');
      await database.close();
    } finally {
      await scratch.drop();
    }
  });
});

describe('verification requests', () => {
  const ask = (listing: PropertyRow) =>
    t.post(
      '/api/notifications/add',
      {
        notification: {
          from: owner.user.id,
          notifier: 'admin',
          type: 'property-verification-request',
          about: listing.id,
        },
      },
      owner.cookie,
    );
  const detail = async (listing: PropertyRow) =>
    (await t.get(`/api/rentingproperty/find/${listing.id}`, owner.cookie)).json().data;

  let first: PropertyRow;
  let second: PropertyRow;

  it('lists the owners requests, newest first, with the owner and the listing', async () => {
    first = await createProperty(db(), owner.user.id, { name: 'Guri Hodan' });
    second = await createProperty(db(), owner.user.id, { name: 'Xafiis Wadajir' });
    expect((await ask(first)).json().data).toBe('success');
    expect((await ask(second)).json().data).toBe('success');
    // Admin's other mail does not belong in this list.
    await createNotification(db(), {
      type: 'vacate-request',
      fromUserId: owner.user.id,
      about: first.id,
    });

    const list = await listOf('verification-requests');
    expect(list.map((c) => c.property?.name)).toEqual(['Xafiis Wadajir', 'Guri Hodan']);
    expect(list[0]).toMatchObject({
      notification: {
        type: 'property-verification-request',
        from: owner.user.id,
        notifier: 'admin',
      },
      user: { _id: owner.user.id, name: 'Maxamed Cabdi' },
      property: { _id: second.id, kind: 'Property' },
    });
    expect(await detail(first)).toMatchObject({ verified: false, verificationRequested: true });
  });

  it('approve: the listing becomes verified and the request goes; a second approve finds nothing', async () => {
    const card = (await listOf('verification-requests')).find((c) => c.property?._id === first.id)!;
    const res = await answer('verification-requests/approve', card.notification._id);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect(await detail(first)).toMatchObject({ verified: true, verificationRequested: false });
    expect((await listOf('verification-requests')).map((c) => c.property?._id)).toEqual([
      second.id,
    ]);
    // The owner hears of it, as of a decline.
    expect(await noticesAbout(db(), first.id)).toContainEqual({
      type: 'property-verification-request-approved',
      from: null,
      notifier: owner.user.id,
    });
    const again = await answer('verification-requests/approve', card.notification._id);
    expect(again.statusCode).toBe(400);
  });

  it('decline: the owner is told, the request goes and the owner may ask again', async () => {
    const card = (await listOf('verification-requests'))[0]!;
    const res = await answer('verification-requests/decline', card.notification._id);
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect(await detail(second)).toMatchObject({ verified: false, verificationRequested: false });
    expect(await noticesAbout(db(), second.id)).toEqual([
      {
        type: 'property-verification-request-declined',
        from: null,
        notifier: owner.user.id,
      },
    ]);
    const inbox = (await t.get(`/api/notifications/notifier/${owner.user.id}`, owner.cookie)).json()
      .data as NotificationWrapper[];
    expect(inbox[0]).toMatchObject({
      notification: { type: 'property-verification-request-declined', from: 'admin' },
      user: { _id: 'admin' },
      property: { _id: second.id },
    });
    expect((await answer('verification-requests/decline', card.notification._id)).statusCode).toBe(
      400,
    );
    expect((await ask(second)).json().data).toBe('success');
  });

  it('answers only verification requests addressed to admin', async () => {
    const vacate = (await listOf('vacate-requests'))[0]!;
    expect(
      (await answer('verification-requests/approve', vacate.notification._id)).statusCode,
    ).toBe(400);
    expect(await listOf('vacate-requests')).toHaveLength(1);
    expect((await answer('verification-requests/approve', 'nope')).statusCode).toBe(400);
  });
});

describe('vacate requests', () => {
  it('complete: the tenancy ends as with unrent, the renter is told and the request goes', async () => {
    const house = await createProperty(db(), owner.user.id);
    const recordId = await requestRent(t, renter, house.id);
    expect((await acceptRent(t, owner, renter, house.id, recordId)).body).toBe('success');
    await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: renter.user.id,
          notifier: owner.user.id,
          type: 'rent-termination-request',
          about: house.id,
        },
      },
      renter.cookie,
    );
    const termination = (await noticesAbout(db(), house.id)).find(
      (n) => n.type === 'rent-termination-request',
    );
    expect(termination).toBeDefined();
    const ownerInbox = (await t.get(`/api/notifications/notifier/${owner.user.id}`, owner.cookie))
      .json()
      .data.find(
        (c: NotificationWrapper) => c.notification.type === 'rent-termination-request',
      ) as NotificationWrapper;
    await t.post(
      '/api/notifications/termination/accept',
      { notificationId: ownerInbox.notification._id },
      owner.cookie,
    );

    const card = (await listOf('vacate-requests')).find((c) => c.property?._id === house.id)!;
    expect(card).toMatchObject({
      notification: { type: 'vacate-request', from: owner.user.id, notifier: 'admin' },
      user: { _id: owner.user.id },
      property: { _id: house.id, rentingRecord_id: recordId },
    });
    const res = await answer('vacate-requests/complete', card.notification._id);
    expect(res.json()).toEqual({ success: true, data: 'success' });

    expect(await propertyRow(db(), house.id)).toMatchObject({ status: '', rentingRecordId: null });
    const [record] = await db()
      .select()
      .from(rentingRecords)
      .where(eq(rentingRecords.id, recordId));
    expect(record!.status).toBe('completed');
    const [tenancy] = await db()
      .select()
      .from(rentedRecords)
      .where(eq(rentedRecords.rentingRecordId, recordId));
    expect(tenancy).toMatchObject({ status: 'completed', checkOut: expect.any(Date) });
    expect(await noticesAbout(db(), house.id)).toEqual(
      expect.arrayContaining([
        { type: 'rent-accepted', from: owner.user.id, notifier: renter.user.id },
        { type: 'vacated', from: null, notifier: renter.user.id },
      ]),
    );
    expect((await noticesAbout(db(), house.id)).map((n) => n.type).sort()).toEqual([
      'rent-accepted',
      'vacated',
    ]);
    expect((await answer('vacate-requests/complete', card.notification._id)).statusCode).toBe(400);
  });

  it('refuses to complete while the property is not rented, and keeps the request', async () => {
    const free = await createProperty(db(), owner.user.id);
    const row = await createNotification(db(), {
      type: 'vacate-request',
      fromUserId: owner.user.id,
      about: free.id,
    });
    const res = await answer('vacate-requests/complete', row.id);
    expect(res.statusCode).toBe(409);
    expect(await noticesAbout(db(), free.id)).toEqual([
      { type: 'vacate-request', from: owner.user.id, notifier: null },
    ]);
  });
});

describe('reports and property requests', () => {
  it('lists reports newest first with who sent them, paged', async () => {
    for (const description of ['Bogga ayaa xiran', 'The map does not load'])
      await t.post(
        '/api/reports/add',
        { from: renter.user.id, type: 'Cilad', description },
        renter.cookie,
      );
    const res = await t.get('/api/admin/reports?limit=1', admin.cookie);
    expect(res.json().data).toEqual([
      {
        _id: expect.any(String),
        type: 'Cilad',
        description: 'The map does not load',
        created_date: expect.any(String),
        user: { _id: renter.user.id, name: 'Aamina Yuusuf', email: 'aamina@example.so' },
      },
    ]);
    const next = await t.get(`/api/admin/reports?limit=1&cursor=${res.json().next}`, admin.cookie);
    expect(next.json().data.map((r: { description: string }) => r.description)).toEqual([
      'Bogga ayaa xiran',
    ]);
    expect(next.json().next).toBeNull();
  });

  it('lists property requests newest first with who asked', async () => {
    const res = await t.post(
      '/api/propertyrequest/add',
      {
        request: {
          region: 'Mogadishu',
          district: 'Hodan',
          customer_type: 'renter',
          property_type: 'House',
          service: 'Kiro',
          description: 'Guri 3 qol ah oo Hodan ku yaal',
          customer: renter.user.id,
        },
      },
      renter.cookie,
    );
    expect(res.json().data).toBe('success');
    const list = await t.get('/api/admin/property-requests', admin.cookie);
    expect(list.json()).toMatchObject({ success: true, next: null });
    expect(list.json().data).toEqual([
      {
        _id: expect.any(String),
        region: 'Mogadishu',
        district: 'Hodan',
        customer_type: 'renter',
        property_type: 'House',
        service: 'Kiro',
        description: 'Guri 3 qol ah oo Hodan ku yaal',
        created_date: expect.any(String),
        user: { _id: renter.user.id, name: 'Aamina Yuusuf', email: 'aamina@example.so' },
      },
    ]);
  });
});

describe('the demo marketplace', () => {
  it('has an admin, owners with their pending requests in the inbox, and verification requests', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-admin-demo-'));
    const fresh = await freshDatabase();
    try {
      const demo = fresh.database.db;
      await seedDemoData(demo, createLocalStorage(path.join(dataDir, 'uploads')));
      const [demoAdmin] = await demo
        .select()
        .from(users)
        .where(eq(users.email, DEMO_USERS.admin.email));
      expect(demoAdmin).toMatchObject({ email: 'admin@demo.rentals.so', accountType: 'admin' });

      const all = await demo.select().from(notifications);
      const verification = all.filter((n) => n.type === 'property-verification-request');
      expect(verification).toHaveLength(2);
      const listings = await demo.select().from(rentingProperties);
      for (const request of verification) {
        const listing = listings.find((l) => l.id === request.about)!;
        expect(listing).toMatchObject({ verified: false, ownerId: request.fromUserId });
        expect(request.notifierId).toBeNull();
      }
      const pending = listings.filter((l) => l.status === 'pending');
      const records = await demo.select().from(rentingRecords);
      // Apartment buildings share the table and bring their own requests (owner and admin).
      const general = new Set(listings.filter((l) => l.type !== 'Apartment').map((l) => l.id));
      const generalRequests = all.filter((n) => n.type === 'rent-request' && general.has(n.about));
      expect(generalRequests).toHaveLength(pending.length);
      for (const listing of pending) {
        const record = records.find((r) => r.id === listing.rentingRecordId)!;
        expect(all).toContainEqual(
          expect.objectContaining({
            type: 'rent-request',
            fromUserId: record.renteeId,
            notifierId: listing.ownerId,
            about: listing.id,
          }),
        );
      }
    } finally {
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
