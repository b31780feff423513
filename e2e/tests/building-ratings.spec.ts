import { expect, test } from '../support/test';
import { newEmail, signUp } from '../support/journeys';

// Spec 2 section 2: an apartment building's page shows pictures, ratings and its apartments;
// rating a building works as rating any other listing.
test('a renter rates an apartment building and sees its guest ratings', async ({ page }) => {
  const listings = await page.request.get('/api/rentingProperty/renting?limit=100', {
    headers: { 'x-api-key': 'dev-api-key' },
  });
  const all = ((await listings.json()) as { data: { _id: string; kind: string }[] }).data;
  const building = all.find((listing) => listing.kind === 'Apartment');
  expect(building, 'a demo apartment building').toBeDefined();

  await signUp(page, 'Building Rater', newEmail('rater'));
  await page.goto(`/apartment-buildings/${building!._id}`);
  await expect(page.getByRole('heading', { name: 'Guest ratings' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Cleanliness' })
    .getByRole('radio', { name: '4 stars' })
    .click();
  await page.getByLabel('Review', { exact: true }).fill('Quiet building, water every day.');
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(
    page.getByRole('list', { name: 'Reviews' }).getByText('Building Rater'),
  ).toBeVisible();
  await expect(page.getByText('· 1 review')).toBeVisible();
});
