import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  type PropertyRow,
  type Signed,
} from '../support/factories';
import { acceptRent, requestRent } from '../support/notifications';

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;
let house: PropertyRow;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(t.app.deps.db, {
    name: 'Sahra Warsame',
    email: 'sahra@example.so',
  });
  renter = await createSignedInUser(t.app.deps.db, {
    name: 'Cabdi Yuusuf',
    email: 'cabdi@example.so',
  });
  other = await createSignedInUser(t.app.deps.db, {
    name: 'Faadumo Nuur',
    email: 'faadumo@example.so',
  });
  house = await createProperty(t.app.deps.db, owner.user.id);
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const add = (who: Signed, notification: object) =>
  t.post('/api/notifications/add', { notification }, who.cookie);
const noticesAbout = (about: string) =>
  db()
    .select({
      type: notifications.type,
      from: notifications.fromUserId,
      notifier: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, about));

/** The renter asks and the owner accepts, through the API. */
async function rentTo(property: PropertyRow, who: Signed) {
  const recordId = await requestRent(t, who, property.id);
  expect((await acceptRent(t, owner, who, property.id, recordId)).body).toBe('success');
  return recordId;
}

describe('verification request', () => {
  const verification = (about = house.id, notifier = 'admin', from = owner.user.id) => ({
    from,
    notifier,
    type: 'property-verification-request',
    about,
  });

  it("is sent once by the owner to admin; a second try answers 'existed'", async () => {
    expect((await add(owner, verification())).json()).toEqual({ success: true, data: 'success' });
    expect(await noticesAbout(house.id)).toEqual([
      { type: 'property-verification-request', from: owner.user.id, notifier: null },
    ]);
    expect((await add(owner, verification())).json()).toEqual({ success: true, data: 'existed' });
    expect(await noticesAbout(house.id)).toHaveLength(1);
  });

  it('is refused from anyone else, to anyone but admin, for a verified or unknown listing', async () => {
    const fresh = await createProperty(db(), owner.user.id);
    const verified = await createProperty(db(), owner.user.id, { verified: true });
    expect((await add(other, verification(fresh.id, 'admin', other.user.id))).statusCode).toBe(403);
    expect((await add(other, verification(fresh.id))).statusCode).toBe(403); // from is not self
    expect((await add(owner, verification(fresh.id, other.user.id))).statusCode).toBe(400);
    expect((await add(owner, verification(verified.id))).statusCode).toBe(409);
    const unknown = await add(owner, verification('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Can't find the property");
    expect((await add(owner, verification('not-an-id'))).statusCode).toBe(400);
    expect(await noticesAbout(fresh.id)).toEqual([]);
    expect(await noticesAbout(verified.id)).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.post('/api/notifications/add', {
      notification: {
        from: owner.user.id,
        notifier: 'admin',
        type: 'property-verification-request',
        about: house.id,
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('termination request', () => {
  const termination = (about: string, who: Signed, notifier = owner.user.id) => ({
    from: who.user.id,
    notifier,
    type: 'rent-termination-request',
    about,
  });

  it('is refused while the property is not rented to the sender', async () => {
    const property = await createProperty(db(), owner.user.id);
    expect((await add(renter, termination(property.id, renter))).statusCode).toBe(403);
    await rentTo(property, renter);
    expect((await add(other, termination(property.id, other))).statusCode).toBe(403);
    expect((await add(owner, termination(property.id, owner))).statusCode).toBe(403);
    expect((await add(renter, termination(property.id, renter, other.user.id))).statusCode).toBe(
      400,
    );
    expect(await noticesAbout(property.id)).toEqual([
      { type: 'rent-accepted', from: owner.user.id, notifier: renter.user.id },
    ]);
  });

  it('is sent by the current renter to the owner, once; the next tenancy may ask again', async () => {
    const property = await createProperty(db(), owner.user.id);
    const recordId = await rentTo(property, renter);
    expect((await add(renter, termination(property.id, renter))).json().data).toBe('success');
    expect((await add(renter, termination(property.id, renter))).json().data).toBe('existed');
    expect(await noticesAbout(property.id)).toContainEqual({
      type: 'rent-termination-request',
      from: renter.user.id,
      notifier: owner.user.id,
    });

    // The owner asks admin to vacate (accepting the termination), then vacates.
    const vacateRequest = {
      from: owner.user.id,
      notifier: 'admin',
      type: 'vacate-request',
      about: property.id,
    };
    expect((await add(renter, { ...vacateRequest, from: renter.user.id })).statusCode).toBe(403);
    expect((await add(owner, vacateRequest)).json().data).toBe('success');
    const vacate = await t.post(
      '/api/rentingProperty/unrent/',
      {
        type: 'rent-termination',
        from: owner.user.id,
        notifier: renter.user.id,
        propertyRentingRecordId: recordId,
        propertyId: property.id,
      },
      owner.cookie,
    );
    expect(vacate.json().data).toBe('success');
    expect(await noticesAbout(property.id)).not.toContainEqual(
      expect.objectContaining({ type: 'rent-termination-request' }),
    );
    expect((await add(owner, vacateRequest)).statusCode).toBe(409); // no longer rented

    await rentTo(property, renter);
    expect((await add(renter, termination(property.id, renter))).json().data).toBe('success');
  });
});

describe('types the server writes itself', () => {
  it('refuses them, and unknown types, with 400', async () => {
    for (const type of ['rent-request', 'vacated', 'toString', '__proto__', 'hello']) {
      const res = await add(owner, {
        from: owner.user.id,
        notifier: renter.user.id,
        type,
        about: house.id,
      });
      expect(res.statusCode, type).toBe(400);
    }
    // The owner's answers to a request (spec-client-notifications.test.ts): 403 with none waiting.
    for (const type of ['rent-accepted', 'request-declined']) {
      const res = await add(owner, {
        from: owner.user.id,
        notifier: renter.user.id,
        type,
        about: house.id,
      });
      expect(res.statusCode, type).toBe(403);
      expect(res.json().message).toBe(`notification.type: ${type} can't be sent`);
    }
    const malformed = await add(owner, { from: owner.user.id, type: 'vacated' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('body.notification');
  });
});
