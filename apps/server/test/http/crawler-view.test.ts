import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@rentals/shared';
import { rentingProperties } from '../../src/db/schema';
import {
  encodeListingPicture,
  pictureKeys,
  storeListingPicture,
} from '../../src/media/listing-pictures';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createRating,
  createUser,
  photoJpeg,
  starsOf,
  createHall,
  createBuilding,
  createHotel,
} from '../support/factories';

// What a link-preview crawler (WhatsApp, Facebook) or a search engine sees of each page with
// plain HTTP, no script run (issue 18): the page's own head, a JPEG preview picture it can
// fetch, structured data, and honest 404s. A stand-in build's index plays the web app's part.
let t: TestApp;
let dist: string;
let owner: { id: string };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-crawler-'));
  // The build's index as apps/web/index.html makes it: a title and description of its own.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta\n      name="description"\n      content="Rent homes in Mogadishu."\n    />' +
      '<!--app-config--><title>Mogadishu Rentals</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ WEB_DIST: dist });
  owner = await createUser(t.app.deps.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A picture uploaded as the forms upload one: every size stored, its display URL answered. */
async function uploadedPicture(seed: number) {
  const picture = await encodeListingPicture(await photoJpeg({ seed }));
  return storeListingPicture(t.app.deps.storage, 'properties', picture);
}

/** Gives a listing made by a fixture an uploaded picture. */
async function givePicture(id: string, seed: number) {
  await t.app.deps.db
    .update(rentingProperties)
    .set({ pictures: [await uploadedPicture(seed)] })
    .where(eq(rentingProperties.id, id));
}

/** Fetched as a crawler does: no key, no cookie, no script. */
const crawl = (url: string, host = 'rentals.example') =>
  t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': 'WhatsApp/2.23' } });

/** The content of `<meta property|name="key">`, unescaped. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1] === undefined ? undefined : unescape(match[1]);
}
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => {
  const text = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return text === undefined ? undefined : unescape(text);
};
const headOf = (html: string) => html.split('</head>')[0]!;
function jsonLdOf(html: string): Record<string, unknown> {
  const body = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(body).toBeDefined();
  return JSON.parse(body!) as Record<string, unknown>;
}

/** The preview picture a crawler would download: JPEG, 1200x630, under 300 KB. */
async function expectPreviewPicture(imageUrl: string) {
  expect(imageUrl).toMatch(/^http:\/\/rentals\.example\/uploads\/.+-preview\.jpg$/);
  const file = await crawl(imageUrl.replace('http://rentals.example', ''));
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/jpeg');
  expect(file.rawPayload.length).toBeLessThan(300 * 1024);
  const meta = await sharp(file.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
}

describe("a crawler's view of each kind of listing", () => {
  it('a general listing: its name, district and monthly price, preview picture and data', async () => {
    const house = await createProperty(t.app.deps.db, owner.id, {
      name: 'Guri Qurxoon',
      price: 450,
      pictures: [await uploadedPicture(1)],
    });
    await createRating(t.app.deps.db, house.id, await createUser(t.app.deps.db), starsOf(4));
    // Any of the listing's paths is the same page, shared under one address.
    const page = await crawl(`/rentingproperty/find/${house.id}`);
    expect(page.statusCode).toBe(200);
    const head = headOf(page.body);
    expect(titleOf(head)).toBe('Guri Qurxoon · Mogadishu Rentals');
    // The build's own title and description gave way to the page's.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toContain('Rent homes in Mogadishu.');
    expect(metaOf(head, 'description')).toMatch(/^House in Hodan, Mogadishu · \$450 a month\. /);
    expect(metaOf(head, 'og:title')).toBe('Guri Qurxoon, Hodan · $450 a month');
    expect(metaOf(head, 'og:description')).toBe(metaOf(head, 'description'));
    const url = `http://rentals.example/default/${house.id}`;
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaOf(head, 'og:url')).toBe(url);
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:image:width')).toBe('1200');
    expect(metaOf(head, 'og:image:height')).toBe('630');
    expect(metaOf(head, 'og:image:type')).toBe('image/jpeg');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    await expectPreviewPicture(metaOf(head, 'og:image')!);

    expect(jsonLdOf(head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Accommodation'],
      name: 'Guri Qurxoon',
      url,
      image: [metaOf(head, 'og:image')],
      address: { addressLocality: 'Mogadishu', streetAddress: 'Hodan' },
      offers: { price: 450, priceSpecification: { priceCurrency: 'USD', unitCode: 'MON' } },
      aggregateRating: { ratingValue: 4, ratingCount: 1 },
    });
  });

  it('a hall: its hourly rate, an EventVenue', async () => {
    const { property: hall } = await createHall(t.app.deps.db, owner.id, {
      name: 'Hoolka Jasiira',
      district: 'Wadajir',
      hourlyRate: 120,
    });
    await givePicture(hall.id, 2);
    const page = await crawl(`/halls/${hall.id}`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('Hoolka Jasiira · Mogadishu Rentals');
    expect(metaOf(page.body, 'og:title')).toBe('Hoolka Jasiira, Wadajir · $120 an hour');
    expect(metaOf(page.body, 'description')).toMatch(/^Event hall in Wadajir, Mogadishu/);
    await expectPreviewPicture(metaOf(page.body, 'og:image')!);
    const data = jsonLdOf(page.body);
    expect(data).toMatchObject({
      '@type': ['Product', 'EventVenue'],
      offers: { priceSpecification: { price: 120, unitCode: 'HUR' } },
    });
    // Nobody rated it: no rating is claimed.
    expect(data.aggregateRating).toBeUndefined();
  });

  it('a hotel: from its lowest nightly rate, a Hotel', async () => {
    const hotel = await createHotel(t.app.deps.db, owner.id, ['101'], 'Hotel Sahafi');
    await givePicture(hotel.hotelId, 3);
    const page = await crawl(`/hotels/${hotel.hotelId}`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('Hotel Sahafi · Mogadishu Rentals');
    expect(metaOf(page.body, 'og:title')).toBe('Hotel Sahafi, Hodan · from $80 a night');
    expect(jsonLdOf(page.body)).toMatchObject({
      '@type': 'Hotel',
      priceRange: 'from $80 a night',
      makesOffer: { priceSpecification: { price: 80, unitCode: 'DAY' } },
    });
    await expectPreviewPicture(metaOf(page.body, 'og:image')!);
  });

  it('an apartment building: from its cheapest apartment a month', async () => {
    const building = await createBuilding(t.app.deps.db, owner.id, ['A1'], 'Daarta Xamar');
    const page = await crawl(`/apartment-buildings/${building.id}`);
    expect(page.statusCode).toBe(200);
    expect(metaOf(page.body, 'og:title')).toBe('Daarta Xamar, Hodan · from $350 a month');
    expect(metaOf(page.body, 'description')).toMatch(/^Apartment building in Hodan, Mogadishu/);
  });

  it('names no picture when the listing has none', async () => {
    const land = await createProperty(t.app.deps.db, owner.id, { type: 'Land', pictures: [] });
    const page = await crawl(`/default/${land.id}`);
    expect(titleOf(page.body)).toBe('Land in Hodan · Mogadishu Rentals');
    expect(metaOf(page.body, 'og:image')).toBeUndefined();
    expect(metaOf(page.body, 'twitter:card')).toBe('summary');
  });

  it("escapes what owners wrote: nothing in a name closes the title, an attribute or the data's script", async () => {
    const trap = `Villa "Nice" </title></script><script>alert(1)</script> & co`;
    const house = await createProperty(t.app.deps.db, owner.id, { name: trap });
    const page = await crawl(`/default/${house.id}`);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(metaOf(page.body, 'og:title')).toBe(`${trap}, Hodan · $450 a month`);
    expect(jsonLdOf(page.body).name).toBe(trap);
  });

  it('takes the origin from the request unless PUBLIC_URL is set, and ignores a bad Host', async () => {
    const house = await createProperty(t.app.deps.db, owner.id);
    const local = await crawl(`/default/${house.id}`, 'localhost:3210');
    expect(metaOf(local.body, 'og:url')).toBe(`http://localhost:3210/default/${house.id}`);
    const forged = await crawl(`/default/${house.id}`, 'evil.example"><script>');
    expect(forged.body).not.toContain('evil.example');

    const dist2 = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-crawler-'));
    fs.copyFileSync(path.join(dist, 'index.html'), path.join(dist2, 'index.html'));
    const site = await startTestApp({ WEB_DIST: dist2, PUBLIC_URL: 'https://rentals.so/' });
    try {
      const other = await createProperty(site.app.deps.db, await createUser(site.app.deps.db));
      const page = await site.app.inject({ method: 'GET', url: `/default/${other.id}` });
      expect(metaOf(page.body, 'og:url')).toBe(`https://rentals.so/default/${other.id}`);
      const robots = await site.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: https://rentals.so/sitemap.xml');
    } finally {
      await site.close();
      fs.rmSync(dist2, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('home and category pages', () => {
  it('have their own title, description and address', async () => {
    const home = await crawl('/?type=Apartment');
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe('Mogadishu Rentals · find your perfect place');
    expect(home.body).toContain('<link rel="canonical" href="http://rentals.example/">');
    const halls = await crawl('/properties/halls?district=Hodan');
    expect(halls.statusCode).toBe(200);
    expect(titleOf(halls.body)).toBe('Halls · Mogadishu Rentals');
    expect(metaOf(halls.body, 'description')).toMatch(/^Halls for rent in Mogadishu/);
    // A filtered list is the category's page.
    expect(metaOf(halls.body, 'og:url')).toBe('http://rentals.example/properties/halls');
  });
});

describe('pages that do not exist', () => {
  it('an unknown path answers 404 with the not-found page', async () => {
    for (const url of ['/no/such/page', '/properties/castles', '/halls', '/default/x/y']) {
      const page = await crawl(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(titleOf(page.body), url).toBe(`${messages.notFoundTitle} · Mogadishu Rentals`);
      expect(metaOf(page.body, 'robots')).toBe('noindex');
    }
    // A crawler that asks HEAD first meets the same status.
    const head = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/properties/homes' })).statusCode).toBe(200);
  });

  it("a missing listing of any kind, or a malformed id, answers 404 'Can't find the property'", async () => {
    const house = await createProperty(t.app.deps.db, owner.id);
    const urls = [
      `/default/${randomUUID()}`,
      '/default/not-an-id',
      `/halls/${randomUUID()}`,
      `/hotels/${randomUUID()}`,
      `/apartment-buildings/${randomUUID()}`,
      // A house is no hall: the hall's page cannot show it.
      `/halls/${house.id}`,
    ];
    for (const url of urls) {
      const page = await crawl(url);
      expect(page.statusCode, url).toBe(404);
      expect(titleOf(page.body), url).toBe(`${messages.cantFindProperty} · Mogadishu Rentals`);
      expect(page.body).not.toContain('og:image');
    }
  });

  it('keeps the pages of the app and the API as they were', async () => {
    expect((await crawl('/login')).statusCode).toBe(200);
    expect((await crawl('/properties/default/abc/edit')).statusCode).toBe(200);
    const api = await crawl('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});

describe('the preview picture of a picture stored before previews existed', () => {
  it('is made from the display file when a crawler first asks, then stored', async () => {
    const picture = await encodeListingPicture(await photoJpeg({ seed: 7 }));
    const keys = pictureKeys('properties', picture.hash);
    await t.app.deps.storage.put(keys.display, picture.display, 'image/webp');
    expect(await t.app.deps.storage.open(keys.preview)).toBeNull();
    const house = await createProperty(t.app.deps.db, owner.id, {
      pictures: [t.app.deps.storage.url(keys.display)],
    });
    const page = await crawl(`/default/${house.id}`);
    await expectPreviewPicture(metaOf(page.body, 'og:image')!);
    expect(await t.app.deps.storage.open(keys.preview)).not.toBeNull();
  });
});
