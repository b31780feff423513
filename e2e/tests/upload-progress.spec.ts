import { expect, test } from '../support/test';
import { newEmail, signUp } from '../support/journeys';
import { housePhoto } from '../support/pictures';
import { SHOTS, shootShare } from '../support/share-shots';

// Issue 18: each picture shows a progress bar while its form's call uploads it, and an upload
// that fails on the way can be sent again without filling the form again.

const FACILITIES: Array<[string, string]> = [
  ['Bed room', 'Wardrobe'],
  ['Bath room', 'Hot water'],
  ['HVAC', 'Ceiling fan'],
  ['Parking', 'Guarded parking'],
  ['Home safety', 'Security guard'],
  ['Services', 'Water tank'],
];

test('a lost upload keeps the form and is tried again; on a slow line each picture shows its progress', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, 'Upload Owner', newEmail('uploadowner'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.goto('/property-management');
  await page.getByRole('link', { name: 'New Property' }).click();
  await expect(page.getByRole('heading', { name: 'New property' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([await housePhoto('front.jpg', 20), await housePhoto('yard.jpg', 120)]);
  await expect(page.getByText('2 of 10 pictures chosen')).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('House');
  await page.getByLabel('Rooms', { exact: true }).fill('3');
  await page.getByLabel('Price per month ($)', { exact: true }).fill('350');
  await page.getByLabel('Area (m²)', { exact: true }).fill('140');
  await page.getByLabel('District', { exact: true }).selectOption('Hodan');
  const description = `Guri ${Math.random().toString(36).slice(2, 8)} oo Hodan ku yaal`;
  await page.getByLabel('Description', { exact: true }).fill(description);
  for (const [category, name] of FACILITIES) {
    await page.locator('summary', { hasText: category }).click();
    await page.getByLabel(name, { exact: true }).check();
  }

  // The connection drops on every one of the client's own tries: the form says so and stays.
  let lost = 0;
  await page.route('**/api/rentingProperty/add', async (route) => {
    lost += 1;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Add property' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'The upload did not finish' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/rentingProperty/add');
  expect(lost).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveURL(/\/new$/);
  await expect(page.getByLabel('Rooms', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(description);
  await expect(page.getByText('2 of 10 pictures chosen')).toBeVisible();
  await shootShare(page, 'upload-failed', true);

  // Try again on a slow line (Chromium's own throttling): a bar per picture while it goes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: -1,
    uploadThroughput: 8 * 1024,
  });
  await failed.getByRole('button', { name: 'Try again' }).click();
  const first = page.getByRole('progressbar', { name: 'Uploading picture 1' });
  await expect(first).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading picture 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add property' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  // It moves: some of the first picture has gone while the call is still running.
  await expect
    .poll(() => first.evaluate((bar) => (bar as HTMLProgressElement).value), { timeout: 30_000 })
    .toBeGreaterThan(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/upload-progress-${width}.png` });
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page).toHaveURL(/\/property-management$/, { timeout: 60_000 });
  await expect(page.getByText(description)).toHaveCount(1);
});
