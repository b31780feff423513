import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { hallDayState, marketDay, type HallDetail, type HallMonthEvent } from '@rentals/shared';
import { hallAdminEvents, hallEvents, notifications, rentingProperties } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';

/*
 * The demo halls (issue 5, point 7): halls in several districts with packages, cakes and a
 * month of events that keep the booking rule, with the inbox cards of the pending requests.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_DATA: 'true' });
}, 120_000);
afterAll(() => t.close());

const db = () => t.app.deps.db;

describe('demo halls', () => {
  it('several districts, one multi-rental, each with food, cakes and day minimums', async () => {
    const rows = await db()
      .select()
      .from(rentingProperties)
      .where(eq(rentingProperties.type, 'Hall'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.district)).size).toBeGreaterThanOrEqual(4);
    const details = await Promise.all(
      rows.map(
        async (r) => (await t.get(`/api/hallProperty/find/${r.id}`)).json().data as HallDetail,
      ),
    );
    expect(details.filter((h) => h.multiRentalAllowed)).toHaveLength(1);
    for (const h of details) {
      expect(h.food.length).toBeGreaterThan(0);
      expect(h.cake.length).toBeGreaterThan(0);
      expect(h.day_min_attendees.length).toBeGreaterThan(0);
      expect(h.pictures.length).toBeGreaterThan(0);
    }
    expect(details.some((h) => h.food.some((f) => f.daysBasedPrice.length > 0))).toBe(true);
  });

  it('a month of events that keeps the booking rule, with cards for pending requests', async () => {
    const ids = (
      await db().select().from(rentingProperties).where(eq(rentingProperties.type, 'Hall'))
    ).map((r) => r.id);
    const events = await db().select().from(hallEvents).where(inArray(hallEvents.hallId, ids));
    expect(new Set(events.map((e) => e.status))).toEqual(
      new Set(['pending', 'booked', 'completed', 'declined']),
    );
    const today = marketDay();
    expect(events.filter((e) => e.status === 'completed').every((e) => e.date < today)).toBe(true);
    const admin = await db()
      .select()
      .from(hallAdminEvents)
      .where(inArray(hallAdminEvents.hallId, ids));
    expect(admin.length).toBeGreaterThan(0);
    // no day of a single-rental hall holds two live bookings
    for (const id of ids) {
      const detail = (await t.get(`/api/hallProperty/find/${id}`)).json().data as HallDetail;
      const live = events.filter(
        (e) => e.hallId === id && ['pending', 'booked'].includes(e.status),
      );
      const blocks = admin.filter((a) => a.hallId === id && a.status === 'booked');
      const days = [...live.map((e) => e.date), ...blocks.map((a) => a.date)];
      if (!detail.multiRentalAllowed) expect(new Set(days).size).toBe(days.length);
      else {
        const perDay = new Map<string, number>();
        for (const e of live) perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
        expect(Math.max(...perDay.values())).toBeLessThanOrEqual(detail.max_rent_per_day);
      }
    }
    for (const e of events.filter((x) => x.status === 'pending')) {
      const cards = await db().select().from(notifications).where(eq(notifications.about, e.id));
      expect(cards.map((c) => c.type)).toContain('rent-request');
    }
  });

  it('the calendar shows a closed day on the multi-rental hall', async () => {
    const rows = await db()
      .select()
      .from(rentingProperties)
      .where(eq(rentingProperties.type, 'Hall'));
    for (const r of rows) {
      const detail = (await t.get(`/api/hallProperty/find/${r.id}`)).json().data as HallDetail;
      if (!detail.multiRentalAllowed) continue;
      const events = await db().select().from(hallEvents).where(eq(hallEvents.hallId, r.id));
      const busiest = events.find((e) => events.filter((x) => x.date === e.date).length === 3)!;
      const month = (
        await t.get(
          `/api/hallEvents/events_between_a_month?date=${busiest.date.slice(0, 7)}&hall_id=${r.id}`,
        )
      ).json().data as HallMonthEvent[];
      expect(hallDayState(month, [], detail, busiest.date, new Date())).toBe('closed');
    }
  });
});
