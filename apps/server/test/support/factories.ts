import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { overallScore, type FacilitySelection, type Star } from '@rentals/shared';
import type { Executor } from '../../src/db/client';
import { favorites, ratings, rentingProperties, users } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/http/session-cookie';
import { createSession } from '../../src/modules/auth/sessions';

/**
 * Rows inserted straight into the database, for tests that need a marketplace to exist
 * rather than to test how it gets built. Every factory takes overrides of its columns.
 */

type Owner = string | { _id: string } | { id: string };
const idOf = (owner: Owner) =>
  typeof owner === 'string' ? owner : '_id' in owner ? owner._id : owner.id;

export type PropertyRow = typeof rentingProperties.$inferSelect;
type PropertyOverrides = Partial<typeof rentingProperties.$inferInsert>;

/** Six facilities from three categories: enough for any type but Land. */
export const SIX_FACILITIES: FacilitySelection = {
  HVAC: ['Air conditioning', 'Ceiling fan'],
  Services: ['Backup generator', 'Water tank'],
  'Home safety': ['Security guard', 'Perimeter wall'],
};

/** A picture URL of the shape uploads get (no file behind it unless the test stores one). */
export const fakePictureUrl = (seed: string = randomUUID()) =>
  `/uploads/properties/${createHash('sha256').update(seed).digest('hex')}.webp`;

let clock = Date.UTC(2026, 0, 1);
/** Creation times one minute apart in call order, so newest-first lists are predictable. */
const nextCreatedAt = () => new Date((clock += 60_000));

/** A general property of `owner` (a house in Hodan unless overridden), available and unverified. */
export async function createProperty(
  db: Executor,
  owner: Owner,
  overrides: PropertyOverrides = {},
): Promise<PropertyRow> {
  const type = overrides.type ?? 'House';
  const isLand = type === 'Land';
  const [row] = await db
    .insert(rentingProperties)
    .values({
      ownerId: idOf(owner),
      type,
      rooms: isLand ? null : 4,
      price: 450,
      area: 180,
      region: 'Benaadir',
      district: 'Hodan',
      facilities: isLand ? {} : SIX_FACILITIES,
      description: 'Guri qurxoon oo ku yaal Hodan. A bright family house with a water tank.',
      pictures: [fakePictureUrl()],
      createdAt: nextCreatedAt(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A user inserted directly (no session: use signUp from app.ts for one that signs in). */
export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({ name: `User ${n}`, email: `user-${n}@example.so`, ...overrides })
    .returning();
  return row!;
}

/** A user inserted directly with a live session: `cookie` signs requests in as them. */
export async function createSignedInUser(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(db, overrides);
  const token = await createSession(db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

/** One user's rating of a listing; overall is the average of the stars given. */
export async function createRating(
  db: Executor,
  listingId: string,
  user: Owner,
  stars: Star[],
  review = '',
) {
  const [row] = await db
    .insert(ratings)
    .values({ listingId, userId: idOf(user), stars, review, overall: overallScore(stars) })
    .returning();
  return row!;
}

export async function createFavorite(db: Executor, user: Owner, listingId: string) {
  await db.insert(favorites).values({ userId: idOf(user), listingId });
}

/** All five categories at the same number of stars. */
export const starsOf = (n: number): Star[] =>
  (['cleanliness', 'amenities', 'propertyConditions', 'communication', 'value'] as const).map(
    (category) => ({ category, stars: n }),
  );

/**
 * A real photo-like JPEG (gradient sky, ground, noise so it does not compress to nothing),
 * optionally with EXIF that must not survive the upload.
 */
export async function photoJpeg(
  opts: { width?: number; height?: number; seed?: number; exif?: boolean } = {},
) {
  const width = opts.width ?? 1600;
  const height = opts.height ?? 1200;
  const seed = opts.seed ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360},70%,60%)"/>
      <stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <rect y="${height * 0.6}" width="100%" height="${height * 0.4}" fill="#c2410c"/>
    <rect x="${width * 0.25}" y="${height * 0.3}" width="${width * 0.5}" height="${height * 0.35}" fill="#f5f5f4"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Sensor-like noise: a photo, unlike a flat drawing, has detail in every block.
  let state = seed * 2654435761;
  for (let i = 0; i < base.data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    base.data[i] = Math.max(0, Math.min(255, base.data[i]! + ((state >>> 24) % 25) - 12));
  }
  const image = sharp(base.data, { raw: base.info }).jpeg({ quality: 85 });
  if (opts.exif)
    image.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'owner-gps-secret' } } });
  return image.toBuffer();
}
