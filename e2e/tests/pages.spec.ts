import { expect, test } from '../support/test';

test("an unknown path shows the not-found page 'Boggaan lama helin'", async ({ page }) => {
  const res = await page.goto('/no/such/page');
  // The app's page, but crawlers are told honestly there is none (issue 18).
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Boggaan lama helin' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page shows the tagline, the rotating words and the category links', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /find your perfect place/i })).toBeVisible();
  for (const type of ['homes', 'offices', 'bussinesses', 'retails', 'lands', 'hotels', 'halls']) {
    await expect(page.locator(`header a[href="/properties/${type}"]`)).toHaveCount(1);
  }
  const words = new Set<string>();
  for (let i = 0; i < 12 && words.size < 3; i++) {
    words.add((await page.getByTestId('rotating-word').textContent())?.trim() ?? '');
    await page.waitForTimeout(700);
  }
  expect([...words].sort()).toEqual(['Home', 'Land', 'Office']);
});

test('the privacy policy says what is collected and that it is not sold', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText(/name and e-?mail/i).first()).toBeVisible();
  await expect(page.getByText(/do not sell your data/i)).toBeVisible();
  await expect(page.getByText(/Before this policy changes, we will tell you/)).toBeVisible();
});

test('the page records a page view for the visitor', async ({ page }) => {
  const pageView = page.waitForRequest(
    (r) => r.url().endsWith('/api/page-views/add') && r.method() === 'POST',
  );
  await page.goto('/privacy');
  const body = (await pageView).postDataJSON();
  expect(body).toMatchObject({ userId: 'not-signed', url: '/privacy' });
});
