import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '../support/test';
import { newEmail, personIn, signUp } from '../support/journeys';
import { listHouse } from '../support/listings';

// A listing link shared on WhatsApp or Facebook, and the search engines that find it (issue 18):
// their crawlers fetch the page with plain HTTP and run no code, so everything they read must be
// in the HTML the server sends, and the sitemap must name every public listing.

const API = { 'x-api-key': 'dev-api-key' };
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** Every address the sitemap names, file by file, as a crawler reads it. */
async function sitemapUrls(request: APIRequestContext) {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const urls: string[] = [];
  for (const file of locsOf(await index.text())) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    urls.push(...locsOf(await res.text()));
  }
  return urls;
}

test("a new listing's link shows its name, price and picture to a crawler, and the sitemap names it", async ({
  browser,
  request,
}) => {
  const token = Math.random().toString(36).slice(2, 8);
  const description = `Token ${token}: a cool house with a roof terrace and a well near Shibis market`;
  const owner = await personIn(browser);
  await signUp(owner.page, 'Sahra Owner', newEmail('links'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await listHouse(owner.page, { description, district: 'Shibis' });
  await owner.context.close();

  const list = await request.get('/api/rentingProperty/property-category/homes', { headers: API });
  const cards = ((await list.json()) as { data: { _id: string; description: string }[] }).data;
  const house = cards.find((card) => card.description.includes(token));
  expect(house, 'the new house in the homes list').toBeDefined();

  // The crawler's view: no key, no cookie, no script.
  const page = await request.get(`/rentingproperty/find/${house!._id}`, {
    headers: { 'user-agent': 'WhatsApp/2.23.20.0' },
  });
  expect(page.status()).toBe(200);
  const html = await page.text();
  const head = html.split('</head>')[0]!;
  expect(head).toContain('<title>House in Shibis · Mogadishu Rentals</title>');
  expect(metaOf(head, 'og:title')).toBe('House in Shibis · $350 a month');
  expect(metaOf(head, 'description')).toMatch(/^House in Shibis, Mogadishu · \$350 a month\./);
  expect(metaOf(head, 'og:url')).toMatch(new RegExp(`^http://[^/]+/default/${house!._id}$`));
  expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  const structured = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  expect(JSON.parse(structured!)).toMatchObject({
    '@type': ['Product', 'Accommodation'],
    address: { addressLocality: 'Mogadishu', streetAddress: 'Shibis' },
  });

  // The preview picture: an absolute address, a JPEG of 1200x630 under 300 KB.
  const image = metaOf(head, 'og:image')!;
  expect(image).toMatch(/^http:\/\/.+-preview\.jpg$/);
  expect(metaOf(head, 'og:image:width')).toBe('1200');
  expect(metaOf(head, 'og:image:height')).toBe('630');
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const bytes = await picture.body();
  expect(bytes.length).toBeLessThan(300 * 1024);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

  // The sitemap names it, and robots.txt names the sitemap.
  expect(await sitemapUrls(request)).toContain(new URL(`/default/${house!._id}`, image).href);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);

  // Honest answers: an unknown page and a missing listing are 404s, not the app's page with 200.
  expect((await request.get('/no/such/page')).status()).toBe(404);
  const missing = await request.get('/halls/5f0c0f52-8a51-4c52-9c7e-3a4a0f3c8b21');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/Can(&#39;|&#x27;|')t find the property/);
});
