import {
  DEFAULT_REGION,
  DISTRICTS,
  FACILITY_CATALOGUE,
  overallScore,
  RATING_CATEGORIES,
  type FacilityCategory,
  type FacilitySelection,
  type Star,
} from '@rentals/shared';
import { eq } from 'drizzle-orm';
import { favorites, ratings, rentedRecords, rentingProperties, rentingRecords } from '../schema';
import { storeScene } from './listings';
import type { Storage } from '../../storage/storage';
import { DAY, HOUR, type Seed } from './seed';
import type { DemoUserKey } from './demo-users';
import { describe, nameOf, REVIEWS } from './property-texts';
import { sceneSvg, seededRandom, type SceneType } from './scenes';

/**
 * The general properties of the demo marketplace: 70 listings over all 17 districts and the
 * five general types, prices and rooms in every band of the filter, a few pending and rented
 * (with their records), some verified, rated and reviewed by the demo renters.
 */

/** Listings per type, in the order they interleave, and pictures drawn per type. */
const PLAN: { type: SceneType; count: number; pool: number }[] = [
  { type: 'House', count: 24, pool: 4 },
  { type: 'office', count: 12, pool: 3 },
  { type: 'business', count: 11, pool: 2 },
  { type: 'Retail Space', count: 11, pool: 2 },
  { type: 'Land', count: 12, pool: 3 },
];

/** Prices (US dollars a month) and rooms cycled per type, so every filter band has listings. */
const PRICES: Record<SceneType, number[]> = {
  House: [180, 450, 1000, 250, 600, 1200, 320, 750, 1500, 400, 900, 2200, 350, 550],
  office: [300, 800, 1800, 500, 1200, 2500, 650, 400],
  business: [250, 700, 1600, 450, 900, 3000, 380, 1100],
  'Retail Space': [150, 420, 1000, 200, 600, 280, 850, 120, 350],
  Land: [100, 500, 2000, 200, 800, 1200, 350, 150],
};
const ROOMS: Record<SceneType, (number | null)[]> = {
  House: [3, 5, 8, 2, 4, 12, 3, 6, 10, 4, 7, 14, 2, 5],
  office: [4, 8, 16, 2, 10, 20, 6, 3],
  business: [2, 5, 12, 1, 4, 14, 3, 8],
  'Retail Space': [1, 2, 4, 1, 3, 2, 6, 1, 2],
  Land: [null],
};
const AREAS: Record<SceneType, [number, number]> = {
  House: [140, 600],
  office: [90, 1200],
  business: [150, 2000],
  'Retail Space': [25, 300],
  Land: [300, 5000],
};
/** The facility categories an owner of each type ticks from. */
const FACILITY_CHOICES: Record<SceneType, FacilityCategory[]> = {
  House: [
    'Bed room',
    'Bath room',
    'Kitchen',
    'HVAC',
    'Home safety',
    'Services',
    'Parking',
    'Outdoor',
    'Family',
    'Location',
    'Not Allowed',
  ],
  office: ['Internet', 'HVAC', 'Parking', 'Home safety', 'Services', 'Location', 'Halls'],
  business: ['Parking', 'Home safety', 'Services', 'Location', 'HVAC', 'Internet'],
  'Retail Space': ['Location', 'Home safety', 'Services', 'HVAC', 'Parking', 'Internet'],
  Land: [],
};

/** Which listings (by position, newest first) are pending, rented or adverts, and for whom. */
const PENDING: Record<number, DemoUserKey> = {
  2: 'renter',
  15: 'renter2',
  31: 'renter3',
  48: 'renter4',
};
const RENTED: Record<number, DemoUserKey> = {
  5: 'renter',
  22: 'renter2',
  40: 'renter5',
  57: 'renter3',
};
const ADVERTS = new Set([11, 63]);
const RENTERS: DemoUserKey[] = ['renter', 'renter2', 'renter3', 'renter4', 'renter5'];
const FAVOURITES: Partial<Record<DemoUserKey, number[]>> = {
  renter: [1, 4, 9, 17, 26],
  renter2: [3, 12, 33],
};

