import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageViews, rentingProperties } from '../../src/db/schema';
import { earlyTracking } from '../../src/http/early-tracking';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';

// The server's rendering of public pages (issue 8 item 2): the web build's renderer is given the
// page's URL and an in-process fetch carrying the visitor's cookie; its markup goes in #root and
// its data in a JSON script the client hydrates from. A stand-in renderer plays the web build's
// part here (the real one exists only after a build; the e2e journeys drive it in Chromium).
let web: TestApp;
let dir: string;
const renderer = `
export function configure(meta) { globalThis.rendererMeta = meta; }
export async function render(url, serverFetch) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  // an owner's page with charts: Property management answers, a report never finishes
  if (url.endsWith('/report')) await new Promise(() => undefined);
  if (url === '/property-management') {
    const me = await serverFetch('/api/users/login/authorization', {});
    return { html: '<p>owner session ' + me.status + '</p>', state: {} };
  }
  const id = url.split('/').pop();
  const listing = await (await serverFetch('/api/rentingproperty/find/' + id, {})).json();
  if (listing.data.name === 'Cannot render') throw new Error('a page that cannot render');
  if (listing.data.name === 'Slow page') await new Promise((resolve) => setTimeout(resolve, 300));
  const me = await serverFetch('/api/users/login/authorization', { headers: { accept: 'application/json' } });
  return {
    html: '<h1>' + listing.data.name + '</h1><p>session ' + me.status + '</p>',
    state: {
      name: listing.data.name,
      trap: '</script><script>alert(1)</script>',
      queries: [{ state: { dataUpdatedAt: Date.now() } }],
    },
  };
}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-ssr-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<html><head><!--app-config-->' +
      '<script type="module" crossorigin src="/assets/app.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/dep.js">' +
      '</head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'entry-server.mjs'), renderer);
  web = await startTestApp({
    WEB_DIST: path.join(dir, 'dist'),
    WEB_SSR_ENTRY: path.join(dir, 'entry-server.mjs'),
  });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stateOf = (html: string) =>
  JSON.parse(
    /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as { name: string; queries: Array<{ state: { dataUpdatedAt: number } }> };
const renders = () => (globalThis as { renders?: number }).renders ?? 0;

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('a public page rendered by the server', () => {
  it("carries the listing's markup in #root and its data, escaped, for the client", async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id, { name: 'Guri Hodan' });
    const page = await web.app.inject({ method: 'GET', url: `/default/${house.id}` });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('<h1>Guri Hodan</h1><p>session 401</p>');
    const state = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(state!)).toMatchObject({
      name: 'Guri Hodan',
      trap: '</script><script>alert(1)</script>',
    });
    // Nothing in the data can close its script tag and run.
    expect(page.body).not.toContain('<script>alert(1)');
    // A visitor's page reads without code: boot.js downloads it, to run at the first sign of use.
    expect(page.body).toContain(
      '<script defer src="/boot.js" data-entry="/assets/app.js" data-preload="/assets/dep.js" data-track=',
    );
    expect(page.body).not.toContain('type="module"');
    expect(page.body).not.toContain('modulepreload');
  });

  it("counts a visitor's page view and the listing's view with the calls boot.js is given", async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id);
    const url = `/default/${house.id}?from=whatsapp`;
    const page = await web.app.inject({ method: 'GET', url });
    const attr = /data-track="([^"]*)"/.exec(page.body)?.[1];
    const track = JSON.parse(attr!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<
      string,
      { path: string; body: object; after?: number }
    >;
    // The listing's view waits as long as the app's would.
    expect(track.view).toMatchObject({ body: { propertyId: house.id }, after: 3000 });
    for (const call of [track.pageView!, track.view!]) {
      const sent = await web.app.inject({
        method: 'POST',
        url: call.path,
        headers: { 'x-api-key': web.app.deps.config.apiKey },
        payload: call.body,
      });
      expect(sent.statusCode).toBe(200);
    }
    const views = await web.app.inject({
      method: 'GET',
      url: `/api/views/property-views/?propertyId=${house.id}`,
      headers: { 'x-api-key': web.app.deps.config.apiKey },
    });
    expect(views.json().data).toMatchObject({ views: 1, visitors: 1 });
    const [visit] = await web.app.deps.db.select().from(pageViews).where(eq(pageViews.url, url));
    expect(visit).toMatchObject({ url });
    // A page that is no listing owes only its page view.
    expect(earlyTracking('/default/not-a-listing').view).toBeUndefined();
    expect(earlyTracking('/properties/homes?district=Hodan')).toEqual({
      pageView: {
        path: '/api/page-views/add',
        body: {
          userId: 'not-signed',
          sessionId: 'no-session-id',
          url: '/properties/homes?district=Hodan',
        },
      },
    });
  });

  it("makes the page's calls with the visitor's own session", async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id);
    const { cookie } = await web.signUp('Hodan Cali', 'hodan.ssr@example.so');
    const page = await web.app.inject({
      method: 'GET',
      url: `/default/${house.id}`,
      headers: { cookie },
    });
    expect(rootOf(page.body)).toContain('<p>session 200</p>');
    // A signed-in person's page is live (inbox, badges): its code runs at once.
    expect(page.body).toContain('data-preload="/assets/dep.js" data-eager></script>');
  });

  it('sends the page unrendered when the renderer fails, and never renders private pages', async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id, { name: 'Cannot render' });
    const failed = await web.app.inject({ method: 'GET', url: `/default/${house.id}` });
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)).toBe('');
    expect(failed.body).not.toContain('ssr-state');
    const account = await web.app.inject({ method: 'GET', url: '/myaccount' });
    expect(rootOf(account.body)).toBe('');
  });

  it("renders an owner's page with charts for a signed-in person only, kept for no one (issue 36)", async () => {
    const { cookie } = await web.signUp('Faadumo Cali', 'faadumo.ssr@example.so');
    const before = renders();
    const theirs = await web.app.inject({
      method: 'GET',
      url: '/property-management',
      headers: { cookie },
    });
    expect(rootOf(theirs.body)).toBe('<p>owner session 200</p>');
    expect(theirs.headers['cache-control']).toBe('private, no-store');
    const again = await web.app.inject({
      method: 'GET',
      url: '/property-management',
      headers: { cookie },
    });
    expect(rootOf(again.body)).toBe('<p>owner session 200</p>');
    expect(renders()).toBe(before + 2);
    // A visitor is not rendered for: the app sends them to sign in, as before.
    const visitor = await web.app.inject({ method: 'GET', url: '/property-management' });
    expect(rootOf(visitor.body)).toBe('');
    expect(renders()).toBe(before + 2);
  });

  it("sends an owner's page unrendered when its rendering takes too long (RENDER_TIMEOUT_MS)", async () => {
    const { cookie } = await web.signUp('Cabdi Cali', 'cabdi.ssr@example.so');
    const started = Date.now();
    const page = await web.app.inject({
      method: 'GET',
      url: '/properties/halls/f1d5b1d6-2e0f-4c4e-9a55-3c1f0b7f9a11/report',
      headers: { cookie },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
    expect(page.body).not.toContain('ssr-state');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('compresses the page for browsers that accept it', async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id, { name: 'Xafiis Waaberi' });
    const page = await web.app.inject({
      method: 'GET',
      url: `/default/${house.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    // Without PUBLIC_URL its links name the host it was asked at, and it says so (issue 32).
    expect(String(page.headers.vary)).toMatch(/\bHost\b/i);
    expect(String(page.headers.vary)).toMatch(/accept-language/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Xafiis Waaberi</h1>');
  });

  it("renders a visitor's page again only when its data has changed (issue 20)", async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id, { name: 'Guri Shibis' });
    const url = `/default/${house.id}`;
    const first = await web.app.inject({ method: 'GET', url });
    const before = renders();
    const sentAt = Date.now();
    const again = await web.app.inject({ method: 'GET', url });
    // The same data: the same page, without rendering it again.
    expect(renders()).toBe(before);
    expect(rootOf(again.body)).toBe(rootOf(first.body));
    // Its data was read again just now: the client must not think it old and fetch it again.
    expect(stateOf(again.body).queries[0]!.state.dataUpdatedAt).toBeGreaterThanOrEqual(sentAt);

    // The owner renames it (no cache is cleared in tests: LIST_CACHE_SECONDS is 0 there).
    await web.app.deps.db
      .update(rentingProperties)
      .set({ name: 'Guri Shibis Cusub' })
      .where(eq(rentingProperties.id, house.id));
    const changed = await web.app.inject({ method: 'GET', url });
    expect(renders()).toBe(before + 1);
    expect(rootOf(changed.body)).toContain('<h1>Guri Shibis Cusub</h1>');
    expect(stateOf(changed.body).name).toBe('Guri Shibis Cusub');

    // A signed-in person's page is theirs: rendered for them each time.
    const { cookie } = await web.signUp('Xaawo Cali', 'xaawo.ssr@example.so');
    await web.app.inject({ method: 'GET', url, headers: { cookie } });
    await web.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(renders()).toBe(before + 3);
  });

  it('renders a page once for a burst of visitors arriving before it is kept', async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id, { name: 'Slow page' });
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 8 }, () =>
        web.app.inject({ method: 'GET', url: `/default/${house.id}` }),
      ),
    );
    expect(renders()).toBe(before + 1);
    for (const page of pages)
      expect(rootOf(page.body)).toBe('<h1>Slow page</h1><p>session 401</p>');
  });

  it("preloads the page's first picture from the answer its rendering just read", async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id, { name: 'Guri Wadajir' });
    const inject = vi.spyOn(web.app, 'inject');
    try {
      const page = await web.app.inject({ method: 'GET', url: `/default/${house.id}` });
      expect(page.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="`);
      const reads = (inject.mock.calls as unknown as Array<[{ url?: string }]>).filter(([call]) =>
        String(call.url).startsWith('/api/rentingproperty/find/'),
      );
      // Once, by the rendering; not a second time for the picture.
      expect(reads).toHaveLength(1);
    } finally {
      inject.mockRestore();
    }
  });
});
