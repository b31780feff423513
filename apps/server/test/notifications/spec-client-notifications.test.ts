import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWrapper } from '@rentals/shared';
import { rentingRecords } from '../../src/db/schema';
import { purgeRemovedNotifications } from '../../src/modules/notifications/repository';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  createHall,
  plainDay,
  askApartment,
  askHall,
  askHotel,
  createBuilding,
  createHotel,
  createNotification,
  type Signed,
  dayFromToday,
} from '../support/factories';
import { noticesAbout, propertyRow } from '../support/notifications';

/*
 * Issue 19: a client written only from the spec (spec 1 sections 4 and 7) answers rent requests
 * with its own calls: POST /notifications/add of request-declined or (after /rentingProperty/rent)
 * rent-accepted, then GET /notifications/delete/{id} of the request's card. Each flow goes
 * through those calls only, from the owner's and the renter's sessions.
 */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Sahra Warsame' });
  renter = await createSignedInUser(db(), { name: 'Cabdi Yuusuf' });
  other = await createSignedInUser(db(), { name: 'Faadumo Nuur' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

const notice = (from: Signed, to: Signed, type: string, about: string) => ({
  notification: { from: from.user.id, notifier: to.user.id, type, about },
});
const add = (who: Signed, to: Signed, type: string, about: string) =>
  t.post('/api/notifications/add', notice(who, to, type, about), who.cookie);
const remove = (who: Signed, id: string) => t.get(`/api/notifications/delete/${id}`, who.cookie);
const inbox = async (who: Signed) =>
  (await t.get(`/api/notifications/notifier/${who.user.id}`, who.cookie)).json()
    .data as NotificationWrapper[];
const recordStatus = async (id: string) =>
  (await db().select().from(rentingRecords).where(eq(rentingRecords.id, id)))[0]!.status;

/** A house of the owner the renter asked for, as the spec's client asks; the owner's card. */
async function requestedHouse() {
  const house = await createProperty(db(), owner.user.id);
  const asked = await t.post(
    '/api/rentingProperty/renting-request/',
    {
      propertyId: house.id,
      userId: renter.user.id,
      notification: notice(renter, owner, 'rent-request', house.id).notification,
    },
    renter.cookie,
  );
  expect(asked.json().data).toBe('success');
  const card = (await inbox(owner)).find(
    (c) => c.notification.about === house.id && c.notification.type === 'rent-request',
  );
  const recordId = card?.property?.rentingRecord_id;
  if (!card || !recordId) throw new Error('no rent-request card with its record for the owner');
  return { house, card, recordId };
}

describe("declining with the spec's request-declined notification", () => {
  it('declines the pending request and tells the renter once', async () => {
    const { house, recordId } = await requestedHouse();

    const res = await add(owner, renter, 'request-declined', house.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: 'success' });

    expect(await recordStatus(recordId)).toBe('declined');
    expect((await propertyRow(db(), house.id)).status).toBe('');
    expect(await noticesAbout(db(), house.id)).toEqual([
      { type: 'request-declined', from: owner.user.id, notifier: renter.user.id },
    ]);
    const renterCards = (await inbox(renter)).filter((c) => c.notification.about === house.id);
    expect(renterCards.map((c) => c.notification.type)).toEqual(['request-declined']);
    expect((await inbox(owner)).some((c) => c.notification.about === house.id)).toBe(false);

    // Sent again, nothing is pending any more: refused, and still one card for the renter.
    const again = await add(owner, renter, 'request-declined', house.id);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe("notification.type: request-declined can't be sent");
    expect(await noticesAbout(db(), house.id)).toHaveLength(1);
  });
});

describe("accepting with /rentingProperty/rent, then the spec's rent-accepted and delete", () => {
  it('answers success for both without a second rent-accepted card', async () => {
    const { house, card, recordId } = await requestedHouse();

    const rent = await t.post(
      '/api/rentingProperty/rent',
      {
        propertyRentingRecordId: recordId,
        propertyId: house.id,
        userId: renter.user.id,
        acceptedBy: owner.user.id,
      },
      owner.cookie,
    );
    expect(rent.body).toBe('success');

    const accepted = await add(owner, renter, 'rent-accepted', house.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, data: 'success' });

    // The accept already removed the card; the client's delete of it still succeeds.
    const deleted = await remove(owner, card.notification._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: 'success' });

    expect(await recordStatus(recordId)).toBe('rented');
    expect(await noticesAbout(db(), house.id)).toEqual([
      { type: 'rent-accepted', from: owner.user.id, notifier: renter.user.id },
    ]);
    const renterCards = (await inbox(renter)).filter((c) => c.notification.about === house.id);
    expect(renterCards.map((c) => c.notification.type)).toEqual(['rent-accepted']);
  });
});

describe('anyone else', () => {
  it('is refused with 403 and changes nothing', async () => {
    const { house, recordId } = await requestedHouse();
    const refusals = [
      // not the owner
      await add(other, renter, 'request-declined', house.id),
      await add(renter, renter, 'request-declined', house.id),
      await add(other, renter, 'rent-accepted', house.id),
      // the owner, but no pending request of that renter
      await add(owner, other, 'request-declined', house.id),
      // the owner, but the request is still pending (nothing was accepted)
      await add(owner, renter, 'rent-accepted', house.id),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(
        /^notification\.type: (request-declined|rent-accepted) can't be sent$/,
      );
    }
    // A listing nobody asked for.
    const quiet = await createProperty(db(), owner.user.id);
    expect((await add(owner, renter, 'request-declined', quiet.id)).statusCode).toBe(403);

    expect(await recordStatus(recordId)).toBe('pending');
    expect(await noticesAbout(db(), house.id)).toEqual([
      { type: 'rent-request', from: renter.user.id, notifier: owner.user.id },
    ]);
    expect(await noticesAbout(db(), quiet.id)).toEqual([]);
  });
});