type Rng = ReturnType<typeof seededRandom>;

function facilitiesFor(type: SceneType, rng: Rng): FacilitySelection {
  const categories = FACILITY_CHOICES[type];
  if (categories.length === 0) return {};
  const chosen: FacilitySelection = {};
  let total = 0;
  const target = rng.int(6, 14);
  for (const category of [...categories].sort(() => rng.next() - 0.5)) {
    if (total >= target) break;
    const names = FACILITY_CATALOGUE[category];
    const take = Math.min(names.length, rng.int(1, 3), target - total);
    chosen[category] = [...names].sort(() => rng.next() - 0.5).slice(0, take);
    total += take;
  }
  return chosen;
}

function starsAround(level: number, rng: Rng): Star[] {
  return RATING_CATEGORIES.map((category) => ({
    category,
    stars: Math.max(1, Math.min(5, Math.round(level + rng.between(-1, 1)))),
  }));
}

/** Renders the picture pool once per seed: each type's scenes, stored as uploads are. */
async function storePool(storage: Storage): Promise<Map<SceneType, string[]>> {
  const jobs = PLAN.flatMap(({ type, pool }) =>
    Array.from({ length: pool }, (_, variant) => ({ type, variant })),
  );
  const urls = new Map<SceneType, string[]>(PLAN.map(({ type }) => [type, []]));
  // Two at a time: the machine's cores, without ten decoded scenes in memory at once.
  for (let i = 0; i < jobs.length; i += 2) {
    const batch = jobs.slice(i, i + 2);
    const stored = await Promise.all(
      batch.map(async ({ type, variant }) => {
        return storeScene(storage, 'properties', sceneSvg(type, variant));
      }),
    );
    batch.forEach(({ type }, k) => urls.get(type)!.push(stored[k]!));
  }
  return urls;
}

/** Types interleaved so the newest-first grid mixes them, as a real marketplace would. */
function typeOrder(): SceneType[] {
  const left = new Map(PLAN.map((p) => [p.type, p.count]));
  const order: SceneType[] = [];
  while (order.length < PLAN.reduce((n, p) => n + p.count, 0)) {
    for (const { type } of PLAN) {
      const n = left.get(type)!;
      if (n > 0) {
        order.push(type);
        left.set(type, n - 1);
      }
    }
  }
  return order;
}

