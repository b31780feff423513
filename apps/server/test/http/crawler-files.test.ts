import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createUser,
  createHall,
  createBuilding,
  createHotel,
} from '../support/factories';

// robots.txt and the sitemap (issue 18): what crawlers may read and every public page to read,
// fetched as a crawler does (no key). Files are split at 2 listings here instead of 50,000, so
// the split is seen with a handful of rows.
let t: TestApp;
let owner: { id: string };

beforeAll(async () => {
  t = await startTestApp({ SITEMAP_URLS_PER_FILE: '2' });
  owner = await createUser(t.app.deps.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const crawl = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'rentals.example' } });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Every listing URL the sitemap names, read file by file as a crawler would. */
async function everyListedUrl() {
  const index = await crawl('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const urls: string[] = [];
  const lastmods: string[] = [];
  for (const file of locsOf(index.body)) {
    const res = await crawl(file.replace('http://rentals.example', ''));
    expect(res.statusCode, file).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = locsOf(res.body);
    // At most the configured number of listings a file.
    if (!file.endsWith('/pages.xml')) expect(locs.length).toBeLessThanOrEqual(2);
    urls.push(...locs);
    lastmods.push(...[...res.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!));
  }
  return { files: locsOf(index.body), urls, lastmods };
}

describe('robots.txt', () => {
  it('is plain text, names the sitemap and keeps crawlers out of the API and accounts', async () => {
    const res = await crawl('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Sitemap: http://rentals.example/sitemap.xml');
    for (const path of ['/api/', '/myaccount', '/admin', '/property-management'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).not.toMatch(/Disallow: \/properties\/homes|Disallow: \/default\//);
  });
});

describe('the sitemap', () => {
  it('is an index whose files list home, categories and every public listing of every kind', async () => {
    const house = await createProperty(t.app.deps.db, owner.id);
    const { property: hall } = await createHall(t.app.deps.db, owner.id);
    const hotel = await createHotel(t.app.deps.db, owner.id, ['1']);
    const building = await createBuilding(t.app.deps.db, owner.id, ['A']);
    const index = await crawl('/sitemap.xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);

    const { urls, lastmods } = await everyListedUrl();
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://rentals.example/',
        'http://rentals.example/properties/homes',
        'http://rentals.example/properties/halls',
        `http://rentals.example/default/${house.id}`,
        `http://rentals.example/halls/${hall.id}`,
        `http://rentals.example/hotels/${hotel.hotelId}`,
        `http://rentals.example/apartment-buildings/${building.id}`,
      ]),
    );
    expect(lastmods).toContain(house.updatedAt.toISOString());
  });

  it('names a new listing at once, and never a rented or unknown-type one', async () => {
    const rented = await createProperty(t.app.deps.db, owner.id, { status: 'rented' });
    const odd = await createProperty(t.app.deps.db, owner.id, { type: 'Castle' });
    const before = await everyListedUrl();
    const fresh = await createProperty(t.app.deps.db, owner.id, { name: 'Guri cusub' });
    const after = await everyListedUrl();
    expect(before.urls).not.toContain(`http://rentals.example/default/${fresh.id}`);
    expect(after.urls).toContain(`http://rentals.example/default/${fresh.id}`);
    expect(after.urls.join(' ')).not.toContain(rented.id);
    expect(after.urls.join(' ')).not.toContain(odd.id);
    // Each listing once, however the files split.
    expect(new Set(after.urls).size).toBe(after.urls.length);
  });

  it('splits a kind into files of at most the limit, and has no file past the last', async () => {
    for (let i = 0; i < 5; i += 1) await createProperty(t.app.deps.db, owner.id);
    const { files, urls } = await everyListedUrl();
    const propertyFiles = files.filter((f) => /\/sitemaps\/property-\d+\.xml$/.test(f));
    const properties = urls.filter((u) => u.includes('/default/'));
    expect(properties.length).toBeGreaterThanOrEqual(6);
    expect(propertyFiles).toHaveLength(Math.ceil(properties.length / 2));
    const past = await crawl(`/sitemaps/property-${propertyFiles.length + 1}.xml`);
    expect(past.statusCode).toBe(404);
    for (const junk of ['/sitemaps/castle-1.xml', '/sitemaps/property-0.xml', '/sitemaps/x'])
      expect((await crawl(junk)).statusCode, junk).toBe(404);
  });
});