describe('GET /notifications/delete/{id}', () => {
  it('answers success for a card the same user already removed', async () => {
    const about = (await createProperty(db(), owner.user.id)).id;
    const row = await createNotification(db(), {
      type: 'rent-accepted',
      fromUserId: owner.user.id,
      notifierId: renter.user.id,
      about,
    });
    expect((await remove(renter, row.id)).json()).toEqual({ success: true, data: 'success' });
    const twice = await remove(renter, row.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ success: true, data: 'success' });

    // The hourly purge forgets removals older than its cut-off: then it is unknown again.
    expect(await purgeRemovedNotifications(db(), new Date(Date.now() - 60_000))).toBe(0);
    expect(await purgeRemovedNotifications(db(), new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await remove(renter, row.id)).statusCode).toBe(400);
  });

  it("keeps its answers for an id that never existed and for someone else's card", async () => {
    const about = (await createProperty(db(), owner.user.id)).id;
    const row = await createNotification(db(), {
      type: 'rent-accepted',
      fromUserId: owner.user.id,
      notifierId: renter.user.id,
      about,
    });
    const never = await remove(other, '00000000-0000-4000-8000-000000000000');
    expect(never.statusCode).toBe(400);
    expect(never.json().message).toBe('There is no such notification');

    expect((await remove(other, row.id)).statusCode).toBe(403); // live, someone else's
    expect(await noticesAbout(db(), about)).toHaveLength(1);

    await remove(renter, row.id);
    // Removed by its recipient: to anyone else it is as if it never existed.
    const gone = await remove(other, row.id);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual(never.json());
  });
});

/*
 * Spec 2: declining a hall booking, a hotel reservation or an apartment request "sends a
 * request-declined notification to the requester", `about` the record. Through the spec's calls.
 */
describe('declining a booking, a reservation or an apartment request with request-declined', () => {
  /** The renter's request of each kind and the id the owner's rent-request card is about. */
  const requests = {
    hall: async () => {
      const { property } = await createHall(db(), owner.user.id);
      expect((await askHall(t, renter, property.id, plainDay(12))).statusCode).toBe(200);
      return requestCardAbout(property.id);
    },
    hotel: async () => {
      const hotel = await createHotel(db(), owner.user.id, ['101']);
      expect(
        (await askHotel(t, renter, hotel, '101', dayFromToday(20), dayFromToday(22))).statusCode,
      ).toBe(200);
      return requestCardAbout(hotel.hotelId);
    },
    apartment: async () => {
      const building = await createBuilding(db(), owner.user.id, ['A1']);
      expect((await askApartment(t, renter, building.id, 'A1')).statusCode).toBe(200);
      return requestCardAbout(building.id);
    },
  };

  /** The `about` of the owner's rent-request card for this listing: the record it asks for. */
  async function requestCardAbout(listingId: string) {
    const card = (await inbox(owner)).find(
      (c) => c.notification.type === 'rent-request' && c.property?._id === listingId,
    );
    if (!card) throw new Error(`no rent-request card for ${listingId}`);
    return card.notification.about;
  }

  for (const [kind, request] of Object.entries(requests)) {
    it(`${kind}: declines the pending request, tells the requester once, refuses anyone else`, async () => {
      const about = await request();

      expect((await add(other, renter, 'request-declined', about)).statusCode).toBe(403);
      expect((await add(owner, other, 'request-declined', about)).statusCode).toBe(403);

      const res = await add(owner, renter, 'request-declined', about);
      expect(res.json()).toEqual({ success: true, data: 'success' });
      const renterCards = (await inbox(renter)).filter((c) => c.notification.about === about);
      expect(renterCards.map((c) => c.notification.type)).toEqual(['request-declined']);
      expect(
        (await inbox(owner)).some(
          (c) => c.notification.about === about && c.notification.type === 'rent-request',
        ),
      ).toBe(false);

      // Sent again (a retry): nothing more, and the renter still has one card.
      expect((await add(owner, renter, 'request-declined', about)).json().data).toBe('success');
      expect((await inbox(renter)).filter((c) => c.notification.about === about)).toHaveLength(1);
    });
  }

  it("hall: after the spec's decline call without its notification, request-declined tells the requester", async () => {
    const about = await requests.hall();
    const declined = await t.post(
      '/api/hallEvents/decline-hall-event',
      { event_id: about, sendNotificationDecline: false },
      owner.cookie,
    );
    expect(declined.statusCode).toBe(200);
    expect((await inbox(renter)).filter((c) => c.notification.about === about)).toHaveLength(0);

    expect((await add(owner, renter, 'request-declined', about)).json().data).toBe('success');
    const renterCards = (await inbox(renter)).filter((c) => c.notification.about === about);
    expect(renterCards.map((c) => c.notification.type)).toEqual(['request-declined']);
  });
});
