import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe';
import { expect, test, type Page } from '../support/test';

// The journeys block service workers (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

// Installable and useful offline (issue 18): the manifest, and a service worker that reopens a
// page seen once when the network is gone, in the app's own pages, never the browser's error.

const API = { 'x-api-key': 'dev-api-key' };
const SHOTS = process.env.SHOTS_DIR; // screenshots to look at (the notice and the prompt)

async function firstHome(page: Page) {
  const res = await page.request.get('/api/rentingProperty/property-category/homes', {
    headers: API,
  });
  const home = ((await res.json()) as { data: { _id: string; type: string }[] }).data[0];
  expect(home, 'a demo home').toBeDefined();
  return home!;
}

/** Waits until the service worker runs and keeps the page open now (registered after load). */
async function workerKeeps(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async () => Boolean(await (await caches.open('pages')).match(location.href))),
      // The worker downloads the app's files first; a busy machine takes a while.
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(before);
}

test('the app can be installed: a manifest with its icons, linked from every page', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Mogadishu Rentals',
    short_name: 'Rentals',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('a listing seen once reopens offline, says so, and a page never seen shows the offline page', async ({
  page,
  context,
}) => {
  const home = await firstHome(page);
  await page.goto(`/default/${home._id}`);
  const heading = page.getByRole('heading', { level: 1 });
  const title = (await heading.textContent())!;
  await workerKeeps(page);

  // What every visitor downloads ahead: the public pages' code, not an owner's or the admin's
  // (kept only once used).
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const kept = name ? await (await caches.open(name)).keys() : [];
    return kept.map((request) => new URL(request.url).pathname);
  });
  expect(precached.filter((file) => /^\/assets\/property-detail-page-/.test(file))).toHaveLength(1);
  expect(precached.filter((file) => /^\/assets\/admin-page-/.test(file))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  await shoot(page, 'offline-notice');
  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(notice).toBeHidden();

  // Never opened here: the app's offline page, naming what was seen, not the browser's error.
  await context.setOffline(true);
  await page.goto('/default/5f0c0f52-8a51-4c52-9c7e-3a4a0f3c8b21');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const seen = page.getByRole('link', { name: title, exact: true });
  await expect(seen).toBeVisible();
  await shoot(page, 'offline-page');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await expectAccessible(page, 'the offline page');
  }

  // Its link to the listing seen opens the kept copy, still offline.
  await seen.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/default/${home._id}$`));
});

test('moving inside the app to a page never seen, offline, shows the offline page (issue 32 item 10)', async ({
  page,
  context,
}) => {
  const home = await firstHome(page);
  await page.goto(`/default/${home._id}`);
  await workerKeeps(page);
  await page.mouse.move(20, 20);
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  await context.setOffline(true);
  // the footer's privacy policy: its code is not downloaded ahead, and it was never opened here
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(/error happened|Failed to fetch/i)).toHaveCount(0);
  await expectAccessible(page, "the app's offline page");
});

test.describe('a Somali browser that chose no language', () => {
  test.use({ locale: 'so-SO' });

  test('gets the offline page and the manifest in Somali (issue 32 item 10)', async ({
    page,
    context,
  }) => {
    const home = await firstHome(page);
    await page.goto(`/default/${home._id}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as { lang: string };
    expect(manifest.lang).toBe('so');
    await workerKeeps(page);
    await context.setOffline(true);
    await page.goto('/default/5f0c0f52-8a51-4c52-9c7e-3a4a0f3c8b21');
    await expect(page.getByRole('heading', { level: 1, name: 'Internet ma jiro' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expectAccessible(page, 'the Somali offline page');
  });
});

test('a new version of the app waits until the person chooses Reload', async ({ page }) => {
  const home = await firstHome(page);
  await page.goto(`/default/${home._id}`);
  await workerKeeps(page);
  // A rendered page runs the app's code at the first sign of use (public/boot.js).
  await page.mouse.move(20, 20);
  await expect(page.locator('html[data-ready]')).toHaveCount(1);

  // The server now sends a changed worker, as after a release (every other journey blocks it).
  const worker = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
  const released = fs.readFileSync(worker, 'utf8');
  try {
    fs.writeFileSync(worker, `${released}\n// the next release\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible();
    await shoot(page, 'new-version');
    await expectAccessible(page, 'the new-version prompt');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The new worker is in charge; none waits any more.
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
    await expect(prompt).toBeHidden();
  } finally {
    fs.writeFileSync(worker, released);
  }
});
