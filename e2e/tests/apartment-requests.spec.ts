import { expect, test, type Page } from '../support/test';
import { logInFromLoginPage, newEmail, personIn, signUp } from '../support/journeys';
import { lookAtBothWidths } from '../support/screens';

// Issue 16 item 1: an apartment request no longer vanishes for its renter. It waits under
// Pending in My account, where it can be cancelled; once rented it shows under Rented, where
// the renter asks to end it, and the owner's Accept vacates the address. The owner's cards name
// the apartment and its address. A demo building of Faadumo's (its Co-op apartments C-1 and
// C-2, which no other journey asks for) ends as it began: both addresses free.

const BUILDING = 'Dharkenley Gardens';
const OWNER_EMAIL = 'faadumo@demo.rentals.so';
const apartment = (address: string) => `apartment ${address} (Co-op apartment) in ${BUILDING}`;

async function openBuilding(page: Page) {
  await page.goto('/?type=Apartment');
  await page
    .getByRole('link', { name: new RegExp(BUILDING) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: BUILDING, level: 1 })).toBeVisible();
}

/** Asks for one of the Co-op apartment's addresses; answers the building page's address. */
async function reserve(page: Page, address: string) {
  await openBuilding(page);
  const buildingUrl = page.url();
  const coop = page
    .getByRole('list', { name: 'Available apartments' })
    .getByRole('listitem')
    .filter({ hasText: 'Co-op apartment' });
  await coop.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve this apartment' });
  await dialog.getByLabel('Address', { exact: true }).selectOption(address);
  await dialog.getByLabel('Contact', { exact: true }).fill('+252 61 7001234');
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page).toHaveURL(/\/thankyou\/waiting$/);
  return buildingUrl;
}

async function openTab(page: Page, tab: 'Pending' | 'Rented') {
  await page.goto('/myaccount');
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel');
}

test('a renter follows an apartment request in My account: cancels it, then rents another and asks to end it; the owner vacates it from the inbox', async ({
  browser,
}) => {
  const renterName = `Flat Renter ${Math.random().toString(36).slice(2, 7)}`;
  const renter = await personIn(browser);
  await signUp(renter.page, renterName, newEmail('flatrenter'));
  await expect(renter.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  const owner = await personIn(browser);
  await owner.page.goto('/login');
  await logInFromLoginPage(owner.page, OWNER_EMAIL);
  await owner.page.getByRole('link', { name: /^Notifications/ }).click();
  const inbox = owner.page.getByRole('region', { name: 'Your notifications' });

  // C-1 requested: it waits under Pending with the building, the apartment, its address and day.
  const buildingUrl = await reserve(renter.page, 'C-1');
  let tab = await openTab(renter.page, 'Pending');
  const pending = tab.getByRole('article').filter({ hasText: 'Apartment C-1 · Co-op apartment' });
  await expect(pending.getByRole('heading', { name: BUILDING })).toBeVisible();
  await expect(pending.getByText(/^Requested \d{2}-[A-Za-z]+-\d{4}$/)).toBeVisible();
  await lookAtBothWidths(renter.page, 'apartment-request-pending');

  // The owner's card names the apartment and its address.
  const request = inbox.getByRole('article', {
    name: `${renterName} wants to rent ${apartment('C-1')}`,
  });
  await expect(request).toBeVisible();
  await lookAtBothWidths(owner.page, 'apartment-request-inbox');

  // So does the building's renting record, with the renter's number.
  const buildingId = /\/apartment-buildings\/([0-9a-f-]{36})/.exec(buildingUrl)![1];
  await owner.page.goto(`/properties/apartment-buildings/${buildingId}/report`);
  const record = owner.page
    .getByRole('list', { name: 'Renting records' })
    .getByRole('listitem')
    .filter({ hasText: renterName });
  await expect(record.getByText('Co-op apartment', { exact: false })).toBeVisible();
  await expect(record.getByText('+252 61 7001234')).toBeVisible();
  await lookAtBothWidths(owner.page, 'apartment-request-records');
  await owner.page.goBack();

  // Cancelled: gone from Pending and from the owner's inbox, and C-1 is free again.
  await pending.getByRole('button', { name: 'Cancel request' }).click();
  await expect(renter.page.getByText('Success').first()).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(request).toHaveCount(0);

  // C-2 requested and accepted from the inbox: it shows under Rented since today.
  await reserve(renter.page, 'C-2');
  const second = inbox.getByRole('article', {
    name: `${renterName} wants to rent ${apartment('C-2')}`,
  });
  await second.getByRole('button', { name: /wants to rent/ }).click();
  await second.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.page.getByText('Accepted successfully').first()).toBeVisible();
  tab = await openTab(renter.page, 'Rented');
  const rented = tab.getByRole('article').filter({ hasText: 'Apartment C-2 · Co-op apartment' });
  await expect(rented.getByRole('heading', { name: BUILDING })).toBeVisible();
  await expect(rented.getByText(/^Since \d{2}-[A-Za-z]+-\d{4}$/)).toBeVisible();
  await lookAtBothWidths(renter.page, 'apartment-request-rented');

  // The renter asks to end it; the owner accepts, which vacates the address.
  await rented.getByRole('button', { name: 'Request termination' }).click();
  await expect(renter.page.getByText('Success').first()).toBeVisible();
  const termination = inbox.getByRole('article', {
    name: `${renterName} asks to end the rental of ${apartment('C-2')}`,
  });
  await termination.getByRole('button', { name: /asks to end/ }).click();
  await termination.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.page.getByText('Accepted successfully').last()).toBeVisible();
  await expect(termination).toHaveCount(0);

  tab = await openTab(renter.page, 'Rented');
  await expect(tab.getByText('You are not renting a property at the moment.')).toBeVisible();
  await openBuilding(renter.page);
  const offered = renter.page.getByRole('list', { name: 'Available addresses' });
  await expect(offered.getByText('C-1', { exact: true })).toBeVisible();
  await expect(offered.getByText('C-2', { exact: true })).toBeVisible();
  await renter.context.close();
  await owner.context.close();
});
