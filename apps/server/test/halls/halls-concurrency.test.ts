import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, createHall, eventInfo, plainDay } from '../support/factories';
import { eventRows } from './fixtures';

/*
 * Many renters booking one hall day at once (DESIGN section 5): the transaction that locks the
 * hall's day lets exactly as many through as the hall takes, and the rest get 'already-booked'.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set, where the requests really overlap.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

const renters = (n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => createSignedInUser(db(), { name: `Renter ${i}` })),
  );

const rent = (hallId: string, renter: { user: { id: string }; cookie: string }, info: object) =>
  t.post(
    '/api/hallEvents/rent',
    {
      hall_id: hallId,
      userId: renter.user.id,
      contact: '615000000',
      district: 'Hodan',
      event_info: info,
    },
    renter.cookie,
  );

describe('simultaneous hall bookings', () => {
  it('50 renters booking one day of a hall that is not multi-rental: one success, one live event', async () => {
    const owner = await createSignedInUser(db(), { name: 'Owner' });
    const { property } = await createHall(db(), owner.user.id);
    const day = plainDay();
    const people = await renters(50);
    // Different times of the same day: a hall that is not multi-rental takes one event a day.
    const answers = await Promise.all(
      people.map((p, i) =>
        rent(
          property.id,
          p,
          eventInfo(day, {
            starting_time: `${String(i % 24).padStart(2, '0')}:00`,
            ending_time: `${String(i % 24).padStart(2, '0')}:30`,
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(people.map(() => 200));
    const data = answers.map((a) => a.json().data);
    expect(data.filter((d) => d === 'success')).toHaveLength(1);
    expect(data.filter((d) => d === 'already-booked')).toHaveLength(49);
    const rows = await eventRows(db(), property.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      date: day,
      userId: people[data.indexOf('success')]!.user.id,
    });
  });

  it('a multi-rental hall takes max_rent_per_day events a day, none overlapping', async () => {
    const owner = await createSignedInUser(db(), { name: 'Owner' });
    const { property } = await createHall(db(), owner.user.id, {
      multiRentalAllowed: true,
      maxRentPerDay: 3,
    });
    const day = plainDay(20);
    // 12 renters for 12 separate hours: only 3 fit the day.
    const people = await renters(12);
    const hours = await Promise.all(
      people.map((p, i) =>
        rent(
          property.id,
          p,
          eventInfo(day, {
            starting_time: `${String(8 + i).padStart(2, '0')}:00`,
            ending_time: `${String(9 + i).padStart(2, '0')}:00`,
          }),
        ),
      ),
    );
    const data = hours.map((a) => a.json().data);
    expect(data.filter((d) => d === 'success')).toHaveLength(3);
    expect(data.filter((d) => d === 'already-booked')).toHaveLength(9);

    // 20 renters for the same evening of another day: overlapping times, only one fits.
    const other = plainDay(30);
    const crowd = await renters(20);
    const evening = await Promise.all(crowd.map((p) => rent(property.id, p, eventInfo(other))));
    const answers = evening.map((a) => a.json().data);
    expect(answers.filter((d) => d === 'success')).toHaveLength(1);
    expect(answers.filter((d) => d === 'already-booked')).toHaveLength(19);

    const rows = await eventRows(db(), property.id);
    expect(rows.filter((r) => r.date === day)).toHaveLength(3);
    expect(rows.filter((r) => r.date === other)).toHaveLength(1);
  });
});
