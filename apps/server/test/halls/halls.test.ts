import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  HALL_EVENT_PASSED_MESSAGE,
  messages,
  type Hall,
  type HallAdminEvent,
  type HallAdminEventPage,
  type HallDetail,
  type HallMonthEvent,
} from '@rentals/shared';
import { halls, notifications, rentingProperties } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createSignedInUser,
  SIX_FACILITIES,
  createHall,
  dayFromToday,
  eventInfo,
  createHallEvent,
  plainDay,
  type Signed,
  createNotification,
  createSignedInAdmin,
  pictureFiles,
} from '../support/factories';
import { multipartBody } from '../support/multipart';
import { adminRows } from './fixtures';

/*
 * Halls (issue 5, spec 2 section 7 "Halls"): add, update, find, delete, the calendar's month
 * calls and the owner's admin events, with bad input, another user's hall and visitors.
 * The event lifecycle is in halls-events.test.ts, the race in halls-concurrency.test.ts.
 */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;
let admin: Signed;
let pics: Awaited<ReturnType<typeof pictureFiles>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali', contact: '615111111' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
  admin = await createSignedInAdmin(db());
  pics = await pictureFiles();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const postMultipart = (
  url: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
  cookie?: string,
) => t.send({ method: 'POST', url, cookie, ...multipartBody(fields, files) });

const hallFields = (ownerId: string, over: Record<string, string> = {}) => ({
  owner: ownerId,
  folder: 'x',
  name: 'Hoolka Jasiira',
  capacity_seated: '400',
  capacity_banquet: '300',
  min_attendees_required: '50',
  day_min_attendees: JSON.stringify([{ day: 'Friday', min_attendees: 100 }]),
  deposit: '200',
  hourly_rate: '80',
  multiRentalAllowed: 'false',
  max_rent_per_day: '1',
  location: JSON.stringify({ region: 'Benaadir', district: 'Hodan' }),
  description: 'Hool weyn oo aroosyada loogu talagalay.',
  food: JSON.stringify([
    { package: 'Bariis, hilib ari', price: 12, daysBasedPrice: [{ day: 'Friday', price: 15 }] },
  ]),
  cake: JSON.stringify([{ name: 'Keeg weyn', price: 90 }]),
  facilities: JSON.stringify(SIX_FACILITIES),
  ...over,
});

const countHalls = async () => (await db().select().from(halls)).length;
const hallRow = async (id: string) =>
  (await db().select().from(halls).where(eq(halls.propertyId, id)))[0];
const listingRow = async (id: string) =>
  (await db().select().from(rentingProperties).where(eq(rentingProperties.id, id)))[0];

