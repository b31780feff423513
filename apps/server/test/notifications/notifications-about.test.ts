import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationWrapper } from '@rentals/shared';
import { registerAboutResolver } from '../../src/modules/notifications/about';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  type PropertyRow,
  createNotification,
  type Signed,
} from '../support/factories';

let t: TestApp;
let owner: Signed;
let guest: Signed;
let house: PropertyRow;
// Stands for an area's records (a hall event, a hotel reservation): ids that are not listings.
const records = new Map<string, { listingId: string; status: string }>();

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(t.app.deps.db, { name: 'Xaliimo Cali' });
  guest = await createSignedInUser(t.app.deps.db, { name: 'Axmed Faarax' });
  house = await createProperty(t.app.deps.db, owner.user.id, { pictures: ['/uploads/p/a.webp'] });
  registerAboutResolver(async (_db, ids) => {
    const found = new Map();
    for (const id of ids) {
      const record = records.get(id);
      if (record)
        found.set(id, {
          listingId: record.listingId,
          extra: { record_id: id, status: record.status },
        });
    }
    return found;
  });
});
afterAll(() => t.close());

const cards = async (who: Signed) =>
  (await t.get(`/api/notifications/notifier/${who.user.id}`, who.cookie)).json()
    .data as NotificationWrapper[];

describe('notifications about a record', () => {
  it('show the listing the record belongs to, with the record’s own fields, one card per record', async () => {
    const first = randomUUID();
    const second = randomUUID();
    records.set(first, { listingId: house.id, status: 'pending' });
    records.set(second, { listingId: house.id, status: 'booked' });
    for (const about of [first, second])
      await createNotification(t.app.deps.db, {
        type: 'hall-update',
        fromUserId: guest.user.id,
        notifierId: owner.user.id,
        about,
      });

    const shown = await cards(owner);
    expect(shown.map((c) => [c.notification.about, c.property])).toEqual(
      expect.arrayContaining([
        [first, expect.objectContaining({ _id: house.id, record_id: first, status: 'pending' })],
        [second, expect.objectContaining({ _id: house.id, record_id: second, status: 'booked' })],
      ]),
    );
    expect(shown).toHaveLength(2);
  });

  it('leave the listing out when the record is gone', async () => {
    const gone = randomUUID();
    await createNotification(t.app.deps.db, {
      type: 'rent-request',
      fromUserId: guest.user.id,
      notifierId: owner.user.id,
      about: gone,
    });
    const card = (await cards(owner)).find((c) => c.notification.about === gone);
    expect(card?.property).toBeNull();
  });
});
