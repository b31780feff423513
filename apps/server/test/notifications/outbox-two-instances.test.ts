import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import {
  hallEvents,
  mailOutbox,
  notifications,
  rentingRecords,
  savedSearchMatches,
} from '../../src/db/schema';
import { expirePendingRequests } from '../../src/modules/request-flows/expiry';
import { matchChanges, sendDigests } from '../../src/modules/search/alerts';
import { enqueueMail } from '../../src/outbox/mail-queue';
import { apiClient } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  createHall,
  plainDay,
  askHall,
  askProperty,
} from '../support/factories';
import { startMailbox } from '../support/mailbox';
import { eventually, mailsTo, waitForMail } from '../support/notifications';
import { createScratchDatabase } from '../support/postgres';

/*
 * The outbox and the expiry sweep with two instances on one PostgreSQL database, as production
 * runs them: each message is delivered once whichever worker claims it, and the sweep declines
 * each request once and sends each mail once. PostgreSQL only: PGlite cannot be shared.
 */

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('two instances sharing the outbox', () => {
  const dataDirs: string[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  async function startInstance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-outbox-'));
    dataDirs.push(dataDir);
    return buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
        SMTP_URL: mailbox.url,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web'),
        WEB_SSR_ENTRY: path.join(dataDir, 'no-renderer.js'),
      }),
    );
  }

  beforeAll(async () => {
    [scratch, mailbox] = await Promise.all([
      createScratchDatabase(DATABASE_URL!, 'outbox'),
      startMailbox(),
    ]);
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
    await mailbox?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers each of many queued messages once, whichever instance claims it', async () => {
    const subjects = Array.from({ length: 60 }, (_, i) => `Batch ${i} ${randomUUID()}`);
    await a.deps.db.transaction(async (tx) => {
      for (const subject of subjects)
        await enqueueMail(tx, { to: 'many@example.so', subject, text: subject });
    });
    a.outbox.wake();
    b.outbox.wake();
    await eventually(() => expect(mailsTo(mailbox, 'many@example.so', 'Batch')).toHaveLength(60));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const subject of subjects)
      expect(mailsTo(mailbox, 'many@example.so', subject)).toHaveLength(1);
    const [left] = await a.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null`);
    expect(left!.n).toBe(0);
  });

  it('sends the e-mail of a request made on one instance once', async () => {
    const owner = await createSignedInUser(a.deps.db, { name: 'Faadumo Nuur' });
    const renter = await createSignedInUser(a.deps.db, { name: 'Cabdi Warsame' });
    const house = await createProperty(a.deps.db, owner.user.id, { name: 'Guri Daynile' });
    expect((await askProperty(apiClient(b), renter, house.id)).json().data).toBe('success');
    await waitForMail(mailbox, owner.user.email, 'Guri Daynile');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(mailbox, owner.user.email, 'Guri Daynile')).toHaveLength(1);
  });

  it('runs the expiry sweep on both at once: each request declined once, each mail sent once', async () => {
    const db = a.deps.db;
    const owner = await createSignedInUser(db, { name: 'Xaliimo Cali' });
    const renters = await Promise.all([1, 2, 3].map(() => createSignedInUser(db)));
    const houses = await Promise.all(
      renters.map((_, i) => createProperty(db, owner.user.id, { name: `Guri Expiry ${i}` })),
    );
    const hall = await createHall(db, owner.user.id, { name: 'Hoolka Expiry' });
    for (const [i, renter] of renters.entries()) {
      expect((await askProperty(apiClient(a), renter, houses[i]!.id)).json().data).toBe('success');
      // Two days apart: plainDay skips a Friday to the next day, so 10 + i could give one day twice.
      const date = plainDay(10 + 2 * i);
      expect((await askHall(apiClient(b), renter, hall.property.id, date)).json().data).toBe(
        'success',
      );
    }
    const old = sql`now() - interval '100 hours'`;
    const houseIds = houses.map((h) => h.id);
    await db
      .update(rentingRecords)
      .set({ createdAt: old })
      .where(inArray(rentingRecords.propertyId, houseIds));
    await db
      .update(hallEvents)
      .set({ createdAt: old })
      .where(inArray(hallEvents.hallId, [hall.property.id]));

    const [onA, onB] = await Promise.all([
      expirePendingRequests(a.deps),
      expirePendingRequests(b.deps),
    ]);
    expect(onA.rent + onB.rent).toBe(3);
    expect(onA.hall + onB.hall).toBe(3);

    const expired = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.type} = 'request-expired'`);
    expect(expired[0]!.n).toBe(12);
    for (const [i, renter] of renters.entries()) {
      await waitForMail(mailbox, renter.user.email, `Guri Expiry ${i} expired`);
      await waitForMail(mailbox, renter.user.email, 'Hoolka Expiry expired');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [i, renter] of renters.entries()) {
      expect(mailsTo(mailbox, renter.user.email, `Guri Expiry ${i} expired`)).toHaveLength(1);
      expect(mailsTo(mailbox, renter.user.email, 'Hoolka Expiry expired')).toHaveLength(1);
      expect(mailsTo(mailbox, owner.user.email, `Guri Expiry ${i} expired`)).toHaveLength(1);
    }
    expect(mailsTo(mailbox, owner.user.email, 'Hoolka Expiry expired')).toHaveLength(3);
  });

  it('claims a due timed job on one instance only', async () => {
    for (let round = 0; round < 5; round++) {
      await a.deps.db.execute(
        sql`update scheduled_jobs set next_run_at = now() - interval '1 second' where name = 'expire-requests'`,
      );
      const [onA, onB] = await Promise.all([a.outbox.runDueJobs(), b.outbox.runDueJobs()]);
      const ran = [...onA, ...onB].filter((name) => name === 'expire-requests');
      expect(ran).toHaveLength(1);
    }
  });

  it('matches new listings against saved searches on both at once: each renter told once (issue 35)', async () => {
    const owner = await createSignedInUser(a.deps.db, { name: 'Owner Alerts' });
    const renters = await Promise.all([1, 2, 3].map(() => createSignedInUser(a.deps.db)));
    for (const renter of renters)
      expect(
        (await apiClient(b).post('/api/saved-searches', { q: 'guri Shibis' }, renter.cookie))
          .statusCode,
      ).toBe(200);
    const houses = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        createProperty(a.deps.db, owner.user.id, { name: `Guri Alert ${i}`, district: 'Shibis' }),
      ),
    );
    // Both instances take the changes at the same moment, then both send the digests at the
    // same moment, besides their workers. (All four at once let a digest pass run before any
    // match was committed: it found nothing due, and the test then hung on the workers' period.)
    await Promise.all([matchChanges(a.deps.db), matchChanges(b.deps.db)]);
    await Promise.all([sendDigests(a.deps), sendDigests(b.deps)]);
    // The digests' mails wait in the outbox: wake the workers rather than wait for their poll.
    a.outbox.wake();
    b.outbox.wake();
    for (const renter of renters)
      await eventually(() =>
        expect(mailsTo(mailbox, renter.user.email, 'Guri Alert')).toHaveLength(1),
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const renter of renters) {
      expect(mailsTo(mailbox, renter.user.email, 'Guri Alert')).toHaveLength(1);
      const cards = await a.deps.db
        .select({ about: notifications.about })
        .from(notifications)
        .where(sql`${notifications.notifierId} = ${renter.user.id}`);
      expect(cards.map((c) => c.about).sort()).toEqual(houses.map((h) => h.id).sort());
    }
    const matches = await a.deps.db.select().from(savedSearchMatches);
    expect(matches).toHaveLength(12);
    expect(matches.every((m) => m.toldAt !== null)).toBe(true);
    expect(mailsTo(mailbox, owner.user.email, 'Guri Alert')).toEqual([]);
  });
});
