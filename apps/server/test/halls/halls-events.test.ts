import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HALL_EVENT_PASSED_MESSAGE,
  messages,
  pictureVariant,
  type HallEvent,
  type HallEventPage,
  type NotificationWrapper,
} from '@rentals/shared';
import { startTestApp, type TestApp } from '../support/app';
import {
  createSignedInUser,
  photoJpeg,
  createHall,
  dayFromToday,
  eventInfo,
  FOOD,
  friday,
  createHallEvent,
  plainDay,
  type Signed,
} from '../support/factories';
import { multipartBody } from '../support/multipart';
import { cardsAbout, eventRow, eventRows } from './fixtures';

/*
 * Hall events (issue 5, spec 2 sections 4 and 7): renting, the owner's answers, the user's
 * cancel and edits, update requests, the inbox cards and the cake picture; bad input, another
 * user's event and visitors change nothing.
 */

let t: TestApp;
let owner: Signed;
let renter: Signed;
let other: Signed;

beforeAll(async () => {
  // One renter keeps many requests waiting here; the cap has its own tests (holds.test.ts).
  t = await startTestApp({ MAX_PENDING_REQUESTS: '1000' });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali' });
  renter = await createSignedInUser(db(), { name: 'Axmed Faarax', email: 'axmed@gmail.com' });
  other = await createSignedInUser(db(), { name: 'Hodan Maxamed' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

const rent = (hallId: string, who: Signed, info: object, userId = who.user.id) =>
  t.post(
    '/api/hallEvents/rent',
    { hall_id: hallId, userId, contact: '615222222', district: 'Hodan', event_info: info },
    who.cookie,
  );

/** A hall with one pending event of the renter, made through the API. */
async function pendingEvent(date = plainDay()) {
  const { property } = await createHall(db(), owner.user.id);
  const res = await rent(property.id, renter, eventInfo(date));
  expect(res.json().data).toBe('success');
  const [row] = await eventRows(db(), property.id);
  return { hallId: property.id, event: row! };
}

const inbox = async (who: Signed) =>
  (await t.get(`/api/notifications/notifier/${who.user.id}`, who.cookie)).json()
    .data as NotificationWrapper[];

describe('POST /hallEvents/rent', () => {
  it('a renter books: pending, with a rent-request card about the event for the owner', async () => {
    const { hallId, event } = await pendingEvent();
    expect(event).toMatchObject({
      status: 'pending',
      userId: renter.user.id,
      type: 'Meher',
      startingTime: '16:00',
      endingTime: '20:00',
      numAttendees: 60,
      food: FOOD[1]!.package,
      cakeName: 'Keeg yar',
      engravementName: 'Amina & Cali',
      contact: '615222222',
    });
    expect(await cardsAbout(db(), event.id)).toEqual([
      expect.objectContaining({
        type: 'rent-request',
        from: renter.user.id,
        notifier: owner.user.id,
      }),
    ]);
    // the inbox card is the hall's, with the event's details
    const card = (await inbox(owner)).find((c) => c.notification.about === event.id)!;
    expect(card.property).toMatchObject({
      _id: hallId,
      kind: 'Hall',
      event_id: event.id,
      event_status: 'pending',
      event_date: event.date,
    });
  });

  it('the owner books for a user found by e-mail: booked at once, the user told', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const found = await t.get(`/api/users/find/user?email=${renter.user.email}`, owner.cookie);
    expect(found.json().data._id).toBe(renter.user.id);
    const res = await rent(property.id, owner, eventInfo(plainDay()), renter.user.id);
    expect(res.json().data).toBe('success');
    const [row] = await eventRows(db(), property.id);
    expect(row).toMatchObject({ status: 'booked', userId: renter.user.id });
    expect(await cardsAbout(db(), row!.id)).toEqual([
      expect.objectContaining({
        type: 'rent-accepted',
        from: owner.user.id,
        notifier: renter.user.id,
      }),
    ]);
  });

  it("refuses the booking rules' breaks with their messages, and writes nothing", async () => {
    const { property } = await createHall(db(), owner.user.id);
    const day = plainDay();
    const cases: [object, string][] = [
      [eventInfo(day, { num_attendees: '' }), messages.fillEmptyFields],
      [eventInfo(day, { starting_time: '' }), messages.fillEmptyFields],
      [
        eventInfo(day, { food: 'no-food', num_attendees: 101 }),
        "The hall can't take more than 100",
      ],
      [eventInfo(day, { num_attendees: 81 }), "The hall can't take more than 80"],
      [eventInfo(day, { num_attendees: 19 }), "The hall can't take less than 20"],
      [eventInfo(friday(), { num_attendees: 49 }), "The hall can't take less than 50"],
      [eventInfo(dayFromToday(-1)), HALL_EVENT_PASSED_MESSAGE],
      [eventInfo(day, { food: 'Pizza' }), messages.dataIncomplete],
      [eventInfo(day, { cake_info: { name: 'Keeg aan jirin' } }), messages.dataIncomplete],
    ];
    for (const [info, message] of cases) {
      const res = await rent(property.id, renter, info);
      expect(res.statusCode, JSON.stringify(info)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const badType = await rent(property.id, renter, eventInfo(day, { type: 'Party' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/event_info\.type/);
    expect(await eventRows(db(), property.id)).toEqual([]);
  });

  it("refuses the owner's own booking, a forged userId (403), a visitor (401), a missing hall (400)", async () => {
    const { property } = await createHall(db(), owner.user.id);
    const own = await rent(property.id, owner, eventInfo(plainDay()));
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(messages.cannotRentOwn);
    const forged = await rent(property.id, other, eventInfo(plainDay()), renter.user.id);
    expect(forged.statusCode).toBe(403);
    const visitor = await t.post('/api/hallEvents/rent', {
      hall_id: property.id,
      userId: renter.user.id,
      event_info: eventInfo(plainDay()),
    });
    expect(visitor.statusCode).toBe(401);
    const missing = await rent(
      '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      renter,
      eventInfo(plainDay()),
    );
    expect(missing.statusCode).toBe(400);
    expect(await eventRows(db(), property.id)).toEqual([]);
  });

  it('takes a cake picture: the owner and the user download it, nobody else', async () => {
    const { property } = await createHall(db(), owner.user.id);
    const photo = await photoJpeg({ seed: 3, width: 300, height: 300 });
    const res = await t.send({
      method: 'POST',
      url: '/api/hallEvents/rent',
      cookie: renter.cookie,
      ...multipartBody(
        {
          hall_id: property.id,
          userId: renter.user.id,
          folder: 'x',
          contact: '615',
          district: 'Hodan',
          multiRentalAllowed: 'false',
          event_info: JSON.stringify(eventInfo(plainDay())),
        },
        [{ field: 'image', name: 'cake.jpg', bytes: photo }],
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await eventRows(db(), property.id);
    expect(row!.cakePicture).toMatch(/^cakes\/[a-f0-9]{64}\.webp$/);
    const key = row!.cakePicture!;
    // Only the display size: a cake picture is downloaded, never shown in a grid or a slide.
    for (const size of ['phone', 'card'] as const) {
      expect(await t.app.deps.storage.open(pictureVariant(key, size))).toBeNull();
    }
    expect(await t.app.deps.storage.open(key)).not.toBeNull();
    const url = `/api/users/download-picture?picture=${encodeURIComponent(key)}`;
    for (const who of [owner, renter]) {
      const dl = await t.get(url, who.cookie);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-disposition']).toContain('attachment');
      expect(dl.rawPayload.length).toBeGreaterThan(100);
    }
    expect((await t.get(url, other.cookie)).statusCode).toBe(403);
    expect((await t.get(url)).statusCode).toBe(401);
    // never served publicly
    expect((await t.get(`/uploads/${key}`)).statusCode).toBe(404);
    const event = (
      await t.get(`/api/hallEvents/get-user-event?event_id=${row!.id}`, renter.cookie)
    ).json().data as HallEvent;
    expect(event.event_info.cake_info.picture).toBe(key);
  });
});

describe('reading events', () => {
  it('get-user-event: for the user and the owner; 403 for others; 400 when missing', async () => {
    const { hallId, event } = await pendingEvent();
    for (const who of [renter, owner]) {
      const res = await t.get(`/api/hallEvents/get-user-event?event_id=${event.id}`, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        _id: event.id,
        hall_id: hallId,
        hall: { _id: hallId, name: 'Hoolka Jasiira' },
        status: 'pending',
        user: { _id: renter.user.id, name: 'Axmed Faarax' },
        event_info: { type: 'Meher', num_attendees: 60, cake_info: { name: 'Keeg yar' } },
        updated_values: [],
        terminationRequested: false,
      });
    }
    expect(
      (await t.get(`/api/hallEvents/get-user-event?event_id=${event.id}`, other.cookie)).statusCode,
    ).toBe(403);
    const missing = await t.get(
      '/api/hallEvents/get-user-event?event_id=3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      renter.cookie,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.missingEventId);
  });

  it('all-events and upcoming-events for the owner in pages of 10; my-events for the user', async () => {
    const { property } = await createHall(db(), owner.user.id);
    for (let i = 0; i < 11; i++)
      await createHallEvent(db(), property.id, renter.user.id, {
        date: dayFromToday(5 + i),
        status: 'booked',
      });
    await createHallEvent(db(), property.id, renter.user.id, {
      date: dayFromToday(-5),
      status: 'completed',
    });
    await createHallEvent(db(), property.id, other.user.id, {
      date: dayFromToday(30),
      status: 'declined',
    });
    const all = (
      await t.get(
        `/api/hallEvents/all-events?hall_id=${property.id}&page=1&pageSize=10`,
        owner.cookie,
      )
    ).json().data as HallEventPage;
    expect(all.events).toHaveLength(10);
    expect(all.totalPages).toBe(2);
    expect(all.total).toBe(13);
    const up = (
      await t.get(`/api/hallEvents/upcoming-events?hall_id=${property.id}&page=2`, owner.cookie)
    ).json().data as HallEventPage;
    expect(up.total).toBe(11);
    expect(up.events.map((e) => e.event_info.date)).toEqual([dayFromToday(15)]);
    const from = (
      await t.get(
        `/api/hallEvents/upcoming-events?hall_id=${property.id}&date=${dayFromToday(14)}`,
        owner.cookie,
      )
    ).json().data as HallEventPage;
    expect(from.total).toBe(2);
    expect(
      (await t.get(`/api/hallEvents/all-events?hall_id=${property.id}`, other.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await t.get(`/api/hallEvents/upcoming-events?hall_id=${property.id}`, renter.cookie))
        .statusCode,
    ).toBe(403);
    const mine = (await t.get('/api/hallEvents/my-events?page=1', other.cookie)).json()
      .data as HallEventPage;
    expect(mine.events.map((e) => e.status)).toEqual(['declined']);
    expect(mine.events[0]!.hall._id).toBe(property.id);
    expect((await t.get('/api/hallEvents/my-events')).statusCode).toBe(401);
  });
});

describe('the owner answers a request', () => {
  it('rent -> accept (book-event) -> booked: card removed, rent-accepted; the day shows booked', async () => {
    const { hallId, event } = await pendingEvent();
    expect(
      (await t.post('/api/hallEvents/book-event', { event_id: event.id }, other.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await t.post('/api/hallEvents/book-event', { event_id: event.id }, renter.cookie))
        .statusCode,
    ).toBe(403);
    expect((await eventRow(db(), event.id)).status).toBe('pending');
    const res = await t.post(
      '/api/hallEvents/book-event',
      {
        event_id: event.id,
        event_date: event.date,
        event_starting_time: '16:00',
        event_ending_time: '20:00',
        multiRentalAllowed: false,
      },
      owner.cookie,
    );
    expect(res.json().data).toBe('success');
    expect((await eventRow(db(), event.id)).status).toBe('booked');
    expect(await cardsAbout(db(), event.id)).toEqual([
      expect.objectContaining({
        type: 'rent-accepted',
        from: owner.user.id,
        notifier: renter.user.id,
      }),
    ]);
    const month = await t.get(
      `/api/hallEvents/events_between_a_month?date=${event.date.slice(0, 7)}&hall_id=${hallId}`,
    );
    expect(month.json().data).toContainEqual(
      expect.objectContaining({ date: event.date, status: 'booked' }),
    );
    const again = await t.post('/api/hallEvents/book-event', { event_id: event.id }, owner.cookie);
    expect(again.statusCode).toBe(409);
  });

  it("book-event again after a decline finds the day taken: 'already-booked'; a past day is refused", async () => {
    const { hallId, event } = await pendingEvent();
    await t.post(
      '/api/hallEvents/decline-hall-event',
      { event_id: event.id, sendNotificationDecline: false },
      owner.cookie,
    );
    const taker = await rent(hallId, other, eventInfo(event.date));
    expect(taker.json().data).toBe('success');
    const res = await t.post('/api/hallEvents/book-event', { event_id: event.id }, owner.cookie);
    expect(res.json().data).toBe('already-booked');
    expect((await eventRow(db(), event.id)).status).toBe('declined');

    const old = await createHallEvent(db(), hallId, renter.user.id, {
      date: dayFromToday(-2),
      status: 'cancelled',
    });
    const past = await t.post('/api/hallEvents/book-event', { event_id: old.id }, owner.cookie);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(HALL_EVENT_PASSED_MESSAGE);
  });

  it('decline: declined, the card removed, request-declined to the user', async () => {
    const { event } = await pendingEvent();
    expect(
      (
        await t.post(
          '/api/hallEvents/decline-hall-event',
          { event_id: event.id, sendNotificationDecline: true },
          renter.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const res = await t.post(
      '/api/hallEvents/decline-hall-event',
      { event_id: event.id, sendNotificationDecline: true },
      owner.cookie,
    );
    expect(res.json().data).toBe('success');
    expect((await eventRow(db(), event.id)).status).toBe('declined');
    expect(await cardsAbout(db(), event.id)).toEqual([
      expect.objectContaining({
        type: 'request-declined',
        from: owner.user.id,
        notifier: renter.user.id,
      }),
    ]);
    expect(
      (await t.post('/api/hallEvents/decline-hall-event', { event_id: event.id }, owner.cookie))
        .statusCode,
    ).toBe(409);
  });
});

describe('the user cancels', () => {
  it('a pending event is cancelled and its request card goes', async () => {
    const { event } = await pendingEvent();
    expect(
      (await t.post('/api/hallEvents/cancel-event-request', { event_id: event.id }, owner.cookie))
        .statusCode,
    ).toBe(403);
    const res = await t.post(
      '/api/hallEvents/cancel-event-request',
      { event_id: event.id },
      renter.cookie,
    );
    expect(res.json().data).toBe('cancelled');
    expect((await eventRow(db(), event.id)).status).toBe('cancelled');
    expect(await cardsAbout(db(), event.id)).toEqual([]);
  });

  it("a booked event: termination request once ('Codsigaa horey ayaad u dhigatay' after), then the owner terminates", async () => {
    const { event } = await pendingEvent();
    await t.post('/api/hallEvents/book-event', { event_id: event.id }, owner.cookie);
    const ask = await t.post(
      '/api/hallEvents/cancel-event-request',
      { event_id: event.id },
      renter.cookie,
    );
    expect(ask.json().data).toBe('requested');
    const twice = await t.post(
      '/api/hallEvents/cancel-event-request',
      { event_id: event.id },
      renter.cookie,
    );
    // Spec 2 section 7: the answer is the message itself, in the usual envelope.
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ success: true, data: 'Codsigaa horey ayaad u dhigatay' });
    expect(
      (await cardsAbout(db(), event.id)).filter((c) => c.type === 'rent-termination-request'),
    ).toHaveLength(1);
    const card = (await inbox(owner)).find(
      (c) =>
        c.notification.about === event.id && c.notification.type === 'rent-termination-request',
    );
    expect(card?.property).toMatchObject({
      kind: 'Hall',
      event_id: event.id,
      event_status: 'booked',
    });
    const shown = (
      await t.get(`/api/hallEvents/get-user-event?event_id=${event.id}`, owner.cookie)
    ).json().data as HallEvent;
    expect(shown.terminationRequested).toBe(true);

    expect(
      (await t.post('/api/hallEvents/terminate-hall-event', { event_id: event.id }, renter.cookie))
        .statusCode,
    ).toBe(403);
    const res = await t.post(
      '/api/hallEvents/terminate-hall-event',
      { event_id: event.id },
      owner.cookie,
    );
    expect(res.json().data).toBe('success');
    expect((await eventRow(db(), event.id)).status).toBe('terminated');
    const cards = await cardsAbout(db(), event.id);
    expect(cards.map((c) => c.type).sort()).toEqual(['rent-accepted', 'rent-termination']);
    expect(
      (await t.post('/api/hallEvents/terminate-hall-event', { event_id: event.id }, owner.cookie))
        .statusCode,
    ).toBe(409);
  });
});

describe('editing events', () => {
  it('a pending event: applied at once; a taken new day answers date-event-exist and changes nothing', async () => {
    const { hallId, event } = await pendingEvent();
    const res = await t.post(
      '/api/hallEvents/update-hall-event',
      {
        event_id: event.id,
        updatedValues: [
          { name: 'num_attendees', value: 70 },
          { name: 'cake', value: 'no-cake' },
        ],
      },
      renter.cookie,
    );
    expect(res.json().data).toBe('success');
    expect(await eventRow(db(), event.id)).toMatchObject({
      numAttendees: 70,
      cakeName: 'no-cake',
      engravementName: '',
    });

    const taken = plainDay(50);
    await rent(hallId, other, eventInfo(taken));
    const moved = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id, updatedValues: { date: taken } },
      renter.cookie,
    );
    expect(moved.json().data).toBe('date-event-exist');
    expect((await eventRow(db(), event.id)).date).toBe(event.date);

    const bad = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id, updatedValues: { num_attendees: 500 } },
      renter.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The hall can't take more than 80");
    const past = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id, updatedValues: { date: dayFromToday(-1) } },
      renter.cookie,
    );
    expect(past.json().message).toBe(HALL_EVENT_PASSED_MESSAGE);
    expect(
      (
        await t.post(
          '/api/hallEvents/update-hall-event',
          { event_id: event.id, updatedValues: { num_attendees: 30 } },
          other.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect((await eventRow(db(), event.id)).numAttendees).toBe(70);
  });

  it("holds an edit to the booking's attendee minimums: the hall's and the weekday's", async () => {
    const { hallId, event } = await pendingEvent();
    const cases: [object, string][] = [
      [{ num_attendees: 0 }, "The hall can't take less than 20"],
      [{ num_attendees: 19 }, "The hall can't take less than 20"],
      [{ date: friday(40), num_attendees: 40 }, "The hall can't take less than 50"],
    ];
    for (const [updatedValues, message] of cases) {
      const res = await t.post(
        '/api/hallEvents/update-hall-event',
        { event_id: event.id, updatedValues },
        renter.cookie,
      );
      expect(res.statusCode, JSON.stringify(updatedValues)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await eventRow(db(), event.id)).toMatchObject({ numAttendees: 60, date: event.date });

    const booked = await rent(hallId, renter, eventInfo(plainDay(70)));
    expect(booked.json().data).toBe('success');
    const row = (await eventRows(db(), hallId)).find((e) => e.id !== event.id)!;
    await t.post('/api/hallEvents/book-event', { event_id: row.id }, owner.cookie);
    const before = await eventRow(db(), row.id);
    const ask = await t.post(
      '/api/hallEvents/request-event-update',
      { event_id: row.id, updatedValues: { num_attendees: 0 }, notification: {} },
      renter.cookie,
    );
    expect(ask.statusCode).toBe(400);
    expect(ask.json().message).toBe("The hall can't take less than 20");
    expect(await eventRow(db(), row.id)).toEqual(before);
  });

  it("a booked event: the user's direct edit is unchanged; the request is accepted and applied", async () => {
    const { event } = await pendingEvent();
    await t.post('/api/hallEvents/book-event', { event_id: event.id }, owner.cookie);
    const direct = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id, updatedValues: { num_attendees: 30 } },
      renter.cookie,
    );
    expect(direct.json().data).toBe('unchanged');
    expect((await eventRow(db(), event.id)).numAttendees).toBe(60);

    const newDay = plainDay(60);
    const ask = await t.post(
      '/api/hallEvents/request-event-update',
      {
        event_id: event.id,
        updatedValues: [
          { name: 'date', value: newDay },
          { name: 'starting_time', value: '18:00' },
        ],
        notification: {},
      },
      renter.cookie,
    );
    expect(ask.json().data).toBe('success');
    expect(await eventRow(db(), event.id)).toMatchObject({
      date: event.date,
      updatedValues: [
        { name: 'date', value: newDay },
        { name: 'starting_time', value: '18:00' },
      ],
    });
    const card = (await inbox(owner)).find(
      (c) => c.notification.type === 'hall-update' && c.notification.about === event.id,
    )!;
    expect(card.property).toMatchObject({
      kind: 'Hall',
      event_id: event.id,
      updated_values: [
        { name: 'date', value: newDay },
        { name: 'starting_time', value: '18:00' },
      ],
    });
    expect(
      (
        await t.post(
          '/api/hallEvents/request-event-update',
          { event_id: event.id, updatedValues: { num_attendees: 20 } },
          owner.cookie,
        )
      ).statusCode,
    ).toBe(403);

    const accept = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id },
      owner.cookie,
    );
    expect(accept.json().data).toBe('success');
    expect(await eventRow(db(), event.id)).toMatchObject({
      date: newDay,
      startingTime: '18:00',
      updatedValues: [],
    });
    const cards = await cardsAbout(db(), event.id);
    expect(cards.some((c) => c.type === 'hall-update')).toBe(false);
    const noRequest = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id },
      owner.cookie,
    );
    expect(noRequest.statusCode).toBe(409);
  });

  it("accepting an update to a taken day: 'date-event-exist', the request kept", async () => {
    const { hallId, event } = await pendingEvent();
    await t.post('/api/hallEvents/book-event', { event_id: event.id }, owner.cookie);
    const taken = plainDay(70);
    await rent(hallId, other, eventInfo(taken));
    await t.post(
      '/api/hallEvents/request-event-update',
      { event_id: event.id, updatedValues: { date: taken } },
      renter.cookie,
    );
    const accept = await t.post(
      '/api/hallEvents/update-hall-event',
      { event_id: event.id },
      owner.cookie,
    );
    expect(accept.json().data).toBe('date-event-exist');
    expect(await eventRow(db(), event.id)).toMatchObject({
      date: event.date,
      updatedValues: [{ name: 'date', value: taken }],
    });
  });

  it('declining an update request clears it and sends request-declined', async () => {
    const { event } = await pendingEvent();
    await t.post('/api/hallEvents/book-event', { event_id: event.id }, owner.cookie);
    const notBooked = await pendingEvent();
    const refused = await t.post(
      '/api/hallEvents/request-event-update',
      { event_id: notBooked.event.id, updatedValues: { num_attendees: 30 } },
      renter.cookie,
    );
    expect(refused.statusCode).toBe(409);
    await t.post(
      '/api/hallEvents/request-event-update',
      { event_id: event.id, updatedValues: { num_attendees: 30 } },
      renter.cookie,
    );
    expect(
      (await t.post('/api/hallEvents/event-update-decline', { event_id: event.id }, renter.cookie))
        .statusCode,
    ).toBe(403);
    const res = await t.post(
      '/api/hallEvents/event-update-decline',
      { event_id: event.id, sendNotificationDecline: true },
      owner.cookie,
    );
    expect(res.json().data).toBe('success');
    expect(await eventRow(db(), event.id)).toMatchObject({ numAttendees: 60, updatedValues: [] });
    const types = (await cardsAbout(db(), event.id)).map((c) => c.type);
    expect(types).toContain('request-declined');
    expect(types).not.toContain('hall-update');
  });

  it('refuses bad updatedValues and bad ids with 400, and visitors with 401', async () => {
    const { event } = await pendingEvent();
    const bad = [
      { event_id: event.id, updatedValues: [] },
      { event_id: event.id, updatedValues: [{ name: 'status', value: 'booked' }] },
      { event_id: event.id, updatedValues: { starting_time: '25:00' } },
      { event_id: 'nope', updatedValues: { num_attendees: 30 } },
    ];
    for (const body of bad) {
      const res = await t.post('/api/hallEvents/update-hall-event', body, renter.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await t.post('/api/hallEvents/update-hall-event', {
          event_id: event.id,
          updatedValues: { num_attendees: 30 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await eventRow(db(), event.id)).numAttendees).toBe(60);
  });
});
