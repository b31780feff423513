import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCache } from '../../src/http/public-cache';
import { type TestApp } from '../support/app';
import { startAppWithRenderer } from '../support/renderer';
import { createHall, createProperty, createUser } from '../support/factories';

// Issue 20: a visitor's rendered page was cached under its whole address, so 800 `/?q=N` cost
// 800 renderings and 190 MB. A page is now rendered and cached at its path with only the query
// parameters it reads. A stand-in renderer counts its renderings and shows the address it got.
let web: TestApp;
const renderer = `
export function configure() {}
export async function render(url) {
  globalThis.renderedUrls.push(url);
  return { html: '<p>rendered ' + url + '</p>', state: { url } };
}`;
const rendered = () => (globalThis as unknown as { renderedUrls: string[] }).renderedUrls;

beforeAll(async () => {
  (globalThis as unknown as { renderedUrls: string[] }).renderedUrls = [];
  web = await startAppWithRenderer(renderer, {
    LIST_CACHE_SECONDS: '60',
  });
});
afterAll(() => web.close());

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const open = async (url: string) => {
  const page = await web.app.inject({ method: 'GET', url });
  return { status: page.statusCode, root: rootOf(page.body) };
};
/** The renderings and cache entries the visits cost. */
const cost = async (urls: string[]) => {
  const renders = rendered().length;
  const entries = publicCache(web.app.deps).size;
  const pages = [];
  for (const url of urls) pages.push(await open(url));
  return {
    pages,
    renders: rendered().slice(renders),
    entries: publicCache(web.app.deps).size - entries,
  };
};

describe("a visitor's page in the page cache", () => {
  it('is one rendering of the home page whatever unknown parameters the address carries', async () => {
    const { pages, renders, entries } = await cost([
      '/?q=1',
      '/?q=2',
      '/?utm_source=x&utm_campaign=1',
      '/',
    ]);
    expect(renders).toEqual(['/']);
    expect(entries).toBe(1);
    for (const page of pages) expect(page).toEqual({ status: 200, root: '<p>rendered /</p>' });
  });

  it('keeps the filter the page reads, in one order, and drops the rest', async () => {
    const { pages, renders } = await cost([
      '/?type=House&q=1',
      '/?q=2&type=House',
      '/?rooms=2&junk=1&district=Hodan',
      '/?district=Hodan&rooms=2',
    ]);
    expect(renders).toEqual(['/?type=House', '/?district=Hodan&rooms=2']);
    expect(pages.map((page) => page.root)).toEqual([
      '<p>rendered /?type=House</p>',
      '<p>rendered /?type=House</p>',
      '<p>rendered /?district=Hodan&rooms=2</p>',
      '<p>rendered /?district=Hodan&rooms=2</p>',
    ]);
  });

  it("keeps a category's filter and a hotel's stay, and nothing else", async () => {
    const hotel = randomUUID();
    const { renders } = await cost([
      '/properties/homes?junk=1',
      '/properties/homes?junk=2&price=100-300',
      `/hotels/${hotel}?check_in=2026-12-01&check_out=2026-12-03&adults=2&fbclid=abc`,
      `/hotels/${hotel}?fbclid=def&check_in=2026-12-01&check_out=2026-12-03&adults=2`,
    ]);
    expect(renders).toEqual([
      '/properties/homes',
      '/properties/homes?price=100-300',
      `/hotels/${hotel}?check_in=2026-12-01&check_out=2026-12-03&adults=2`,
    ]);
  });

  it('renders every unknown path as the one not-found page', async () => {
    const { pages, renders, entries } = await cost(['/no-such-page-1', '/no/such/page?x=2']);
    expect(pages.map((page) => page.status)).toEqual([404, 404]);
    expect(renders).toEqual(['/404']);
    expect(entries).toBe(1);
  });

  it("caches no facts for a listing address that is not an id, only the page's one rendering", async () => {
    const { pages, entries } = await cost(['/default/not-an-id', '/default/not-an-id?q=1']);
    expect(pages.map((page) => page.status)).toEqual([404, 404]);
    expect(entries).toBe(1);
    // A well-formed id that names nothing: its facts and its page, bounded by the cache's bytes.
    expect((await cost([`/default/${randomUUID()}`])).entries).toBe(2);
  });

  it("is rendered again after a booking only for the halls' and hotels' pages", async () => {
    const owner = await createUser(web.app.deps.db);
    const { property: hall } = await createHall(web.app.deps.db, owner.id);
    const house = await createProperty(web.app.deps.db, owner.id);
    const urls = ['/', `/default/${house.id}`, `/halls/${hall.id}`];
    await cost(urls);
    const cache = publicCache(web.app.deps);
    const kept = () => urls.filter((url) => cache.has(`page:spec:${url}`));
    expect(kept()).toEqual(urls);
    // A booking changes a hall's calendar: the home page and a house's page stay as they were.
    cache.invalidate(['bookings']);
    expect(kept()).toEqual(['/', `/default/${house.id}`]);
    await cost(urls);
    expect(kept()).toEqual(urls);
    // A listing's change can show on every page.
    cache.invalidate(['listings']);
    expect(kept()).toEqual([]);
  });
});