export const propertiesSeed: Seed = {
  name: 'general properties',
  async run({ tx, storage, users }) {
    const rng = seededRandom(20_260_101);
    const pool = await storePool(storage);
    const now = Date.now();
    const seen: Record<string, number> = {};

    const values = typeOrder().map((type, i) => {
      const n = (seen[type] = (seen[type] ?? -1) + 1);
      const district = DISTRICTS[(i * 7) % DISTRICTS.length]!;
      const rooms = ROOMS[type][n % ROOMS[type].length]!;
      const [minArea, maxArea] = AREAS[type];
      const area = Math.round(rng.between(minArea, maxArea) / 5) * 5;
      const pictures = pool.get(type)!;
      const count = Math.min(pictures.length, 2 + (i % 3));
      const owner = i % 10 === 3 ? users.hallOwner : i % 10 === 7 ? users.hotelOwner : users.owner;
      const createdAt = new Date(now - i * 37 * HOUR - rng.int(0, 50) * 60_000);
      return {
        ownerId: owner.id,
        type,
        rooms,
        price: PRICES[type][n % PRICES[type].length]!,
        area,
        region: DEFAULT_REGION,
        district,
        facilities: facilitiesFor(type, rng),
        description: describe(type, n, { district, rooms, area }),
        pictures: Array.from({ length: count }, (_, k) => pictures[(n + k) % pictures.length]!),
        verified: i % 5 === 0 || i % 5 === 2,
        status: ADVERTS.has(i) ? 'ad' : '',
        name: nameOf(type, n, district),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const rows = await tx
      .insert(rentingProperties)
      .values(values)
      .returning({ id: rentingProperties.id, createdAt: rentingProperties.createdAt });

    // Live requests and tenancies: the record, then the property pointing at it.
    for (const [status, byIndex] of [
      ['pending', PENDING],
      ['rented', RENTED],
    ] as const) {
      for (const [index, renter] of Object.entries(byIndex)) {
        const property = rows[Number(index)]!;
        const since = new Date(Math.min(now - HOUR, property.createdAt.getTime() + 3 * DAY));
        const [record] = await tx
          .insert(rentingRecords)
          .values({
            propertyId: property.id,
            renteeId: users[renter].id,
            status,
            createdAt: since,
            updatedAt: since,
          })
          .returning({ id: rentingRecords.id });
        if (status === 'rented')
          await tx.insert(rentedRecords).values({
            propertyId: property.id,
            renteeId: users[renter].id,
            rentingRecordId: record!.id,
            createdAt: since,
          });
        await tx
          .update(rentingProperties)
          .set({ status, rentingRecordId: record!.id })
          .where(eq(rentingProperties.id, property.id));
      }
    }

    // Past tenancies, one after another since the listing went up, each closed with the
    // tenant's rating and review. Listings a renter holds now, and the newest, have none.
    const live = new Set([...Object.keys(PENDING), ...Object.keys(RENTED)].map(Number));
    const past: { property: (typeof rows)[number]; renter: DemoUserKey; from: Date; to: Date }[] =
      [];
    rows.forEach((property, i) => {
      const window = (now - property.createdAt.getTime()) / DAY - 2;
      if (window < 10 || live.has(i) || rng.next() < 0.3) return;
      const count = Math.min(rng.int(1, 4), Math.floor(window / 5));
      const slot = window / count;
      [...RENTERS]
        .sort(() => rng.next() - 0.5)
        .slice(0, count)
        .forEach((renter, j) => {
          const from = property.createdAt.getTime() + (1 + j * slot) * DAY;
          past.push({
            property,
            renter,
            from: new Date(from),
            to: new Date(from + slot * 0.85 * DAY),
          });
        });
    });
    if (past.length > 0) {
      const records = await tx
        .insert(rentingRecords)
        .values(
          past.map(({ property, renter, from, to }) => ({
            propertyId: property.id,
            renteeId: users[renter].id,
            status: 'completed',
            createdAt: from,
            updatedAt: to,
          })),
        )
        .returning({ id: rentingRecords.id });
      await tx.insert(rentedRecords).values(
        past.map(({ property, renter, from, to }, k) => ({
          propertyId: property.id,
          renteeId: users[renter].id,
          rentingRecordId: records[k]!.id,
          status: 'completed',
          createdAt: new Date(from.getTime() + DAY / 2),
          checkOut: to,
        })),
      );
      const levels = new Map(rows.map((r) => [r.id, rng.between(2.6, 4.9)]));
      await tx.insert(ratings).values(
        past.map(({ property, renter, to: at }) => {
          const stars = starsAround(levels.get(property.id)!, rng);
          const overall = overallScore(stars);
          const texts = overall >= 4 ? REVIEWS.good : overall >= 3 ? REVIEWS.fair : REVIEWS.poor;
          return {
            listingId: property.id,
            userId: users[renter].id,
            stars,
            review: rng.pick(texts),
            overall,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    }

    const favouriteRows = Object.entries(FAVOURITES).flatMap(([renter, indexes]) =>
      indexes.map((i) => ({ userId: users[renter as DemoUserKey].id, listingId: rows[i]!.id })),
    );
    await tx.insert(favorites).values(favouriteRows);
  },
};
