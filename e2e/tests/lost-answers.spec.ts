import { expect, test } from '../support/test';
import { newEmail, signUp } from '../support/journeys';

// On a slow mobile network an answer can be lost after the server has acted. The web client sends
// each creating call with an Idempotency-Key and sends it again, with the same key, when no answer
// came: the server answers the first result instead of acting twice or saying 'requested'.

const API = { 'x-api-key': 'dev-api-key' };

// The lost answer is made with page.route, which does not see what a service worker fetches.
test.use({ serviceWorkers: 'block' });

test('a rent request whose answer is lost on the way goes through once', async ({ page }) => {
  const res = await page.request.get('/api/rentingProperty/property-category/offices', {
    headers: API,
  });
  const offices = (await res.json()) as { data: { _id: string; status: string }[] };
  // The last free office of the demo data: no other journey asks for it.
  const office = offices.data.filter((listing) => listing.status === '').at(-1);
  expect(office, 'a free demo office').toBeDefined();

  await signUp(page, 'Cawo Network', newEmail('cawo'));
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/default/${office!._id}`);

  // The first request reaches the server, which records it; its answer never reaches the phone.
  const keys: (string | undefined)[] = [];
  await page.route('**/api/rentingProperty/renting-request/', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve this property' });
  await dialog.getByLabel('Contact', { exact: true }).fill('+252 61 5550177');
  await dialog.getByLabel('District', { exact: true }).selectOption('Hodan');
  await dialog.getByRole('button', { name: 'Send request' }).click();

  // Sent again with the same key, answered with the first result: the renter is told it went.
  await expect(page).toHaveURL(/\/thankyou\/waiting$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  // One request, pending, in the renter's account.
  await page.goto('/myaccount');
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
});
