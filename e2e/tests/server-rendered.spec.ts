import { test as withoutTheWait } from '@playwright/test';
import { expect, test, type Page } from '../support/test';

// Public pages arrive rendered by the server (apps/server/src/http/page-render.ts), so a phone on
// a slow network sees the listings before the app's code has arrived, then the code takes the
// same markup over (hydration) without redrawing it.

const API = { 'x-api-key': 'dev-api-key' };

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
});

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
