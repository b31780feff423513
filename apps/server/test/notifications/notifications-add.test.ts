import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, rentingProperties } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, type PropertyRow } from '../support/factories';

type Signed = { cookie: string; user: { _id: string } };
let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;
let house: PropertyRow;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Sahra Warsame', 'sahra@example.so');
  renter = await t.signUp('Cabdi Yuusuf', 'cabdi@example.so');
  other = await t.signUp('Faadumo Nuur', 'faadumo@example.so');
  house = await createProperty(t.app.deps.db, owner.user._id);
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
  await t.post(
    '/api/rentingProperty/renting-request/',
    { propertyId: property.id, userId: who.user._id },
    who.cookie,
  );
  const [row] = await db()
    .select()
    .from(rentingProperties)
    .where(eq(rentingProperties.id, property.id));
  const rent = await t.post(
    '/api/rentingProperty/rent',
    {
      propertyRentingRecordId: row!.rentingRecordId,
      propertyId: property.id,
      userId: who.user._id,
      acceptedBy: owner.user._id,
    },
    owner.cookie,
  );
  expect(rent.body).toBe('success');
  return row!.rentingRecordId!;
}

describe('verification request', () => {
  const verification = (about = house.id, notifier = 'admin', from = owner.user._id) => ({
    from,
    notifier,
    type: 'property-verification-request',
    about,
  });

  it("is sent once by the owner to admin; a second try answers 'existed'", async () => {
    expect((await add(owner, verification())).json()).toEqual({ success: true, data: 'success' });
    expect(await noticesAbout(house.id)).toEqual([
      { type: 'property-verification-request', from: owner.user._id, notifier: null },
    ]);
    expect((await add(owner, verification())).json()).toEqual({ success: true, data: 'existed' });
    expect(await noticesAbout(house.id)).toHaveLength(1);
  });

  it('is refused from anyone else, to anyone but admin, for a verified or unknown listing', async () => {
    const fresh = await createProperty(db(), owner.user._id);
    const verified = await createProperty(db(), owner.user._id, { verified: true });
    expect((await add(other, verification(fresh.id, 'admin', other.user._id))).statusCode).toBe(
      403,
    );
    expect((await add(other, verification(fresh.id))).statusCode).toBe(403); // from is not self
    expect((await add(owner, verification(fresh.id, other.user._id))).statusCode).toBe(400);
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
        from: owner.user._id,
        notifier: 'admin',
        type: 'property-verification-request',
        about: house.id,
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('termination request', () => {
  const termination = (about: string, who: Signed, notifier = owner.user._id) => ({
    from: who.user._id,
    notifier,
    type: 'rent-termination-request',
    about,
  });

  it('is refused while the property is not rented to the sender', async () => {
    const property = await createProperty(db(), owner.user._id);
    expect((await add(renter, termination(property.id, renter))).statusCode).toBe(403);
    await rentTo(property, renter);
    expect((await add(other, termination(property.id, other))).statusCode).toBe(403);
    expect((await add(owner, termination(property.id, owner))).statusCode).toBe(403);
    expect((await add(renter, termination(property.id, renter, other.user._id))).statusCode).toBe(
      400,
    );
    expect(await noticesAbout(property.id)).toEqual([
      { type: 'rent-accepted', from: owner.user._id, notifier: renter.user._id },
    ]);
  });

  it('is sent by the current renter to the owner, once; the next tenancy may ask again', async () => {
    const property = await createProperty(db(), owner.user._id);
    const recordId = await rentTo(property, renter);
    expect((await add(renter, termination(property.id, renter))).json().data).toBe('success');
    expect((await add(renter, termination(property.id, renter))).json().data).toBe('existed');
    expect(await noticesAbout(property.id)).toContainEqual({
      type: 'rent-termination-request',
      from: renter.user._id,
      notifier: owner.user._id,
    });

    // The owner asks admin to vacate (accepting the termination), then vacates.
    const vacateRequest = {
      from: owner.user._id,
      notifier: 'admin',
      type: 'vacate-request',
      about: property.id,
    };
    expect((await add(renter, { ...vacateRequest, from: renter.user._id })).statusCode).toBe(403);
    expect((await add(owner, vacateRequest)).json().data).toBe('success');
    const vacate = await t.post(
      '/api/rentingProperty/unrent/',
      {
        type: 'rent-termination',
        from: owner.user._id,
        notifier: renter.user._id,
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
        from: owner.user._id,
        notifier: renter.user._id,
        type,
        about: house.id,
      });
      expect(res.statusCode, type).toBe(400);
    }
    // The owner's answers to a request (spec-client-notifications.test.ts): 403 with none waiting.
    for (const type of ['rent-accepted', 'request-declined']) {
      const res = await add(owner, {
        from: owner.user._id,
        notifier: renter.user._id,
        type,
        about: house.id,
      });
      expect(res.statusCode, type).toBe(403);
      expect(res.json().message).toBe(`notification.type: ${type} can't be sent`);
    }
    const malformed = await add(owner, { from: owner.user._id, type: 'vacated' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('body.notification');
  });
});
