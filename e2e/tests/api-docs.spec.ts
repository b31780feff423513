import { expect, test } from '@playwright/test';

/**
 * The API's docs page (GET /api/docs, issue 19): the OpenAPI document rendered by the app's own
 * copy of Swagger UI, under the site's security policy, with nothing fetched from elsewhere.
 */
test('the API docs page renders the operations from the app alone', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const blocked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
      elsewhere.push(url);
    }
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  // A page rendered first, as a visitor's tab would: the rendering shares zod's registry of
  // schema ids with the API document, which once refused the ids a page had registered again.
  await page.goto('/');
  await page.goto('/api/docs');
  // The document is built at its first request: on a busy machine that alone can take seconds.
  await expect(page.getByRole('heading', { name: /Mogadishu Rentals API/ })).toBeVisible({
    timeout: 60_000,
  });
  const filter = page.locator('.opblock-post', {
    has: page.locator('.opblock-summary-path', { hasText: /^\/api\/rentingProperty\/filter$/ }),
  });
  // From 100 operations on, Swagger UI draws only those in view (a virtual list): scroll down
  // to the filter call as a reader would.
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(filter).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 30_000 });
  await expect(filter).toContainText('Listings matching the filter bar');
  // Opening it shows its request body and answers (the schemas come from the contract).
  await filter.locator('.opblock-summary').first().click();
  await expect(filter.getByText('Request body')).toBeVisible();
  await expect(filter.locator('.responses-table').first()).toContainText('4XX');
  await page.screenshot({ path: testInfo.outputPath('api-docs-1280.png') });

  expect(elsewhere).toEqual([]);
  expect(blocked).toEqual([]);
});
