import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationWrapper } from '@rentals/shared';
import { apartmentRentingRecords } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  createHall,
  plainDay,
  askApartment,
  askHall,
  askHotel,
  askProperty,
  createBuilding,
  createHotel,
  createNotification,
  type Signed,
  dayFromToday,
  createSignedInAdmin,
} from '../support/factories';
import { waitForMail } from '../support/notifications';

/*
 * Issue 16 item 2: the owner learns how to reach the renter. The number the renter gave reaches
 * the listing's owner on every request card, request e-mail and renting record, of every kind
 * (general property, apartment, hall, hotel), and nobody else: not a stranger, not the renter of
 * another listing, not admin's inbox, not any public answer.
 */

const NUMBER = '+252 61 777 4242';
/** The number in any form it could take in an answer (as typed, digits only, in a link). */
const TRACES = ['777 4242', '7774242'];
/** The hall booking form asks for a number of its own: the booking's is the one the owner gets. */
const HALL_NUMBER = '615222222';
const HALL_NAME = 'Hoolka Hodan';

let t: TestApp;
let owner: Signed;
let renter: Signed;
let stranger: Signed;
let otherRenter: Signed;
let admin: Signed;
let listings: { house: string; building: string; hall: string; hotel: string; other: string };

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'admin@example.so' });
  const db = t.app.deps.db;
  owner = await createSignedInUser(db, { name: 'Xaliimo Cali', email: 'xaliimo@example.so' });
  renter = await createSignedInUser(db, {
    name: 'Axmed Faarax',
    email: 'axmed@example.so',
    contact: NUMBER,
  });
  stranger = await createSignedInUser(db, { name: 'Mallory', contact: '+252 61 000 0001' });
  otherRenter = await createSignedInUser(db, { name: 'Cawo', contact: '+252 61 000 0002' });
  // An admin by the stored role (ADMIN_EMAILS alone promotes only a proved address).
  admin = await createSignedInAdmin(db);
  const otherOwner = await createSignedInUser(db, { name: 'Other owner' });

  const house = await createProperty(db, owner.user.id, { name: 'Guri Hodan' });
  const building = await createBuilding(db, owner.user.id, ['A1'], 'Daarta Hodan');
  const { property: hall } = await createHall(db, owner.user.id, { name: HALL_NAME });
  const hotel = await createHotel(db, owner.user.id, ['R1'], 'Hotel Hodan');
  const other = await createProperty(db, otherOwner.user.id, { name: 'Guri Kale' });
  listings = {
    house: house.id,
    building: building.id,
    hall: hall.id,
    hotel: hotel.hotelId,
    other: other.id,
  };

  const asked = [
    await askProperty(t, renter, house.id),
    await askApartment(t, renter, building.id, 'A1'),
    await askHall(t, renter, hall.id, plainDay(12)),
    await askHotel(t, renter, hotel, 'R1', dayFromToday(10), dayFromToday(12)),
    await askProperty(t, otherRenter, other.id),
  ];
  for (const res of asked) expect(res.statusCode, res.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

const inbox = async (who: Signed | 'admin') => {
  const [cookie, id] = who === 'admin' ? [admin.cookie, 'admin'] : [who.cookie, who.user.id];
  const res = await t.get(`/api/notifications/notifier/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NotificationWrapper[];
};
const expectNoTrace = (body: string, what: string) => {
  for (const trace of TRACES) expect(body, `${what} carries the number`).not.toContain(trace);
};

describe("the renter's number reaches the listing's owner", () => {
  it('on the rent request card of every kind: the booking form\u2019s for a hall, else the profile\u2019s', async () => {
    const cards = (await inbox(owner)).filter((c) => c.notification.type === 'rent-request');
    const byListing = new Map(cards.map((c) => [c.property!._id, c.renter_contact]));
    expect(Object.fromEntries(byListing)).toEqual({
      [listings.house]: NUMBER,
      [listings.building]: NUMBER,
      [listings.hall]: HALL_NUMBER,
      [listings.hotel]: NUMBER,
    });
    // admin is told of apartment requests too, but is not the owner: no number there
    const adminCards = await inbox('admin');
    expect(adminCards.some((c) => c.property?._id === listings.building)).toBe(true);
    expectNoTrace(JSON.stringify(adminCards), "admin's inbox");
  });

  it('in the rent request e-mail, with a call and a WhatsApp link', async () => {
    const subjects = [
      'Guri Hodan',
      'apartment A1 (2-bedroom apartment) in Daarta Hodan',
      'Hotel Hodan',
    ];
    for (const subject of subjects) {
      const mail = await waitForMail(t.mailbox, owner.user.email, `asked to rent ${subject}`);
      expect(mail).toContain(`Wac / Call Axmed Faarax: ${NUMBER}`);
      expect(mail).toContain('https://wa.me/252617774242');
      expect(mail).toContain('tel:+252617774242');
    }
    const hall = await waitForMail(t.mailbox, owner.user.email, `asked to rent ${HALL_NAME}`);
    expect(hall).toContain(`Wac / Call Axmed Faarax: ${HALL_NUMBER}`);
    expect(hall).toContain('https://wa.me/252615222222');
  });

  it('in the renting records of the general property, the building and the hotel', async () => {
    const house = await t.get(
      `/api/rentingPropertyRecords/records/renting-records?propertyId=${listings.house}`,
      owner.cookie,
    );
    expect(house.json().data).toEqual([
      expect.objectContaining({ rentee: renter.user.id, contact: NUMBER }),
    ]);
    const building = await t.get(
      `/api/apartment-renting-record/find?apartmentBuildingId=${listings.building}`,
      owner.cookie,
    );
    expect(building.json().data).toEqual([
      expect.objectContaining({ rentee: renter.user.id, contact: NUMBER }),
    ]);
    const hotel = await t.get(
      `/api/hotels/hotelRoomRentals/booking-list?hotel_id=${listings.hotel}&page=1&pageSize=10`,
      owner.cookie,
    );
    expect(hotel.json().data.bookingList).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ contact: NUMBER }) }),
    ]);
    const hall = await t.get(
      `/api/hallEvents/all-events?hall_id=${listings.hall}&page=1&pageSize=10`,
      owner.cookie,
    );
    expect(hall.json().data.events).toEqual([expect.objectContaining({ contact: HALL_NUMBER })]);
  });

  it('on a termination request of a rented apartment', async () => {
    const [record] = await t.app.deps.db
      .select()
      .from(apartmentRentingRecords)
      .where(eq(apartmentRentingRecords.buildingId, listings.building));
    const rented = await t.post(
      '/api/apartments/rent',
      { apartmentRentingRecordId: record!.id, apartmentBuildingId: listings.building },
      owner.cookie,
    );
    expect(rented.json().data).toBe('success');
    const asked = await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: renter.user.id,
          notifier: owner.user.id,
          type: 'rent-termination-request',
          about: record!.id,
        },
      },
      renter.cookie,
    );
    expect(asked.json().data).toBe('success');
    const [card] = (await inbox(owner)).filter(
      (c) => c.notification.type === 'rent-termination-request',
    );
    expect(card!.renter_contact).toBe(NUMBER);
  });
});

describe('and nobody else', () => {
  it('not the renter of another listing nor a stranger, in anything they may read', async () => {
    // Even a request card that reached someone who does not own its listing (no call writes
    // one; here straight into the database) does not carry the number: only the owner's does.
    await createNotification(t.app.deps.db, {
      type: 'rent-request',
      fromUserId: renter.user.id,
      notifierId: otherRenter.user.id,
      about: listings.house,
    });
    expect((await inbox(otherRenter)).map((c) => c.property?._id)).toContain(listings.house);
    for (const who of [otherRenter, stranger]) {
      expectNoTrace(JSON.stringify(await inbox(who)), 'their inbox');
      for (const url of [
        `/api/notifications/notifier/${owner.user.id}`,
        `/api/rentingPropertyRecords/records/renting-records?propertyId=${listings.house}`,
        `/api/apartment-renting-record/find?apartmentBuildingId=${listings.building}`,
        `/api/hotels/hotelRoomRentals/booking-list?hotel_id=${listings.hotel}&page=1&pageSize=10`,
        `/api/hallEvents/all-events?hall_id=${listings.hall}&page=1&pageSize=10`,
      ]) {
        const res = await t.get(url, who.cookie);
        expect(res.statusCode, url).toBe(403);
        expectNoTrace(res.body, url);
      }
    }
    // the other renter's own request card, in their own listing owner's inbox, has their number only
    const mine = await t.get(
      `/api/users/pendingProperties/${otherRenter.user.id}`,
      otherRenter.cookie,
    );
    expectNoTrace(mine.body, 'their pending list');
  });

  it('not in the JSON of any public call, to a visitor or a signed-in stranger', async () => {
    const month = plainDay(12).slice(0, 7);
    const urls = [
      `/api/rentingproperty/find/${listings.house}`,
      `/api/apartmentBuilding/find?propertyId=${listings.building}`,
      `/api/apartments/find-apartments/${listings.building}`,
      `/api/hallProperty/find/${listings.hall}`,
      `/api/hallEvents/events_between_a_month?date=${month}&hall_id=${listings.hall}`,
      `/api/hotels/hotel/id?hotel_id=${listings.hotel}`,
      `/api/hotels/hotelRoomRentals/availableRooms?hotel_id=${listings.hotel}&check_in=${dayFromToday(10)}&check_out=${dayFromToday(12)}`,
      `/api/ratingsAndReviews/findPropertyRatings?propertyId=${listings.house}`,
      '/api/rentingProperty/renting',
      `/api/ratingsAndReviews/usersReviews?propertyId=${listings.house}`,
    ];
    for (const url of urls) {
      for (const cookie of [undefined, stranger.cookie]) {
        const res = await t.get(url, cookie);
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        expectNoTrace(res.body, url);
      }
    }
  });
});