describe('POST /hallProperty/add', () => {
  it('adds a hall: a listing of type Hall priced at the hourly rate, with its details', async () => {
    const res = await postMultipart(
      '/api/hallProperty/add',
      hallFields(owner.user.id),
      pics(2),
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const hall = res.json().data as Hall;
    expect(hall).toMatchObject({
      type: 'Hall',
      owner: owner.user.id,
      name: 'Hoolka Jasiira',
      price: 80,
      hourly_rate: 80,
      capacity_seated: 400,
      capacity_banquet: 300,
      min_attendees_required: 50,
      deposit: 200,
      multiRentalAllowed: false,
      day_min_attendees: [{ day: 'Friday', min_attendees: 100 }],
      food: [
        { package: 'Bariis, hilib ari', price: 12, daysBasedPrice: [{ day: 'Friday', price: 15 }] },
      ],
      cake: [{ name: 'Keeg weyn', price: 90 }],
      location: { region: 'Benaadir', district: 'Hodan' },
      verified: false,
    });
    expect(hall.pictures).toHaveLength(2);
    expect(hall.pictures[0]).toMatch(/^\/uploads\/halls\/[a-f0-9]{64}\.webp$/);
    expect((await hallRow(hall._id))?.capacityBanquet).toBe(300);
    // it is in the halls category list as a Hall card
    const list = await t.get('/api/rentingProperty/property-category/halls?limit=100');
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ _id: hall._id, kind: 'Hall' }),
    );
  });

  it("refuses with the form's messages and writes nothing", async () => {
    const before = await countHalls();
    const cases: [Record<string, string>, number, string][] = [
      [{ name: '' }, 1, messages.fillEmptyFields],
      [{ food: '[]' }, 1, messages.dataIncomplete],
      [{ capacity_seated: '9' }, 1, "The hall can't take less than 10"],
      [{ cake: JSON.stringify([{ name: 'Ke', price: 5 }]) }, 1, messages.nameTooShort],
      [{}, 0, messages.noPictures],
      [
        { facilities: JSON.stringify({ HVAC: ['Air conditioning'] }) },
        1,
        messages.facilitiesLessThan6,
      ],
    ];
    for (const [over, n, message] of cases) {
      const res = await postMultipart(
        '/api/hallProperty/add',
        hallFields(owner.user.id, over),
        pics(n),
        owner.cookie,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const tooMany = await postMultipart(
      '/api/hallProperty/add',
      hallFields(owner.user.id),
      pics(16),
      owner.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(messages.only15Images);
    const badDay = await postMultipart(
      '/api/hallProperty/add',
      hallFields(owner.user.id, {
        day_min_attendees: JSON.stringify([{ day: 'Someday', min_attendees: 20 }]),
      }),
      pics(1),
      owner.cookie,
    );
    expect(badDay.statusCode).toBe(400);
    expect(await countHalls()).toBe(before);
  });

  it('refuses another owner id (403) and a visitor (401)', async () => {
    const before = await countHalls();
    const forged = await postMultipart(
      '/api/hallProperty/add',
      hallFields(other.user.id),
      pics(1),
      owner.cookie,
    );
    expect(forged.statusCode).toBe(403);
    const visitor = await postMultipart(
      '/api/hallProperty/add',
      hallFields(owner.user.id),
      pics(1),
    );
    expect(visitor.statusCode).toBe(401);
    expect(await countHalls()).toBe(before);
  });
});

describe('GET /hallProperty/find/{id}', () => {
  it('shows the hall with its owner card; the contact only to signed-in viewers', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const signed = await t.get(`/api/hallProperty/find/${property.id}`, renter.cookie);
    expect(signed.statusCode, signed.body).toBe(200);
    const detail = signed.json().data as HallDetail;
    expect(detail).toMatchObject({
      _id: property.id,
      type: 'Hall',
      capacity_banquet: 80,
      ownerInfo: { _id: owner.user.id, name: 'Xaliimo Cali', contact: '615111111' },
      verificationRequested: false,
    });
    const visitor = await t.get(`/api/hallProperty/find/${property.id}`);
    expect((visitor.json().data as HallDetail).ownerInfo.contact).toBeNull();
  });

  it("400 for a missing hall, a non-id and a property that isn't a hall", async () => {
    const { property } = await createHall(db(), owner.user.id);
    await db().delete(halls).where(eq(halls.propertyId, property.id));
    for (const id of [property.id, 'not-an-id', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b']) {
      const res = await t.get(`/api/hallProperty/find/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe(messages.cantFindProperty);
    }
  });
});

describe('POST /hallProperty/update', () => {
  it('applies only the changed fields, as JSON or multipart; uploads replace the pictures', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const res = await t.post(
      '/api/hallProperty/update',
      {
        hall_id: property.id,
        updatedValues: {
          hourly_rate: 65,
          multiRentalAllowed: true,
          max_rent_per_day: 3,
          cake: [{ name: 'Keeg dhexe', price: 60 }],
        },
      },
      owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      hourly_rate: 65,
      price: 65,
      multiRentalAllowed: true,
      max_rent_per_day: 3,
      cake: [{ name: 'Keeg dhexe', price: 60 }],
      capacity_banquet: 80,
    });
    expect((await listingRow(property.id))?.price).toBe(65);

    const upload = await postMultipart(
      '/api/hallProperty/update',
      {
        hall_id: property.id,
        folder: 'x',
        updatedValues: JSON.stringify({ name: 'Hoolka Cusub' }),
      },
      pics(2),
      owner.cookie,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const hall = upload.json().data as Hall;
    expect(hall.name).toBe('Hoolka Cusub');
    expect(hall.pictures).toHaveLength(2);
    expect(hall.pictures[0]).toMatch(/^\/uploads\/halls\//);
  });

  it("refuses the edit rules' breaks with their messages, another owner (403) and a visitor (401)", async () => {
    const { property } = await createHall(db(), owner.user.id);
    const small = await t.post(
      '/api/hallProperty/update',
      { hall_id: property.id, updatedValues: { capacity_seated: 5 } },
      owner.cookie,
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe("The hall can't take less than 10");
    const tooMany = await postMultipart(
      '/api/hallProperty/update',
      { hall_id: property.id },
      pics(16),
      owner.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(messages.only15Images);
    const strange = await t.post(
      '/api/hallProperty/update',
      { hall_id: property.id, updatedValues: { owner: other.user.id } },
      owner.cookie,
    );
    expect(strange.statusCode).toBe(400);
    const notYours = await t.post(
      '/api/hallProperty/update',
      { hall_id: property.id, updatedValues: { hourly_rate: 1 } },
      other.cookie,
    );
    expect(notYours.statusCode).toBe(403);
    const visitor = await t.post('/api/hallProperty/update', {
      hall_id: property.id,
      updatedValues: { hourly_rate: 1 },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await hallRow(property.id))?.hourlyRate).toBe(50);
    expect((await hallRow(property.id))?.capacitySeated).toBe(100);
  });
});

describe('POST /hallProperty/delete', () => {
  it('refuses (409) while a live event lies ahead; deletes once none does, with its notifications', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const event = await createHallEvent(db(), property.id, renter.user.id, { status: 'booked' });
    await createNotification(db(), {
      type: 'rent-request',
      fromUserId: renter.user.id,
      notifierId: owner.user.id,
      about: event.id,
    });
    const refused = await t.post(
      '/api/hallProperty/delete',
      { propertyId: property.id },
      owner.cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(await listingRow(property.id)).toBeDefined();

    const notYours = await t.post(
      '/api/hallProperty/delete',
      { propertyId: property.id },
      other.cookie,
    );
    expect(notYours.statusCode).toBe(403);

    await createHallEvent(db(), property.id, renter.user.id, {
      status: 'completed',
      date: dayFromToday(-3),
    });
    await t.post(
      '/api/hallEvents/decline-hall-event',
      { event_id: event.id, sendNotificationDecline: false },
      owner.cookie,
    );
    const res = await t.post('/api/hallProperty/delete', { propertyId: property.id }, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listingRow(property.id)).toBeUndefined();
    expect(await hallRow(property.id)).toBeUndefined();
    expect(
      await db().select().from(notifications).where(eq(notifications.about, event.id)),
    ).toEqual([]);
  });
});

describe('the calendar month calls', () => {
  it('others see live events as day, times and status; the owner sees every event with details', async () => {
    const { property } = await createHall(db(), owner.user.id, {
      multiRentalAllowed: true,
      maxRentPerDay: 3,
    });
    const day = plainDay(40);
    await createHallEvent(db(), property.id, renter.user.id, {
      date: day,
      status: 'booked',
      startingTime: '10:00',
      endingTime: '12:00',
    });
    await createHallEvent(db(), property.id, renter.user.id, {
      date: day,
      status: 'declined',
      startingTime: '14:00',
      endingTime: '16:00',
    });
    const month = day.slice(0, 7);
    const url = `/api/hallEvents/events_between_a_month?date=${month}&hall_id=${property.id}`;
    const visitor = await t.get(url);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data).toEqual([
      { date: day, starting_time: '10:00', ending_time: '12:00', status: 'booked' },
    ]);
    const stranger = await t.get(url, other.cookie);
    expect((stranger.json().data as HallMonthEvent[]).every((e) => e.event === undefined)).toBe(
      true,
    );
    const mine = (await t.get(url, owner.cookie)).json().data as HallMonthEvent[];
    expect(mine.map((e) => e.status)).toEqual(['booked', 'declined']);
    expect(mine[0]!.event).toMatchObject({
      userId: renter.user.id,
      user: { name: 'Axmed Faarax' },
    });

    const bad = await t.get(
      `/api/hallEvents/events_between_a_month?date=2026-13&hall_id=${property.id}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('admin events of the month: live ones for others, all for the owner', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const day = plainDay(40);
    const add = await t.post(
      '/api/hallAdminEvents/add',
      { hall_id: property.id, date: day, starting_time: '08:00', ending_time: '22:00' },
      owner.cookie,
    );
    expect(add.json().data).toBe('success');
    const [row] = await adminRows(db(), property.id);
    await t.post('/api/hallAdminEvents/cancel-hall-event', { event_id: row!.id }, owner.cookie);
    const url = `/api/hallAdminEvents/events_between_a_month?date=${day.slice(0, 7)}&hall_id=${property.id}`;
    expect((await t.get(url)).json().data).toEqual([]);
    const mine = (await t.get(url, owner.cookie)).json().data as HallAdminEvent[];
    expect(mine).toEqual([expect.objectContaining({ date: day, status: 'cancelled' })]);
  });
});

describe('admin events', () => {
  it('add blocks the day: a rent there is already-booked, a second admin event too', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const day = plainDay(12);
    const add = await t.post(
      '/api/hallAdminEvents/add',
      {
        hall_id: property.id,
        date: day,
        starting_time: '08:00',
        ending_time: '12:00',
        multiRentalAllowed: false,
      },
      owner.cookie,
    );
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data).toBe('success');
    const again = await t.post(
      '/api/hallAdminEvents/add',
      { hall_id: property.id, date: day, starting_time: '14:00', ending_time: '16:00' },
      owner.cookie,
    );
    expect(again.json().data).toBe('already-booked');
    const rent = await t.post(
      '/api/hallEvents/rent',
      { hall_id: property.id, userId: renter.user.id, event_info: eventInfo(day) },
      renter.cookie,
    );
    expect(rent.json().data).toBe('already-booked');
    expect(await adminRows(db(), property.id)).toEqual([
      expect.objectContaining({ date: day, status: 'booked', startingTime: '08:00' }),
    ]);
  });

  it("refuses with the spec's messages, a past day, another user (403) and a visitor (401)", async () => {
    const { property } = await createHall(db(), owner.user.id);
    const send = (body: object, cookie?: string) =>
      t.post('/api/hallAdminEvents/add', body, cookie);
    const noDate = await send(
      { hall_id: property.id, starting_time: '08:00', ending_time: '10:00' },
      owner.cookie,
    );
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Please select the date');
    const noTime = await send(
      { hall_id: property.id, date: plainDay(), starting_time: '08:00' },
      owner.cookie,
    );
    expect(noTime.json().message).toBe('Please select time');
    const past = await send(
      {
        hall_id: property.id,
        date: dayFromToday(-2),
        starting_time: '08:00',
        ending_time: '10:00',
      },
      owner.cookie,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(HALL_EVENT_PASSED_MESSAGE);
    const body = {
      hall_id: property.id,
      date: plainDay(),
      starting_time: '08:00',
      ending_time: '10:00',
    };
    expect((await send(body, other.cookie)).statusCode).toBe(403);
    expect((await send(body)).statusCode).toBe(401);
    expect(await adminRows(db(), property.id)).toEqual([]);
  });

  it('lists pages of 10, cancels, rebooks, deletes; Already removed when gone', async () => {
    const { property } = await createHall(db(), owner.user.id);
    for (let i = 0; i < 12; i++)
      await t.post(
        '/api/hallAdminEvents/add',
        {
          hall_id: property.id,
          date: dayFromToday(10 + i),
          starting_time: '08:00',
          ending_time: '10:00',
        },
        owner.cookie,
      );
    const page1 = (
      await t.get(`/api/hallAdminEvents?hall_id=${property.id}&page=1&pageSize=10`, owner.cookie)
    ).json().data as HallAdminEventPage;
    expect(page1.events).toHaveLength(10);
    expect(page1.totalPages).toBe(2);
    expect(page1.events[0]!.date).toBe(dayFromToday(21));
    const page2 = (
      await t.get(`/api/hallAdminEvents?hall_id=${property.id}&page=2`, owner.cookie)
    ).json().data as HallAdminEventPage;
    expect(page2.events).toHaveLength(2);
    expect(
      (await t.get(`/api/hallAdminEvents?hall_id=${property.id}`, other.cookie)).statusCode,
    ).toBe(403);

    const target = page2.events[0]!;
    expect(
      (
        await t.post(
          '/api/hallAdminEvents/cancel-hall-event',
          { event_id: target._id },
          other.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const cancel = await t.post(
      '/api/hallAdminEvents/cancel-hall-event',
      { event_id: target._id },
      owner.cookie,
    );
    expect(cancel.json().data).toBe('success');
    const cancelAgain = await t.post(
      '/api/hallAdminEvents/cancel-hall-event',
      { event_id: target._id },
      owner.cookie,
    );
    expect(cancelAgain.statusCode).toBe(409);

    // while cancelled, a renter takes the day: rebooking finds it taken
    const rent = await t.post(
      '/api/hallEvents/rent',
      { hall_id: property.id, userId: renter.user.id, event_info: eventInfo(target.date) },
      renter.cookie,
    );
    expect(rent.json().data).toBe('success');
    const rebook = await t.post(
      '/api/hallAdminEvents/rebook-hall-event',
      { event_id: target._id, event_date: target.date },
      owner.cookie,
    );
    expect(rebook.json().data).toBe('already-booked');

    const other2 = page2.events[1]!;
    await t.post('/api/hallAdminEvents/cancel-hall-event', { event_id: other2._id }, owner.cookie);
    const rebook2 = await t.post(
      '/api/hallAdminEvents/rebook-hall-event',
      { event_id: other2._id },
      owner.cookie,
    );
    expect(rebook2.json().data).toBe('success');
    const ignored = await t.post(
      '/api/hallAdminEvents/rebook-hall-event',
      { event_id: other2._id },
      owner.cookie,
    );
    expect(ignored.json().data).toBe('unchanged');

    expect(
      (await t.post('/api/hallAdminEvents/delete', { event_id: other2._id }, other.cookie))
        .statusCode,
    ).toBe(403);
    const del = await t.post('/api/hallAdminEvents/delete', { event_id: other2._id }, owner.cookie);
    expect(del.json().data).toBe('success');
    const gone = await t.post(
      '/api/hallAdminEvents/delete',
      { event_id: other2._id },
      owner.cookie,
    );
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(messages.alreadyRemoved);
    expect(await adminRows(db(), property.id)).toHaveLength(11);
  });
});

describe('a hall among the listings', () => {
  it('can be a favourite, and admin verifies it through a verification request', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const fav = await t.post(
      '/api/users/addFavorite',
      { propertyId: property.id, userId: renter.user.id },
      renter.cookie,
    );
    expect(fav.statusCode, fav.body).toBe(200);
    const favs = await t.get(`/api/users/favoriteProperties/${renter.user.id}`, renter.cookie);
    expect(favs.json().data).toContainEqual(
      expect.objectContaining({ _id: property.id, kind: 'Hall' }),
    );
    const ask = await t.post(
      '/api/notifications/add',
      {
        notification: {
          from: owner.user.id,
          notifier: 'admin',
          type: 'property-verification-request',
          about: property.id,
        },
      },
      owner.cookie,
    );
    expect(ask.statusCode, ask.body).toBe(200);
    const requests = await t.get('/api/admin/verification-requests', admin.cookie);
    const card = (requests.json().data as { notification: { _id: string; about: string } }[]).find(
      (c) => c.notification.about === property.id,
    )!;
    expect(card).toMatchObject({ property: { _id: property.id, kind: 'Hall' } });
    const approve = await t.post(
      '/api/admin/verification-requests/approve',
      { notificationId: card.notification._id },
      admin.cookie,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await listingRow(property.id))?.verified).toBe(true);
  });
});
