import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary, RentingPropertyDetail } from '@rentals/shared';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createRating,
  createSignedInUser,
  createUser,
  starsOf,
  type PropertyRow,
} from '../support/factories';

/*
 * What a visitor sees while browsing: the home grid newest first and paged, category lists,
 * the filter bar's bands, the 'Explore more' counts and a property's detail page.
 */

let t: TestApp;
const db = () => t.app.deps.db;
let owner: Awaited<ReturnType<typeof createUser>>;
const made: Record<string, PropertyRow> = {};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(db(), { name: 'Maxamed Cabdi', contact: '+252 61 555 0101' });
  const add = async (key: string, overrides: Parameters<typeof createProperty>[2] = {}) =>
    (made[key] = await createProperty(db(), owner, overrides));
  // Created oldest first: the last one is the newest.
  await add('cheapHouse', { price: 150, rooms: 1, district: 'Hodan' });
  await add('bigHouse', { price: 1000, rooms: 10, district: 'Wadajir' });
  await add('edgeHouse', { price: 400, rooms: 4, district: 'Hodan' });
  await add('gapHouse', { price: 950, rooms: 5, district: 'Hodan' });
  await add('office', { type: 'office', price: 900, rooms: 11, district: 'Hodan' });
  await add('land', { type: 'Land', price: 600, rooms: null, district: 'Dayniile', name: 'Dhul' });
  await add('retail', { type: 'Retail Space', price: 300, rooms: 2, district: 'Shibis' });
  await add('business', { type: 'business', price: 2500, rooms: 14, district: 'Kaaraan' });
  await add('rented', { price: 500, rooms: 3, status: 'rented' });
  await add('pending', { price: 500, rooms: 3, status: 'pending' });
  await add('advert', {
    price: 700,
    rooms: 6,
    status: 'ad',
    description: 'Guri cusub. '.repeat(30),
  });
});
afterAll(() => t.close());

const ids = (cards: ListingSummary[]) => cards.map((c) => c._id);
const idsOf = (...keys: string[]) => keys.map((k) => made[k]!.id);

/** Follows `next` until the end, as the grid does while scrolling. */
async function walk(first: string, post?: object) {
  const pages: ListingSummary[][] = [];
  let url: string | null = first;
  while (url) {
    const res: { statusCode: number; json(): unknown } = post
      ? await t.post(url, post)
      : await t.get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: ListingSummary[]; next: string | null };
    pages.push(body.data);
    url = body.next ? `${first.split('?')[0]}?limit=3&cursor=${body.next}` : null;
  }
  return pages;
}

describe('home grid', () => {
  it('lists every listing but the rented ones, newest first, in pages that follow `next`', async () => {
    const pages = await walk('/api/rentingProperty/renting?limit=3');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flat().map((c) => c._id)).toEqual(
      idsOf(
        'advert',
        'pending',
        'business',
        'retail',
        'land',
        'office',
        'gapHouse',
        'edgeHouse',
        'bigHouse',
        'cheapHouse',
      ),
    );
    const last = await t.get('/api/rentingProperty/renting');
    expect(last.json().next).toBeNull();
    expect(last.json().data).toHaveLength(10);
  });

  it('shows a card: first picture, short description, status, score from the ratings table', async () => {
    const [r1, r2] = [await createUser(db()), await createUser(db())];
    await createRating(db(), made.advert!.id, r1, starsOf(5), 'Fiican');
    await createRating(db(), made.advert!.id, r2, [
      { category: 'cleanliness', stars: 4 },
      { category: 'value', stars: 2 },
    ]);
    const [card] = (await t.get('/api/rentingProperty/renting?limit=1')).json().data;
    expect(card).toMatchObject({
      _id: made.advert!.id,
      kind: 'Property',
      type: 'House',
      status: 'ad',
      price: 700,
      rooms: 6,
      location: { region: 'Benaadir', district: 'Hodan' },
      pictures: [made.advert!.pictures[0]],
      verified: false,
      rating: { overall: 4, count: 2 },
    });
    expect(card.description.length).toBeLessThanOrEqual(120);
    expect(card.description).toMatch(/^Guri cusub\..*\.\.\.$/);
    // A listing nobody rated reads 0 of 0.
    const pending = (await t.get('/api/rentingProperty/renting?limit=2')).json().data[1];
    expect(pending).toMatchObject({ status: 'pending', rating: { overall: 0, count: 0 } });
  });

  it('refuses a cursor it did not give and a page size over 100', async () => {
    const bad = await t.get('/api/rentingProperty/renting?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('cursor');
    expect((await t.get('/api/rentingProperty/renting?limit=101')).statusCode).toBe(400);
  });
});

