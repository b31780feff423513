import { expect, test } from '../support/test';
import { tickFacilities } from '../support/hotels';
import { newEmail, signUp } from '../support/journeys';
import { housePhoto } from '../support/pictures';
import { SHOTS, shootShare } from '../support/share-shots';

// Issue 18: each picture shows a progress bar while its form's call uploads it, and an upload
// that fails on the way can be sent again without filling the form again.

test('a lost upload keeps the form and is tried again; on a slow line each picture shows its progress', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // What the browser tells the page of each upload: bytes sent of the body's whole.
  await page.addInitScript(() => {
    const seen: Array<[number, number]> = [];
    Object.assign(window, { uploadSeen: seen });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      this.upload.addEventListener('progress', (e) => seen.push([e.loaded, e.total]));
      send.call(this, body);
    };
  });
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
  await tickFacilities(page);

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
  await page.setViewportSize({ width: 375, height: 740 });
  await failed.getByRole('button', { name: 'Try again' }).click();
  const first = page.getByRole('progressbar', { name: 'Uploading picture 1' });
  await expect(first).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading picture 2' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Add property' });
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // Where the person pressed (issue 32 item 14): the pictures' progress beside the button too,
  // seen together with it on a phone's screen.
  const together = page.getByRole('progressbar', { name: 'Uploading pictures' });
  await expect(together).toBeVisible();
  await submit.scrollIntoViewIfNeeded();
  await expect(together).toBeInViewport();
  // It moves: the browser reports part of the body sent while the call is still running.
  const seen = () =>
    page.evaluate(() => (window as unknown as { uploadSeen: Array<[number, number]> }).uploadSeen);
  await expect
    .poll(async () => (await seen()).some(([loaded, total]) => loaded > 0 && loaded < total), {
      timeout: 30_000,
    })
    .toBe(true);
  await first.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.screenshot({ path: `${SHOTS}/upload-progress-375.png` });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page).toHaveURL(/\/property-management$/, { timeout: 60_000 });
  // One house listed, however many times its call was sent.
  await expect(page.getByRole('heading', { level: 3, name: 'House in Hodan' })).toHaveCount(1);
});
