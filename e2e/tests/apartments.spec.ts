import { expect, test, type Page } from '../support/test';
import { newEmail, personIn, signUp } from '../support/journeys';
import { housePhoto } from '../support/pictures';

/** Six amenities from the categories apartment buildings offer. */
const FACILITIES: Array<[string, string]> = [
  ['Entertainment', 'TV'],
  ['HVAC', 'Ceiling fan'],
  ['Parking', 'Guarded parking'],
  ['Home safety', 'Security guard'],
  ['Location', 'Near a mosque'],
  ['Outdoor', 'Balcony'],
];

async function tickFacilities(page: Page) {
  for (const [category, name] of FACILITIES) {
    await page.locator('summary', { hasText: category }).click();
    await page.getByLabel(name, { exact: true }).check();
  }
}

test('an owner adds a building and an apartment with two addresses; a renter requests one; the owner books it, it is no longer offered, then vacates it', async ({
  browser,
}) => {
  const token = Math.random().toString(36).slice(2, 8);
  const buildingName = `Dabaq ${token}`;

  const owner = await personIn(browser);
  await signUp(owner.page, 'Building Owner', newEmail('buildingowner'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  // The building: the Apartment choice of New Property.
  await owner.page.goto('/property-management');
  await owner.page.getByRole('link', { name: 'New Property' }).click();
  await owner.page
    .locator('input[type=file]')
    .setInputFiles([await housePhoto('block.jpg', 200), await housePhoto('stairs.jpg', 260)]);
  await expect(owner.page.getByText('2 of 10 pictures chosen')).toBeVisible();
  await owner.page.getByLabel('Type', { exact: true }).selectOption('Apartment');
  await expect(owner.page.getByLabel('Rooms', { exact: true })).toHaveCount(0);
  await owner.page.getByLabel('District', { exact: true }).selectOption('Hodan');
  await owner.page
    .getByLabel('Description', { exact: true })
    .fill('Six-floor block with a lift, a generator and a guarded gate.');
  await tickFacilities(owner.page);
  await owner.page.getByRole('button', { name: 'Add building' }).click();
  // The toast, and beside the first empty field, which has the focus (issue 16 item 9).
  await expect(owner.page.getByRole('alert').getByText('Fadlan meelaha banaan!!!')).toBeVisible();
  await expect(owner.page.locator(':focus')).toHaveAccessibleDescription(
    'Fadlan meelaha banaan!!!',
  );
  await owner.page.getByLabel('Name', { exact: true }).fill(buildingName);
  await owner.page.getByLabel('Floors', { exact: true }).fill('6');
  await owner.page.getByLabel('Units', { exact: true }).fill('4');
  await owner.page.getByRole('button', { name: 'Add building' }).click();
  await expect(owner.page).toHaveURL(/\/property-management$/);

  // Its dashboard, then an apartment with two addresses.
  await owner.page.getByRole('link', { name: `View ${buildingName}` }).click();
  await expect(owner.page).toHaveURL(/\/properties\/apartment-buildings\/[0-9a-f-]{36}\/report$/);
  const detailPath = await owner.page
    .getByRole('link', { name: 'Open listing' })
    .getAttribute('href');
  expect(detailPath).toMatch(/^\/apartment-buildings\/[0-9a-f-]{36}$/);
  await owner.page.getByRole('link', { name: 'Add apartment' }).click();
  await owner.page.locator('input[type=file]').setInputFiles([await housePhoto('flat.jpg', 40)]);
  await expect(owner.page.getByText('1 of 10 pictures chosen')).toBeVisible();
  await owner.page.getByLabel('Area (m²)', { exact: true }).fill('95');
  await owner.page.getByLabel('Rent per month ($)', { exact: true }).fill('320');
  await owner.page.getByLabel('Bedrooms', { exact: true }).fill('2');
  await owner.page.getByLabel('Bathrooms', { exact: true }).fill('1');
  await owner.page.getByLabel('Floor level', { exact: true }).fill('3');
  await owner.page
    .getByLabel('Apartment type', { exact: true })
    .selectOption('2-bedroom apartment');
  await owner.page.getByLabel('Kitchen', { exact: true }).selectOption('Open kitchen');
  await owner.page.getByLabel('Furnishing', { exact: true }).selectOption('Fully furnished');
  await owner.page.getByLabel('Addresses', { exact: true }).fill('3A 3B');
  await tickFacilities(owner.page);
  await owner.page.getByRole('button', { name: 'Add apartment' }).click();
  await expect(owner.page).toHaveURL(/\/report$/);

  // A renter asks for 3A.
  const renter = await personIn(browser);
  await signUp(renter.page, 'Apartment Renter', newEmail('aptrenter'));
  await expect(renter.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await renter.page.goto(detailPath!);
  await expect(renter.page.getByRole('heading', { name: buildingName })).toBeVisible();
  const offered = renter.page.getByRole('list', { name: 'Available addresses' });
  await expect(offered.getByText('3A', { exact: true })).toBeVisible();
  await renter.page.getByRole('button', { name: 'Reserve' }).click();
  const dialog = renter.page.getByRole('dialog', { name: 'Reserve this apartment' });
  await dialog.getByLabel('Address', { exact: true }).selectOption('3A');
  await dialog.getByLabel('Contact', { exact: true }).fill('+252 61 5550188');
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(renter.page).toHaveURL(/\/thankyou\/waiting$/);

  // The owner books it from the records.
  await owner.page.reload();
  const records = owner.page.getByRole('list', { name: 'Renting records' });
  const record = records.getByRole('listitem').filter({ hasText: 'Apartment Renter' });
  await expect(record.getByText('pending', { exact: true })).toBeVisible();
  await record.getByRole('button', { name: 'Book' }).click();
  await expect(record.getByText('rented', { exact: true })).toBeVisible();
  await expect(record.getByRole('button', { name: 'Book' })).toHaveCount(0);

  // 3A is no longer offered; 3B still is.
  await renter.page.goto(detailPath!);
  await expect(offered.getByText('3B', { exact: true })).toBeVisible();
  await expect(offered.getByText('3A', { exact: true })).toHaveCount(0);

  // The owner vacates it: completed, and 3A is offered again.
  await record.getByRole('button', { name: 'Vacate' }).click();
  await owner.page
    .getByRole('alertdialog', { name: 'Vacate this apartment?' })
    .getByRole('button', { name: 'Vacate' })
    .click();
  await expect(record.getByText('completed', { exact: true })).toBeVisible();
  await renter.page.reload();
  await expect(offered.getByText('3A', { exact: true })).toBeVisible();

  // A second request, for 3B, is answered from the owner's inbox instead.
  await renter.page.getByRole('button', { name: 'Reserve' }).click();
  await dialog.getByLabel('Address', { exact: true }).selectOption('3B');
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(renter.page).toHaveURL(/\/thankyou\/waiting$/);
  await owner.page.getByRole('link', { name: /^Notifications/ }).click();
  const card = owner.page.getByRole('article', {
    name: `Apartment Renter wants to rent apartment 3B (2-bedroom apartment) in ${buildingName}`,
  });
  await card.getByRole('button', { name: /wants to rent/ }).click();
  await card.getByRole('button', { name: 'Accept' }).click();
  // The records page's own 'Accepted successfully' toast may still be showing: either will do.
  await expect(owner.page.getByText('Accepted successfully').first()).toBeVisible();
  await owner.page.goBack();
  const second = records.getByRole('listitem').filter({ hasText: '3B' });
  await expect(second.getByText('rented', { exact: true })).toBeVisible();
  await renter.context.close();
  await owner.context.close();
});
