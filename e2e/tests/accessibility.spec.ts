import { expectAccessible } from '../support/axe';
import { logInFromLoginPage } from '../support/journeys';
import { expect, test, type Page } from '../support/test';

// axe on every public and signed-in page, at a phone's width and a laptop's, signed out and as
// the demo users: no serious or critical violation (issue 18).

const API = { 'x-api-key': 'dev-api-key' };
type Summary = { _id: string; kind: string; status: string };
const PREFIX: Record<string, string> = {
  Property: '/default/',
  Apartment: '/apartment-buildings/',
  Hall: '/halls/',
  Hotel: '/hotels/',
};

/** A public page of each listing kind of the demo marketplace, from the newest listings. */
async function listingPaths(page: Page) {
  const found: Record<string, string> = {};
  let cursor: string | null = '';
  while (cursor !== null && Object.keys(found).length < 4) {
    const answer = await page.request.get(
      `/api/rentingProperty/renting${cursor ? `?cursor=${cursor}` : ''}`,
      { headers: API },
    );
    const body = (await answer.json()) as { data: Summary[]; next?: string | null };
    for (const item of body.data)
      if (item.status !== 'pending' && item.status !== 'ad')
        found[item.kind] ??= PREFIX[item.kind] + item._id;
    cursor = body.next ?? null;
  }
  expect(Object.keys(found).sort()).toEqual(['Apartment', 'Hall', 'Hotel', 'Property']);
  return {
    listing: found.Property!,
    building: found.Apartment!,
    hall: found.Hall!,
    hotel: found.Hotel!,
  };
}

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * Opens a page at a phone's width, waits for its content and the app, and runs axe on it; then
 * widens the same page to a laptop's and runs axe again (one visit a page: the journeys stay
 * within CI's time on two cores).
 */
async function check(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
  await page.setViewportSize(LAPTOP);
  // The layout settles at the new width (media queries, sticky bars) before axe reads it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await expectAccessible(page, path);
}

/** The signed-in person's own id, from the session check the app itself makes. */
async function myId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const key = document.querySelector('meta[name="api-key"]')?.getAttribute('content') ?? '';
    const answer = await fetch('/api/users/login/authorization', {
      headers: { 'x-api-key': key },
      credentials: 'include',
    });
    return ((await answer.json()) as { data: { _id: string } }).data._id;
  });
}

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logInFromLoginPage(page, email);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

test.describe('at 375 and 1280 px', () => {
  // Long: a dozen pages each, and axe reads every element (minutes on a busy shared machine).
  test('public pages, signed out', async ({ page }) => {
    test.setTimeout(900_000);
    const paths = await listingPaths(page);
    for (const path of [
      '/',
      '/properties/homes',
      '/properties/homes?district=Hodan',
      '/properties/halls',
      paths.listing,
      paths.building,
      paths.hall,
      paths.hotel,
      '/login',
      '/signup',
      '/privacy',
      '/no-such-page',
    ])
      await check(page, path);
  });

  // Issue 35: the results, "nothing found" with its suggestions, and a renter's saved searches.
  test('search, signed out and as a renter with a saved search', async ({ page }) => {
    test.setTimeout(600_000);
    for (const path of ['/search?q=guri+Hodon', '/search?q=Dharkanlay+penthouse'])
      await check(page, path);
    await signInAs(page, 'aamina@demo.rentals.so');
    await check(page, '/search?q=3+bedroom+Hodan');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
    await check(page, '/myaccount');
    await page.getByRole('tab', { name: 'Saved searches' }).click();
    await expect(page.getByRole('link', { name: '3 bedroom Hodan' })).toBeVisible();
    await expectAccessible(page, '/myaccount, Saved searches at 1280 px');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, '/myaccount, Saved searches at 375 px');
  });

  test('signed-in pages, as the demo owner, a renter and the admin', async ({ page }) => {
    test.setTimeout(900_000);
    const paths = await listingPaths(page);
    await signInAs(page, 'maxamed@demo.rentals.so');
    const owner = await myId(page);
    await page.goto('/property-management');
    const edit = page.locator('a[href^="/properties/default/"][href$="/edit"]').first();
    await expect(edit).toBeAttached();
    const editPath = (await edit.getAttribute('href'))!;
    for (const path of [
      '/',
      paths.listing,
      paths.building,
      paths.hall,
      paths.hotel,
      '/myaccount',
      '/edit-profile',
      `/notifications/${owner}`,
      '/property-management',
      `/properties/${owner}/new`,
      editPath,
      editPath.replace(/\/edit$/, '/report'),
      '/report',
      '/property-request',
      '/property-request/customer',
      '/privacy',
    ])
      await check(page, path);

    await signInAs(page, 'aamina@demo.rentals.so');
    const renter = await myId(page);
    for (const path of ['/myaccount', `/notifications/${renter}`, paths.hotel])
      await check(page, path);

    await signInAs(page, 'admin@demo.rentals.so');
    await check(page, '/admin');
  });
});
