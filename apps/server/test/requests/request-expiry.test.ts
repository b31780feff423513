import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { NotificationWrapper, RequestFlow } from '@rentals/shared';
import {
  apartmentAddresses,
  apartmentRentingRecords,
  hallEvents,
  hotelReservations,
  rentingRecords,
} from '../../src/db/schema';
import { expirePendingRequests } from '../../src/modules/request-flows/expiry';
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
  type Signed,
  dayFromToday,
} from '../support/factories';
import { mailsTo, propertyRow, waitForMail } from '../support/notifications';

/*
 * Pending requests expire (issue 15): a request the owner has not answered within
 * REQUEST_EXPIRY_HOURS is declined by the system, both sides hear of it in the inbox and by
 * e-mail, and the slot can be asked for again. One sweep per request flow (a kind's facts name
 * its flow; a kind that takes no requests has none to expire), through the real API and the real
 * SMTP receiver.
 */

const EXPIRY_HOURS = 72;
let t: TestApp;
let owner: Signed;

beforeAll(async () => {
  t = await startTestApp({ REQUEST_EXPIRY_HOURS: String(EXPIRY_HOURS) });
  owner = await createSignedInUser(db(), { name: 'Xaliimo Cali' });
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const inbox = async (who: Signed) =>
  (await t.get(`/api/notifications/notifier/${who.user.id}`, who.cookie)).json()
    .data as NotificationWrapper[];
const cards = async (who: Signed, about: string) =>
  (await inbox(who))
    .filter((card) => card.notification.about === about)
    .map((card) => ({ type: card.notification.type, from: card.user._id }));

/** One flow's request, made by `renter` through the API, and how to see and age it. */
type Scenario = {
  name: string;
  /** how its cards and e-mails name it: the listing, or the apartment in its building */
  subject: string;
  /** what the request's inbox cards are about */
  about: string;
  /** the request's status now */
  status(): Promise<string>;
  /** sets the time it was asked for back by `hours` */
  age(hours: number): Promise<void>;
  /** another renter asks for the same slot */
  askAgain(who: Signed): Promise<unknown>;
};

const scenarios: Record<
  Exclude<RequestFlow, 'none'>,
  (renter: Signed, name: string) => Promise<Scenario>
> = {
  // a general property's rent request
  async rent(renter, name) {
    const house = await createProperty(db(), owner.user.id, { name });
    expect((await askProperty(t, renter, house.id)).json().data).toBe('success');
    const recordId = (await propertyRow(db(), house.id)).rentingRecordId!;
    const record = eq(rentingRecords.id, recordId);
    return {
      name,
      subject: name,
      about: house.id,
      status: async () => (await db().select().from(rentingRecords).where(record))[0]!.status,
      age: async (hours) => {
        await db()
          .update(rentingRecords)
          .set({ createdAt: hoursAgo(hours) })
          .where(record);
      },
      askAgain: async (who) => (await askProperty(t, who, house.id)).json().data,
    };
  },
  async hall(renter, name) {
    const { property } = await createHall(db(), owner.user.id, { name });
    const date = plainDay(15);
    expect((await askHall(t, renter, property.id, date)).json().data).toBe('success');
    const [event] = await db().select().from(hallEvents).where(eq(hallEvents.hallId, property.id));
    const row = eq(hallEvents.id, event!.id);
    return {
      name,
      subject: name,
      about: event!.id,
      status: async () => (await db().select().from(hallEvents).where(row))[0]!.status,
      age: async (hours) => {
        await db()
          .update(hallEvents)
          .set({ createdAt: hoursAgo(hours) })
          .where(row);
      },
      askAgain: async (who) => (await askHall(t, who, property.id, date)).json().data,
    };
  },
  async hotel(renter, name) {
    const hotel = await createHotel(db(), owner.user.id, ['D1'], name);
    const stay = [dayFromToday(20), dayFromToday(23)] as const;
    expect((await askHotel(t, renter, hotel, 'D1', ...stay)).json().data.data).toBe('success');
    const [res] = await db()
      .select()
      .from(hotelReservations)
      .where(eq(hotelReservations.hotelId, hotel.hotelId));
    const row = eq(hotelReservations.id, res!.id);
    return {
      name,
      subject: name,
      about: res!.id,
      status: async () => (await db().select().from(hotelReservations).where(row))[0]!.status,
      age: async (hours) => {
        await db()
          .update(hotelReservations)
          .set({ createdAt: hoursAgo(hours), requestedAt: hoursAgo(hours) })
          .where(row);
      },
      askAgain: async (who) => (await askHotel(t, who, hotel, 'D1', ...stay)).json().data.data,
    };
  },
  // an apartment of a building
  async apartment(renter, name) {
    const building = await createBuilding(db(), owner.user.id, ['A1'], name);
    expect((await askApartment(t, renter, building.id, 'A1')).json().data).toBe('success');
    const [record] = await db()
      .select()
      .from(apartmentRentingRecords)
      .where(eq(apartmentRentingRecords.buildingId, building.id));
    const row = eq(apartmentRentingRecords.id, record!.id);
    return {
      name,
      subject: `apartment A1 (2-bedroom apartment) in ${name}`,
      about: record!.id,
      status: async () => (await db().select().from(apartmentRentingRecords).where(row))[0]!.status,
      age: async (hours) => {
        await db()
          .update(apartmentRentingRecords)
          .set({ createdAt: hoursAgo(hours) })
          .where(row);
      },
      askAgain: async (who) => (await askApartment(t, who, building.id, 'A1')).json().data,
    };
  },
};

const FLOWS = Object.keys(scenarios) as (keyof typeof scenarios)[];

describe.each(FLOWS)('a pending %s request', (flow) => {
  let renter: Signed;
  let stale: Scenario;
  let fresh: Scenario;

  beforeAll(async () => {
    renter = await createSignedInUser(db(), { name: 'Axmed Faarax' });
    stale = await scenarios[flow](renter, `${flow} Lido`);
    fresh = await scenarios[flow](renter, `${flow} Jazeera`);
    await stale.age(EXPIRY_HOURS + 1);
    await fresh.age(EXPIRY_HOURS - 1);
  });

  it('unanswered past the expiry time is declined by one sweep; a newer one is untouched', async () => {
    const swept = await expirePendingRequests(t.app.deps);
    expect(swept[flow]).toBe(1);
    expect(await stale.status()).toBe('declined');
    expect(await fresh.status()).toBe('pending');
    const again = await expirePendingRequests(t.app.deps);
    expect(again).toEqual({ rent: 0, hall: 0, hotel: 0, apartment: 0, none: 0 });
  });

  it('tells both sides in the inbox: the renter from the system, the owner from the renter', async () => {
    expect(await cards(renter, stale.about)).toEqual([{ type: 'request-expired', from: 'admin' }]);
    // The owner's request card is gone, replaced by the news that it expired.
    expect(await cards(owner, stale.about)).toEqual([
      { type: 'request-expired', from: renter.user.id },
    ]);
    const [card] = (await inbox(renter)).filter((c) => c.notification.about === stale.about);
    expect(card!.property?.name).toBe(stale.name);
    expect(await cards(owner, fresh.about)).toEqual([
      { type: 'rent-request', from: renter.user.id },
    ]);
  });

  it('tells both sides by e-mail, once each', async () => {
    // long subjects are folded onto a second header line
    const unfolded = (mail: string) => mail.replace(/\r?\n[ \t]+/g, ' ');
    const toRenter = unfolded(
      await waitForMail(t.mailbox, renter.user.email, `${stale.subject} expired`),
    );
    expect(toRenter).toContain(`Subject: Your request for ${stale.subject} expired`);
    expect(toRenter).toContain('the owner did not answer in time');
    const toOwner = unfolded(
      await waitForMail(t.mailbox, owner.user.email, `${stale.subject} expired`),
    );
    expect(toOwner).toContain(`Subject: A request for ${stale.subject} expired`);
    expect(toOwner).toContain(`Axmed Faarax's request for ${stale.subject} expired unanswered`);
    expect(mailsTo(t.mailbox, renter.user.email, `${stale.subject} expired`)).toHaveLength(1);
    expect(mailsTo(t.mailbox, owner.user.email, `${stale.subject} expired`)).toHaveLength(1);
    expect(mailsTo(t.mailbox, renter.user.email, `${fresh.name} expired`)).toEqual([]);
  });

  it('frees the slot: another renter can ask for it', async () => {
    const another = await createSignedInUser(db());
    expect(await stale.askAgain(another)).toBe('success');
    expect(await fresh.askAgain(another)).not.toBe('success');
  });
});

describe('an apartment request', () => {
  it('frees its address and keeps the card of another request of the renter there', async () => {
    const renter = await createSignedInUser(db());
    const building = await createBuilding(db(), owner.user.id, ['B1', 'B2'], 'Daarta Hodan');
    for (const address of ['B1', 'B2'])
      expect((await askApartment(t, renter, building.id, address)).json().data).toBe('success');
    await db()
      .update(apartmentRentingRecords)
      .set({ createdAt: hoursAgo(EXPIRY_HOURS + 1) })
      .where(
        sql`${apartmentRentingRecords.addressId} = (select id from ${apartmentAddresses} where address = 'B1' and building_id = ${building.id})`,
      );
    expect((await expirePendingRequests(t.app.deps)).apartment).toBe(1);
    const addresses = await db()
      .select()
      .from(apartmentAddresses)
      .where(eq(apartmentAddresses.buildingId, building.id));
    expect(Object.fromEntries(addresses.map((a) => [a.address, a.status]))).toEqual({
      B1: 'available',
      B2: 'pending',
    });
    // Each request has its own card: B1's went with it, B2's still waits.
    const records = await db()
      .select({ id: apartmentRentingRecords.id, status: apartmentRentingRecords.status })
      .from(apartmentRentingRecords)
      .where(eq(apartmentRentingRecords.buildingId, building.id));
    const b2 = records.find((r) => r.status === 'pending')!;
    const b1 = records.find((r) => r.status === 'declined')!;
    expect(await cards(owner, b2.id)).toEqual([{ type: 'rent-request', from: renter.user.id }]);
    expect(await cards(owner, b1.id)).toEqual([{ type: 'request-expired', from: renter.user.id }]);
  });
});

describe('the sweep as a timed job', () => {
  it('runs from the outbox worker once per period', async () => {
    await db().execute(
      sql`update scheduled_jobs set next_run_at = now() - interval '1 second' where name = 'expire-requests'`,
    );
    expect(await t.app.outbox.runDueJobs()).toContain('expire-requests');
    expect(await t.app.outbox.runDueJobs()).not.toContain('expire-requests');
  });
});
