import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  countFacilities,
  DISTRICTS,
  inBand,
  overallScore,
  PRICE_BANDS,
  ROOM_BANDS,
} from '@rentals/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import {
  ratings,
  rentedRecords,
  rentingProperties,
  rentingRecords,
  users,
} from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed';
import { DEMO_USERS } from '../../src/db/seed/demo-users';
import { createLocalStorage } from '../../src/storage/storage';
import { apiClient } from '../support/app';
import { freshDatabase } from '../support/database';

/* The demo marketplace that `npm start` and the journeys open on: believable and complete. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-demo-props-'));
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: FastifyInstance;
const storage = createLocalStorage(path.join(dataDir, 'uploads'));

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.database.db, storage);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'none'),
  });
  app = await buildApp(config, { database: database.database });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => database.database.db;
// Apartment buildings, halls and hotels share the table; they have their own demo seeds.
const all = () =>
  db()
    .select()
    .from(rentingProperties)
    .where(notInArray(rentingProperties.type, ['Apartment', 'Hall', 'Hotel']));

describe('demo general properties', () => {
  it('spreads 60-80 listings over all 17 districts and the five general types', async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.length).toBeLessThanOrEqual(80);
    expect(new Set(rows.map((r) => r.district))).toEqual(new Set(DISTRICTS));
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['House', 'office', 'Land', 'Retail Space', 'business']),
    );
  });

  it('has listings in every price band and every room band of the filter', async () => {
    const rows = await all();
    for (const band of PRICE_BANDS)
      expect(rows.filter((r) => r.price !== null && inBand(r.price, band)).length).toBeGreaterThan(
        2,
      );
    for (const band of ROOM_BANDS)
      expect(rows.filter((r) => r.rooms !== null && inBand(r.rooms, band)).length).toBeGreaterThan(
        2,
      );
  });

  it('reads like real adverts: Somali and English, 6+ facilities, Land without rooms or facilities, names where the form asks', async () => {
    const rows = await all();
    expect(new Set(rows.map((r) => r.description)).size).toBeGreaterThan(rows.length / 2);
    for (const row of rows) {
      expect(row.description).toMatch(
        /\b(Guri|Villa|Xafiis|Xafiisyo|Dabaq|Goob|Bakhaar|Dhismo|Dukaan|Tukaan|Dhul)\b/,
      );
      expect(row.description).toMatch(/\b(the|with|and|in|of|for)\b/);
      expect(row.region).toBe('Benaadir');
      if (row.type === 'Land') {
        expect(row).toMatchObject({ rooms: null, facilities: {} });
      } else {
        expect(countFacilities(row.facilities)).toBeGreaterThanOrEqual(6);
        expect(row.rooms).toBeGreaterThanOrEqual(1);
      }
      if (row.type === 'Land' || row.type === 'Retail Space') expect(row.name).not.toBe('');
    }
  });

  it('is owned mostly by the demo owner, with some verified listings and some not', async () => {
    const rows = await all();
    const [owner] = await db().select().from(users).where(eq(users.email, DEMO_USERS.owner.email));
    expect(rows.filter((r) => r.ownerId === owner!.id).length).toBeGreaterThan(rows.length / 2);
    const verified = rows.filter((r) => r.verified).length;
    expect(verified).toBeGreaterThan(5);
    expect(verified).toBeLessThan(rows.length);
  });

  it('has a few pending and rented listings, each with the matching live record', async () => {
    const rows = await all();
    const records = await db().select().from(rentingRecords);
    const tenancies = await db().select().from(rentedRecords);
    for (const status of ['pending', 'rented'] as const) {
      const busy = rows.filter((r) => r.status === status);
      expect(busy.length).toBeGreaterThanOrEqual(2);
      for (const row of busy) {
        const record = records.find((r) => r.id === row.rentingRecordId);
        expect(record).toMatchObject({ propertyId: row.id, status });
        if (status === 'rented')
          expect(tenancies.filter((t) => t.rentingRecordId === record!.id)).toEqual([
            expect.objectContaining({ status: 'rented', checkOut: null }),
          ]);
      }
    }
    const live = records.filter((r) => r.status === 'pending' || r.status === 'rented');
    expect(live).toHaveLength(rows.filter((r) => r.rentingRecordId).length);
  });

  it('is rated by demo renters who rented before, overall the average of their stars', async () => {
    const rows = await all();
    const given = await db().select().from(ratings);
    const renters = await db().select().from(users);
    const renterIds = new Set(
      renters
        .filter((u) => /^(aamina|cumar|hodan|xasan|sahra)@/.test(u.email ?? ''))
        .map((u) => u.id),
    );
    expect(given.length).toBeGreaterThan(20);
    expect(new Set(given.map((r) => r.listingId)).size).toBeGreaterThan(10);
    const tenancies = await db().select().from(rentedRecords);
    for (const rating of given) {
      expect(renterIds.has(rating.userId)).toBe(true);
      expect(rating.overall).toBeCloseTo(overallScore(rating.stars), 10);
      expect(rating.stars).toHaveLength(5);
      expect(rating.review.length).toBeGreaterThan(10);
      const property = rows.find((r) => r.id === rating.listingId)!;
      expect(property.ownerId).not.toBe(rating.userId);
      expect(
        tenancies.some(
          (t) =>
            t.propertyId === rating.listingId &&
            t.renteeId === rating.userId &&
            t.status === 'completed',
        ),
      ).toBe(true);
    }
  });

  it('shows pictures from a small pool, stored in every size like uploads', async () => {
    const rows = await all();
    const pool = new Set(rows.flatMap((r) => r.pictures));
    expect(pool.size).toBeGreaterThanOrEqual(12);
    expect(pool.size).toBeLessThanOrEqual(20);
    for (const row of rows) expect(row.pictures.length).toBeGreaterThanOrEqual(2);
    for (const url of pool) {
      const display = fs.readFileSync(path.join(dataDir, url));
      const phone = fs.readFileSync(path.join(dataDir, url.replace('.webp', '-phone.webp')));
      const card = fs.readFileSync(path.join(dataDir, url.replace('.webp', '-card.webp')));
      expect(await sharp(display).metadata()).toMatchObject({ format: 'webp', width: 1280 });
      expect(await sharp(phone).metadata()).toMatchObject({ format: 'webp', width: 720 });
      expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 480 });
      expect(card.length).toBeLessThanOrEqual(35 * 1024);
    }
  });

  it('fills the home grid and the category tiles through the API', async () => {
    const api = apiClient(app);
    const home = (await api.get('/api/rentingProperty/renting')).json();
    expect(home.data).toHaveLength(24);
    expect(home.next).toEqual(expect.any(String));
    expect(home.data.some((c: { rating: { count: number } }) => c.rating.count > 0)).toBe(true);
    const counts = (await api.get('/api/rentingProperty/category-counts')).json().data;
    const browsable = (await all()).filter((r) => r.status !== 'rented').length;
    expect(counts.homes + counts.offices + counts.bussinesses + counts.retails + counts.lands).toBe(
      browsable,
    );
    // Halls and hotels have their own tiles, counted from their rows.
    const ofType = async (type: string) =>
      (await db().select().from(rentingProperties).where(eq(rentingProperties.type, type))).length;
    expect(counts.halls).toBe(await ofType('Hall'));
    expect(counts.hotels).toBe(await ofType('Hotel'));
    expect(counts.halls).toBeGreaterThan(0);
    expect(counts.hotels).toBeGreaterThan(0);
  });
});
