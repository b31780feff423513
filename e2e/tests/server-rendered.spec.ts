import { test as withoutTheWait } from '@playwright/test';
import { expect, test, type Page } from '../support/test';

// Public pages arrive rendered by the server (apps/server/src/http/page-render.ts), so a phone on
// a slow network sees the listings before the app's code has arrived, then the code takes the
// same markup over (hydration) without redrawing it.

const API = { 'x-api-key': 'dev-api-key' };

// Some journeys here cut the app's code off with page.route; a service worker would answer those
// requests from its precache, out of the route's sight (the worker has its own journey, offline).
test.use({ serviceWorkers: 'block' });
withoutTheWait.use({ serviceWorkers: 'block' });

async function firstOf(page: Page, category: string) {
  const res = await page.request.get(`/api/rentingProperty/property-category/${category}`, {
    headers: API,
  });
  const listing = ((await res.json()) as { data: { _id: string; name: string | null }[] }).data[0];
  expect(listing, `a demo listing in ${category}`).toBeDefined();
  return listing!;
}

withoutTheWait.describe('without the code', () => {
  // No code runs, so nothing marks the page ready: the plain test, without the wait.
  withoutTheWait.use({ javaScriptEnabled: false });

  withoutTheWait(
    'the home, a category, a hall and a hotel show their listings',
    async ({ page }) => {
      const hall = await firstOf(page, 'halls');
      const hotel = await firstOf(page, 'hotels');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /find your perfect place/i })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Newest properties' })).toBeVisible();
      await expect(page.locator('main a[href^="/"] img').first()).toBeVisible();

      await page.goto('/properties/halls');
      await expect(page.getByText(hall.name!).first()).toBeVisible();
      await page.goto(`/halls/${hall._id}`);
      await expect(page.getByRole('heading', { name: hall.name! })).toBeVisible();
      await page.goto(`/hotels/${hotel._id}`);
      await expect(page.getByRole('heading', { name: hotel.name! })).toBeVisible();
    },
  );

  withoutTheWait(
    'the filter is a form and the type tabs are links: the server renders what they ask for',
    async ({ page }) => {
      await page.goto('/properties/homes');
      const filter = page.getByRole('search', { name: 'Filter properties' });
      await filter.getByLabel('District').selectOption('Hodan');
      await filter.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/properties\/homes\?district=Hodan/);
      await expect(filter.getByLabel('District')).toHaveValue('Hodan');
      const places = await page.locator('main article').allInnerTexts();
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((text) => text.includes('Hodan'))).toBe(true);

      await page.goto('/');
      const house = page
        .getByRole('navigation', { name: 'Property type' })
        .getByRole('link', { name: 'House' });
      await house.click();
      await expect(page).toHaveURL(/\/\?type=House$/);
      await expect(page.getByRole('heading', { name: 'Matching properties' })).toBeVisible();
      await expect(house).toHaveAttribute('aria-current', 'true');
    },
  );
});