describe('category lists', () => {
  it('lists the route type only: homes are houses, lands are land', async () => {
    const homes = (await t.get('/api/rentingProperty/property-category/homes')).json();
    expect(ids(homes.data)).toEqual(
      idsOf('advert', 'pending', 'gapHouse', 'edgeHouse', 'bigHouse', 'cheapHouse'),
    );
    expect(homes.next).toBeNull();
    const lands = (await t.get('/api/rentingProperty/property-category/lands')).json().data;
    expect(lands).toEqual([
      expect.objectContaining({ _id: made.land!.id, name: 'Dhul', rooms: null }),
    ]);
    for (const [route, key] of [
      ['offices', 'office'],
      ['bussinesses', 'business'],
      ['retails', 'retail'],
    ])
      expect(
        ids((await t.get(`/api/rentingProperty/property-category/${route}`)).json().data),
      ).toEqual(idsOf(key!));
  });

  it('pages a category like the grid', async () => {
    const pages = await walk('/api/rentingProperty/property-category/homes?limit=3');
    expect(pages.flat().map((c) => c._id)).toEqual(
      idsOf('advert', 'pending', 'gapHouse', 'edgeHouse', 'bigHouse', 'cheapHouse'),
    );
  });

  it('answers [] for hotels and halls (their kinds come later) and 400 for an unknown type', async () => {
    for (const route of ['hotels', 'halls'])
      expect((await t.get(`/api/rentingProperty/property-category/${route}`)).json()).toEqual({
        success: true,
        data: [],
        next: null,
      });
    const unknown = await t.get('/api/rentingProperty/property-category/castles');
    expect(unknown.statusCode).toBe(400);
  });

  it("counts each category for 'Explore more', rented ones left out", async () => {
    const counts = (await t.get('/api/rentingProperty/category-counts')).json().data;
    expect(counts).toEqual({
      homes: 6,
      offices: 1,
      bussinesses: 1,
      retails: 1,
      lands: 1,
      hotels: 0,
      halls: 0,
    });
  });
});

describe('filter bar', () => {
  const filter = async (body: object) => {
    const res = await t.post('/api/rentingProperty/filter', body);
    expect(res.statusCode).toBe(200);
    return ids(res.json().data);
  };
  const any = { start: 0, end: null };

  it('takes both ends of a price band: 400-900 has 400 and 900 but not 950', async () => {
    expect(
      await filter({ type: '', district: '', price: { start: 400, end: 900 }, rooms: any }),
    ).toEqual(idsOf('advert', 'pending', 'land', 'office', 'edgeHouse'));
  });

  it('leaves the top band open and keeps Land (no rooms) when rooms are any', async () => {
    expect(
      await filter({ type: '', district: '', price: { start: 1000, end: null }, rooms: any }),
    ).toEqual(idsOf('business', 'bigHouse'));
    expect(
      await filter({ type: '', district: '', price: any, rooms: { start: 10, end: null } }),
    ).toEqual(idsOf('business', 'office', 'bigHouse'));
    expect(
      await filter({ type: '', district: 'Dayniile', price: { start: 150, end: 900 }, rooms: any }),
    ).toEqual(idsOf('land'));
  });

  it('combines type, district and rooms 1-4', async () => {
    expect(
      await filter({ type: 'House', district: 'Hodan', price: any, rooms: { start: 1, end: 4 } }),
    ).toEqual(idsOf('pending', 'edgeHouse', 'cheapHouse'));
  });

  it("treats '' type and district and missing ranges as any", async () => {
    expect(await filter({})).toHaveLength(10);
  });

  it('pages filtered results', async () => {
    const body = { type: 'House', district: '', price: any, rooms: any };
    const pages = await walk('/api/rentingProperty/filter?limit=3', body);
    expect(pages.map((p) => p.length)).toEqual([3, 3]);
  });

  it('refuses a district outside Benaadir, naming the field', async () => {
    const res = await t.post('/api/rentingProperty/filter', { district: 'Nairobi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.district');
  });
});

describe('property detail', () => {
  it('answers the property with its owner under both spellings; the contact only when signed in', async () => {
    const visitor = await t.get(`/api/rentingproperty/find/${made.bigHouse!.id}`);
    expect(visitor.statusCode).toBe(200);
    const detail: RentingPropertyDetail = visitor.json().data;
    expect(detail).toMatchObject({
      _id: made.bigHouse!.id,
      owner: owner.id,
      type: 'House',
      price: 1000,
      rooms: 10,
      area: 180,
      location: { region: 'Benaadir', district: 'Wadajir' },
      pictures: made.bigHouse!.pictures,
      status: '',
      verified: false,
      rentingRecord_id: null,
      verificationRequested: false,
      ownerInfo: { _id: owner.id, name: 'Maxamed Cabdi', picture: '', contact: null },
    });
    expect(Object.values(detail.facilities).flat().length).toBeGreaterThanOrEqual(6);

    const reader = await createSignedInUser(db());
    const signedIn = await t.get(`/api/rentingProperty/find/${made.bigHouse!.id}`, reader.cookie);
    expect(signedIn.json().data.ownerInfo.contact).toBe('+252 61 555 0101');
  });

  it('answers 400 "Can\'t find the property" for an unknown or malformed id', async () => {
    for (const id of ['0b3c4d5e-1111-4222-8333-944455566677', 'not-an-id']) {
      const res = await t.get(`/api/rentingProperty/find/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Can't find the property");
    }
  });

  it('counts views of a known listing and refuses views of an unknown one', async () => {
    const seen = await t.post('/api/views/increase-views/', { propertyId: made.office!.id });
    expect(seen.json()).toEqual({ success: true, data: 'success' });
    const ghost = await t.post('/api/views/increase-views/', {
      propertyId: '0b3c4d5e-1111-4222-8333-944455566677',
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().message).toBe("Can't find the property");
    const counts = (await t.get(`/api/views/property-views/?propertyId=${made.office!.id}`)).json();
    expect(counts.data.views).toBe(1);
  });
});
