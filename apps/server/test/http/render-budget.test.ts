import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../support/app';
import { startAppWithRenderer } from '../support/renderer';
import { createSignedInUser } from '../support/factories';

// Issue 32 item 5: a page the cache does not hold costs a rendering (about 28 ms of CPU, ten
// times a cached one), and anyone could ask for any number of them with unique filters. Each
// client address may now cause RENDERS_PER_MINUTE renderings; past them it gets the page
// unrendered (the app's shell, which the browser renders), while pages the cache holds stay
// rendered for it and other clients are not touched. A stand-in renderer counts its renderings.
let web: TestApp;
const renderer = `
export function configure() {}
export async function render(url) {
  globalThis.budgetRenders.push(url);
  return { html: '<p>rendered ' + url + '</p>', state: { url } };
}`;
const rendered = () => (globalThis as unknown as { budgetRenders: string[] }).budgetRenders;
const LIMIT = 5;

beforeAll(async () => {
  (globalThis as unknown as { budgetRenders: string[] }).budgetRenders = [];
  web = await startAppWithRenderer(renderer, {
    LIST_CACHE_SECONDS: '60',
    RENDERS_PER_MINUTE: String(LIMIT),
  });
});
afterAll(() => web.close());

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const open = async (url: string, remoteAddress: string, cookie?: string) => {
  const page = await web.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { status: page.statusCode, root: rootOf(page.body) };
};

describe('the rendering one client may cause', () => {
  it('is bounded per client address: past it, unique pages come unrendered; cached pages and other clients stay rendered', async () => {
    const greedy = '203.0.113.7';
    const before = rendered().length;
    const pages = [];
    for (let n = 1; n <= 3 * LIMIT; n++) pages.push(await open(`/?rooms=${n}`, greedy));
    // Every page is answered, none refused; only the first LIMIT cost a rendering.
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
    expect(rendered().length - before).toBe(LIMIT);
    expect(pages.slice(0, LIMIT).map((p) => p.root)).toEqual(
      Array.from({ length: LIMIT }, (_, i) => `<p>rendered /?rooms=${i + 1}</p>`),
    );
    for (const page of pages.slice(LIMIT)) expect(page.root).toBe('');

    // A page the cache holds costs nothing: still rendered for the greedy client.
    expect(await open('/?rooms=2', greedy)).toEqual({
      status: 200,
      root: '<p>rendered /?rooms=2</p>',
    });
    // Another client is not touched, even for a page the greedy one was refused.
    expect(await open(`/?rooms=${2 * LIMIT}`, '198.51.100.20')).toEqual({
      status: 200,
      root: `<p>rendered /?rooms=${2 * LIMIT}</p>`,
    });
    // And the refused page was not cached as unrendered: the other client's rendering serves it.
    expect((await open(`/?rooms=${2 * LIMIT}`, greedy)).root).toBe(
      `<p>rendered /?rooms=${2 * LIMIT}</p>`,
    );
  });

  it("counts a signed-in person's pages, which are never cached, under the same bound", async () => {
    const client = '203.0.113.99';
    const { cookie } = await createSignedInUser(web.app.deps.db, { name: 'Hodan Maxamed' });
    const before = rendered().length;
    const roots = [];
    for (let n = 0; n < LIMIT + 2; n++) roots.push((await open('/', client, cookie)).root);
    expect(rendered().length - before).toBe(LIMIT);
    expect(roots.slice(LIMIT)).toEqual(['', '']);
  });
});