withoutTheWait(
  "a missing listing of any kind says 'Can't find the property' at once, with a way home",
  async ({ page }) => {
    const unknown = '5f0c0f52-8a51-4c52-9c7e-3a4a0f3c8b21';
    for (const path of ['/default', '/halls', '/hotels', '/apartment-buildings']) {
      await page.goto(`${path}/${unknown}`);
      // Nobody touches the page, so no code runs: the words come with the page, not a spinner.
      await expect(page.getByRole('heading', { name: "Can't find the property" })).toBeVisible({
        timeout: 3_000,
      });
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    }
    // Once the code takes the page over it keeps the same words, and the way home works.
    await page.mouse.move(5, 5);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(page.getByRole('heading', { name: "Can't find the property" })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

withoutTheWait(
  "a visitor's page runs no code until it is used, and a tap made before is replayed",
  async ({ page }) => {
    await page.goto('/properties/homes');
    await page.waitForLoadState('networkidle');
    // Downloaded while the page was idle (prefetch), then compiled in an idle moment from the
    // cache (modulepreload), never as the bytes come in (issue 32 item 13); not run: nothing has
    // taken the page over.
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
    const links = await page
      .locator('link[rel="prefetch"], link[rel="modulepreload"]')
      .evaluateAll((found) =>
        found.map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`),
      );
    const compiled = links.filter((l) => l.startsWith('modulepreload '));
    for (const each of compiled) {
      const href = each.slice('modulepreload '.length);
      expect(links.indexOf(`prefetch ${href}`), `${href} downloaded first`).toBeGreaterThanOrEqual(
        0,
      );
      expect(links.indexOf(`prefetch ${href}`)).toBeLessThan(links.indexOf(each));
    }
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    // The first tap lands on the heart before the code runs: it is held, the code starts, and
    // once the page is hydrated the tap does what it does for a visitor (sign in first).
    await page
      .getByRole('button', { name: /favourite|favorite/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  },
);

withoutTheWait(
  'a tap before the code has arrived shows at once that it was heard, then does its work',
  async ({ page }) => {
    // The app's code is held back on the network until the tap has been looked at.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/properties/homes', { waitUntil: 'load' });
    const heart = page.getByRole('button', { name: /favourites/ }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await expect(heart).toHaveAttribute('data-held', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    release();
    await expect(page).toHaveURL(/\/login$/);
  },
);

withoutTheWait(
  'a page whose code never arrives sends a filter choice as the form it is',
  async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
    await page.goto('/properties/homes');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('District').selectOption('Hodan');
    await expect(page).toHaveURL(/district=Hodan/);
    const places = await page.locator('main article').allInnerTexts();
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((text) => text.includes('Hodan'))).toBe(true);
  },
);

withoutTheWait(
  'a page whose code never arrives stops holding taps: a label still reaches its field',
  async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
    await page.goto('/properties/homes');
    await page.waitForLoadState('networkidle');
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/index-'));
    await page.mouse.move(5, 5); // intent: the code is asked for, and the network drops it
    await failed;
    await page.getByText('District', { exact: true }).click();
    await expect(page.getByLabel('District', { exact: true })).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  },
);

withoutTheWait(
  'a district chosen before the app took the page over still filters the list',
  async ({ page }) => {
    await page.goto('/properties/homes');
    await page.waitForLoadState('networkidle');
    // The choice lands in the rendered page's select before any code has run.
    await page.getByLabel('District', { exact: true }).evaluate((select: HTMLSelectElement) => {
      select.value = 'Hodan';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(page).toHaveURL(/district=Hodan/);
    await expect(page.getByLabel('District', { exact: true })).toHaveValue('Hodan');
    // The filtered list replaces the rendered one once its answer arrives.
    await expect
      .poll(async () => {
        const places = await page.locator('main article').allInnerTexts();
        return places.length > 0 && places.every((text) => text.includes('Hodan'));
      })
      .toBe(true);
  },
);

withoutTheWait(
  'a visitor whose scroll starts the code stays where they scrolled, and the next page opens at its top',
  async ({ page }) => {
    await page.goto('/properties/homes');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    // Live now: a card opens its listing in the app, at the top of the page.
    await page.locator('main article a[href^="/default/"]').nth(8).click();
    await expect(page).toHaveURL(/\/default\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);

withoutTheWait(
  'a visitor who only reads a listing is counted once, before the code runs and after',
  async ({ page }) => {
    const house = await firstOf(page, 'homes');
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /page-views|increase-views/.test(path)) sent.push(path);
    });
    await page.goto(`/default/${house._id}`);
    // Nobody touches the page: no code runs, yet the visit and, after 3 s, the view are counted.
    await page.waitForRequest((r) => r.url().includes('/api/views/increase-views/'), {
      timeout: 10_000,
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    expect(sent).toEqual(['/api/page-views/add', '/api/views/increase-views/']);
    // Then the visitor scrolls: the app takes over and does not count the same visit again.
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.waitForTimeout(4_000);
    expect(sent).toEqual(['/api/page-views/add', '/api/views/increase-views/']);
  },
);

test('the rendered pages come alive without redrawing: no hydration errors, buttons work', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  const hall = await firstOf(page, 'halls');
  const hotel = await firstOf(page, 'hotels');
  const house = await firstOf(page, 'homes');
  for (const path of ['/', '/properties/homes', `/default/${house._id}`, `/hotels/${hotel._id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`/halls/${hall._id}`);
  await expect(page.getByRole('heading', { name: hall.name! })).toBeVisible();
  // The heart only works once the code has taken the page over: a visitor is sent to sign in.
  await page
    .getByRole('button', { name: /favourite|favorite/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(problems).toEqual([]);
});
