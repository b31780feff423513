import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { pictureVariant, type RentingProperty } from '@rentals/shared';
import { favorites, ratings, rentingProperties } from '../../src/db/schema';
import { encodeListingPicture, pictureKeys } from '../../src/media/listing-pictures';
import { startTestApp, type TestApp } from '../support/app';
import {
  createFavorite,
  createProperty,
  createRating,
  createSignedInUser,
  photoJpeg,
  SIX_FACILITIES,
  starsOf,
  type Signed,
} from '../support/factories';
import { multipartBody } from '../support/multipart';

/* An owner adds, edits and deletes a general property, with real pictures. */

let t: TestApp;
const db = () => t.app.deps.db;
let owner: Signed;
let other: Signed;
let photos: Buffer[];

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(db(), { name: 'Maxamed Cabdi' });
  other = await createSignedInUser(db(), { name: 'Cumar Nuur' });
  photos = await Promise.all([1, 2, 3].map((seed) => photoJpeg({ seed })));
});
afterAll(() => t.close());

const fieldsOf = (overrides: Record<string, unknown> = {}) => {
  const values: Record<string, unknown> = {
    folder: `${owner.user.id}/Property/abc123`,
    owner: owner.user.id,
    type: 'House',
    rooms: '4',
    price: '450',
    area: '220',
    location: { region: 'Benaadir', district: 'Hodan' },
    facilities: SIX_FACILITIES,
    description: 'Guri qurxoon oo ku yaal Hodan, close to the KM4 junction.',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
};
const files = (bytes: Buffer[], name = 'photo.jpg') =>
  bytes.map((b, i) => ({ name: `${i}-${name}`, bytes: b }));

const add = (
  fields: Record<string, string>,
  pictures: { name: string; bytes: Buffer }[],
  who = owner,
) =>
  t.send({
    method: 'POST',
    url: '/api/rentingProperty/add',
    cookie: who.cookie,
    ...multipartBody(fields, pictures),
  });
const update = (
  fields: Record<string, string>,
  pictures: { name: string; bytes: Buffer }[] = [],
  who = owner,
) =>
  t.send({
    method: 'POST',
    url: '/api/rentingProperty/update',
    cookie: who.cookie,
    ...multipartBody(fields, pictures),
  });

/** The start of a PNG that claims a size: enough for a reader to believe it, tiny on the wire. */
function pngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rowsOf = (ownerId: string) =>
  db().select().from(rentingProperties).where(eq(rentingProperties.ownerId, ownerId));
const rowOf = async (id: string) =>
  (await db().select().from(rentingProperties).where(eq(rentingProperties.id, id)))[0];
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const storageKey = (url: string) => t.app.deps.storage.keyOf(url)!;

/** A stored file's bytes, straight from storage (null when there is none). */
async function readStored(key: string): Promise<Buffer | null> {
  const stream = await t.app.deps.storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('adding a property', () => {
  it('stores it with upright, metadata-free WebP pictures in three sizes, and lists it', async () => {
    const rotated = await photoJpeg({ width: 1600, height: 1200, exif: true, seed: 9 });
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const res = await add(fieldsOf(), files([rotated, photos[0]!, photos[1]!]));
    expect(res.statusCode).toBe(200);
    const property: RentingProperty = res.json().data;
    expect(property).toMatchObject({
      owner: owner.user.id,
      type: 'House',
      rooms: 4,
      price: 450,
      area: 220,
      location: { region: 'Benaadir', district: 'Hodan' },
      facilities: SIX_FACILITIES,
      status: '',
      verified: false,
      name: '',
    });
    expect(property.pictures).toHaveLength(3);
    for (const url of property.pictures)
      expect(url).toMatch(/^\/uploads\/properties\/[a-f0-9]{64}\.webp$/);

    // Orientation 6 means "turn a quarter": the stored picture stands upright (portrait).
    const display = await fetchFile(property.pictures[0]!);
    expect(display.statusCode).toBe(200);
    expect(display.headers['cache-control']).toContain('immutable');
    const meta = await sharp(display.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const landscape = await sharp((await fetchFile(property.pictures[1]!)).rawPayload).metadata();
    expect(landscape).toMatchObject({ width: 1280, height: 960 });

    const card = await fetchFile(property.pictures[1]!.replace('.webp', '-card.webp'));
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
    expect(card.rawPayload.length).toBeLessThanOrEqual(35 * 1024);

    // The phone size is stored with the upload (not made on request), between the other two.
    const phoneKey = pictureVariant(storageKey(property.pictures[1]!), 'phone');
    const phone = await readStored(phoneKey);
    expect(phone).not.toBeNull();
    expect(await sharp(phone!).metadata()).toMatchObject({
      format: 'webp',
      width: 720,
      height: 540,
    });
    const displayBytes = (await fetchFile(property.pictures[1]!)).rawPayload.length;
    expect(phone!.length).toBeGreaterThan(card.rawPayload.length);
    expect(phone!.length).toBeLessThan(displayBytes);
    expect((await fetchFile(pictureVariant(property.pictures[1]!, 'phone'))).statusCode).toBe(200);

    const mine = await t.get(`/api/users/properties?userId=${owner.user.id}`, owner.cookie);
    expect(mine.json().data.map((c: { _id: string }) => c._id)).toContain(property._id);
    const home = (await t.get('/api/rentingProperty/renting')).json().data;
    expect(home[0]).toMatchObject({ _id: property._id, pictures: [property.pictures[0]] });
  });

  it('adds Land without rooms or facilities, and keeps its name', async () => {
    const res = await add(
      fieldsOf({ type: 'Land', rooms: undefined, facilities: {}, name: 'Dhul banaan Dayniile' }),
      files([photos[2]!]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'Land',
      rooms: null,
      facilities: {},
      name: 'Dhul banaan Dayniile',
    });
  });

  it("answers the spec's messages, in the spec's order, and writes nothing", async () => {
    const before = (await rowsOf(owner.user.id)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: '' }, 1, 'Fadlan buuxi goobaha banaan!!!'],
      [{ area: undefined }, 1, 'Fadlan buuxi goobaha banaan!!!'],
      [{ location: { region: 'Benaadir', district: '' } }, 1, 'Fadlan buuxi goobaha banaan!!!'],
      [{ description: '   ' }, 0, 'Fadlan buuxi goobaha banaan!!!'],
      [{}, 0, 'No pictures are selected!!!'],
      [{}, 11, 'Only 10 images are allowed'],
      [{ facilities: { HVAC: ['Air conditioning'] } }, 1, 'Facilities less than 6'],
      [{ price: '' }, 1, 'Fadlan buuxi goobaha banaan!!!'],
    ];
    for (const [overrides, pictures, message] of cases) {
      const res = await add(
        fieldsOf(overrides),
        files(Array.from({ length: pictures }, (_, i) => photos[i % 3]!)),
      );
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await rowsOf(owner.user.id)).toHaveLength(before);
  });

  it('answers the same words past the upload limit of the form reader (16 files)', async () => {
    const res = await add(fieldsOf(), files(Array.from({ length: 16 }, () => photos[0]!)));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Only 10 images are allowed']);
  });

  it("answers 'No pictures are selected!!!' to a JSON body (no files)", async () => {
    const { folder: _folder, ...json } = fieldsOf();
    const res = await t.post(
      '/api/rentingProperty/add',
      { ...json, location: { region: 'Benaadir', district: 'Hodan' }, facilities: SIX_FACILITIES },
      owner.cookie,
    );
    expect([res.statusCode, res.json().message]).toEqual([400, 'No pictures are selected!!!']);
  });

  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const before = (await rowsOf(owner.user.id)).length;
    const res = await add(fieldsOf(), [
      { name: 'front.jpg', bytes: photos[0]! },
      { name: 'lease.jpg', bytes: Buffer.from('%PDF-1.4 a lease, not a photo') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'pictures: "lease.jpg" must be an image (JPEG, PNG, WebP, GIF or AVIF)',
    );
    expect(await rowsOf(owner.user.id)).toHaveLength(before);
  });

  it('refuses a damaged photo and a picture claiming more pixels than any camera takes', async () => {
    const before = (await rowsOf(owner.user.id)).length;
    const truncated = photos[0]!.subarray(0, Math.floor(photos[0]!.length / 3));
    const damaged = await add(fieldsOf(), [{ name: 'cut.jpg', bytes: truncated }]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toMatch(/^pictures: "cut.jpg"/);
    const bomb = await add(fieldsOf(), [{ name: 'bomb.png', bytes: pngHeader(20_000, 20_000) }]);
    expect([bomb.statusCode, bomb.json().message]).toEqual([
      400,
      'pictures: "bomb.png" has more than 40 megapixels',
    ]);
    expect(await rowsOf(owner.user.id)).toHaveLength(before);
  });

  it('refuses a picture over 10 MB with 413', async () => {
    const huge = Buffer.concat([photos[0]!, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await add(fieldsOf(), [{ name: 'huge.jpg', bytes: huge }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/10 MB/);
  });

  it('refuses bad details by field name: a district outside Benaadir, an unknown facility', async () => {
    const district = await add(
      fieldsOf({ location: { region: 'Benaadir', district: 'Nairobi' } }),
      files([photos[0]!]),
    );
    expect(district.statusCode).toBe(400);
    expect(district.json().message).toContain('body.location.district');
    const facility = await add(
      fieldsOf({ facilities: { ...SIX_FACILITIES, Kitchen: ['Helicopter pad'] } }),
      files([photos[0]!]),
    );
    expect(facility.statusCode).toBe(400);
    expect(facility.json().message).toContain('body.facilities.Kitchen');
  });

  it('adds only for the signed-in owner', async () => {
    const forged = await add(fieldsOf({ owner: other.user.id }), files([photos[0]!]));
    expect(forged.statusCode).toBe(403);
    expect(await rowsOf(other.user.id)).toHaveLength(0);
    const visitor = await t.send({
      method: 'POST',
      url: '/api/rentingProperty/add',
      ...multipartBody(fieldsOf(), files([photos[0]!])),
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the phone size of a picture stored before it existed', () => {
  it('is made from the display file on first request, stored, then served as stored', async () => {
    // Stored as an older upload was: the display and card files only.
    const picture = await encodeListingPicture(await photoJpeg({ seed: 11 }));
    const keys = pictureKeys('properties', picture.hash);
    await t.app.deps.storage.put(keys.display, picture.display, 'image/webp');
    await t.app.deps.storage.put(keys.card, picture.card, 'image/webp');
    expect(await readStored(keys.phone)).toBeNull();

    const first = await fetchFile(t.app.deps.storage.url(keys.phone));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720 });
    expect((await readStored(keys.phone))?.equals(first.rawPayload)).toBe(true);

    const put = vi.spyOn(t.app.deps.storage, 'put');
    try {
      const second = await fetchFile(t.app.deps.storage.url(keys.phone));
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });

  it('keeps a picture narrower than 720 px at its own width', async () => {
    const narrow = await encodeListingPicture(await photoJpeg({ width: 600, height: 450 }));
    expect(await sharp(narrow.phone).metadata()).toMatchObject({ width: 600, height: 450 });
  });

  it('answers 404 without a display file, and makes no other size on request', async () => {
    const keys = pictureKeys('properties', 'e'.repeat(64));
    const missing = await fetchFile(t.app.deps.storage.url(keys.phone));
    expect(missing.statusCode).toBe(404);
    expect(await readStored(keys.phone)).toBeNull();

    // A display file alone does not bring back its card file: only the phone size is derived.
    const picture = await encodeListingPicture(await photoJpeg({ seed: 12 }));
    const stored = pictureKeys('properties', picture.hash);
    await t.app.deps.storage.put(stored.display, picture.display, 'image/webp');
    expect((await fetchFile(t.app.deps.storage.url(stored.card))).statusCode).toBe(404);
  });

  it('answers 404, not 500, when the display file is damaged, and stores nothing', async () => {
    const keys = pictureKeys('properties', 'd'.repeat(64));
    await t.app.deps.storage.put(keys.display, Buffer.from('not a picture'), 'image/webp');
    const res = await fetchFile(t.app.deps.storage.url(keys.phone));
    expect(res.statusCode).toBe(404);
    expect(await readStored(keys.phone)).toBeNull();
  });
});

describe('editing a property', () => {
  let property: RentingProperty;
  beforeAll(async () => {
    property = (await add(fieldsOf(), files(photos))).json().data;
  });

  it("refuses another user's edit and delete with 403 and changes nothing", async () => {
    const before = await rowOf(property._id);
    const edit = await update(
      { propertyId: property._id, updatedValues: JSON.stringify({ price: 1 }) },
      [],
      other,
    );
    expect(edit.statusCode).toBe(403);
    const remove = await t.post(
      '/api/rentingProperty/delete',
      { propertyId: property._id },
      other.cookie,
    );
    expect(remove.statusCode).toBe(403);
    expect(await rowOf(property._id)).toEqual(before);
  });

  it('changes price, rooms and district (JSON body too)', async () => {
    const res = await t.post(
      '/api/rentingProperty/update',
      {
        propertyId: property._id,
        updatedValues: {
          price: 520,
          rooms: 5,
          location: { region: 'Benaadir', district: 'Wadajir' },
        },
      },
      owner.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      price: 520,
      rooms: 5,
      location: { district: 'Wadajir' },
      pictures: property.pictures,
    });
  });

  it('answers the property unchanged when nothing changed', async () => {
    const before = await rowOf(property._id);
    const res = await update({
      propertyId: property._id,
      folder: 'x',
      updatedValues: JSON.stringify({ price: 520 }),
    });
    expect(res.json().data.price).toBe(520);
    expect((await rowOf(property._id))!.updatedAt).toEqual(before!.updatedAt);
  });

  it('reorders the existing pictures, and refuses pictures that are not its own', async () => {
    const reversed = [...property.pictures].reverse();
    const res = await update({
      propertyId: property._id,
      updatedValues: JSON.stringify({ pictures: reversed }),
    });
    expect(res.json().data.pictures).toEqual(reversed);
    const foreign = await update({
      propertyId: property._id,
      updatedValues: JSON.stringify({
        pictures: ['/uploads/properties/' + 'a'.repeat(64) + '.webp'],
      }),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await rowOf(property._id))!.pictures).toEqual(reversed);
  });

  it('replaces every picture with uploaded files', async () => {
    const fresh = await photoJpeg({ seed: 42, width: 1000, height: 700 });
    const res = await update({ propertyId: property._id, updatedValues: '{}' }, [
      { name: 'new.jpg', bytes: fresh },
    ]);
    expect(res.statusCode).toBe(200);
    const pictures: string[] = res.json().data.pictures;
    expect(pictures).toHaveLength(1);
    expect(property.pictures).not.toContain(pictures[0]);
    const meta = await sharp((await fetchFile(pictures[0]!)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000 });
  });

  it("refuses more than 10 files with 'Pictures are more than 10' and a bad file, changing nothing", async () => {
    const before = await rowOf(property._id);
    const many = await update(
      { propertyId: property._id },
      files(Array.from({ length: 11 }, (_, i) => photos[i % 3]!)),
    );
    expect([many.statusCode, many.json().message]).toEqual([400, 'Pictures are more than 10']);
    const bad = await update({ propertyId: property._id }, [
      { name: 'x.png', bytes: Buffer.from('not a picture') },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(await rowOf(property._id)).toEqual(before);
  });

  it('answers 400 for an unknown property', async () => {
    const res = await update({
      propertyId: '0b3c4d5e-1111-4222-8333-944455566677',
      updatedValues: '{}',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, "Can't find the property"]);
  });
});

describe('deleting a property', () => {
  it('refuses with 409 while pending or rented', async () => {
    for (const status of ['pending', 'rented']) {
      const busy = await createProperty(db(), owner.user.id, { status });
      const res = await t.post(
        '/api/rentingProperty/delete',
        { propertyId: busy.id },
        owner.cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(await rowOf(busy.id)).toBeDefined();
    }
  });

  it('deletes it with its favourites and ratings; it is gone from every list', async () => {
    const doomed = await createProperty(db(), owner.user.id);
    await createFavorite(db(), other.user, doomed.id);
    await createRating(db(), doomed.id, other.user, starsOf(4), 'Fiican');
    const res = await t.post(
      '/api/rentingProperty/delete',
      { propertyId: doomed.id },
      owner.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect(await rowOf(doomed.id)).toBeUndefined();
    expect(await db().select().from(favorites).where(eq(favorites.listingId, doomed.id))).toEqual(
      [],
    );
    expect(await db().select().from(ratings).where(eq(ratings.listingId, doomed.id))).toEqual([]);
    expect((await t.get(`/api/rentingProperty/find/${doomed.id}`)).statusCode).toBe(400);
    const again = await t.post(
      '/api/rentingProperty/delete',
      { propertyId: doomed.id },
      owner.cookie,
    );
    expect(again.statusCode).toBe(400);
  });
});

describe("the owner's list", () => {
  it('shows every status of their own listings, and only to them', async () => {
    const mine = (await t.get(`/api/users/properties?userId=${owner.user.id}`, owner.cookie)).json()
      .data as { status: string }[];
    expect(new Set(mine.map((c) => c.status))).toEqual(new Set(['', 'pending', 'rented']));
    expect(
      (await t.get(`/api/users/properties?userId=${owner.user.id}`, other.cookie)).statusCode,
    ).toBe(403);
    expect((await t.get(`/api/users/properties?userId=${owner.user.id}`)).statusCode).toBe(401);
  });
});
