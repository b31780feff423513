import { expect, test } from '../support/test';
import { logInFromLoginPage, newEmail, personIn, signUp } from '../support/journeys';
import { listHouse } from '../support/listings';

test("a rent request reaches the owner's open inbox live; the owner accepts and the renter's badge counts it live; it shows under Rented", async ({
  browser,
}) => {
  const token = Math.random().toString(36).slice(2, 8);
  const ownerName = `Owner ${token}`;
  const renterName = `Renter ${token}`;
  const description = `Inbox ${token}: quiet house with a water tank and a guarded gate`;

  const owner = await personIn(browser);
  await signUp(owner.page, ownerName, newEmail('inboxowner'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await listHouse(owner.page, { description, district: 'Shibis' });
  // The owner's detail page, to hand to the renter.
  await owner.page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await owner.page.getByRole('link', { name: 'Open listing' }).click();
  await expect(owner.page.getByText(description)).toBeVisible();
  const detailUrl = owner.page.url();

  // The owner waits in the inbox; nothing has arrived yet.
  await owner.page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(owner.page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/);
  const ownerInbox = owner.page.getByRole('region', { name: 'Your notifications' });
  await expect(owner.page.getByText(/no notifications/i)).toBeVisible();

  // The renter asks to rent it from another browser.
  const renter = await personIn(browser);
  await signUp(renter.page, renterName, newEmail('inboxrenter'));
  await expect(renter.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await renter.page.goto(detailUrl);
  await renter.page.getByRole('button', { name: 'Reserve' }).click();
  const dialog = renter.page.getByRole('dialog', { name: 'Reserve this property' });
  await dialog.getByLabel('Contact', { exact: true }).fill('+252 61 5550123');
  await dialog.getByLabel('District', { exact: true }).selectOption('Wadajir');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(renter.page).toHaveURL(/\/thankyou\/waiting$/);

  // Without a reload, the owner's inbox shows the request.
  const request = ownerInbox.getByRole('article', {
    name: `${renterName} wants to rent House in Shibis`,
  });
  await expect(request).toBeVisible();

  await request.getByRole('button', { name: /wants to rent/ }).click();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.page.getByText('Accepted successfully').first()).toBeVisible();
  await expect(request).toHaveCount(0);

  // Still on the thank-you page, the renter's badge counts the answer without a reload.
  const badge = renter.page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(
    renter.page.getByRole('article', {
      name: `${ownerName} accepted your request to rent House in Shibis`,
    }),
  ).toBeVisible();
  await expect(renter.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await renter.page.goto('/myaccount');
  await renter.page.getByRole('tab', { name: 'Rented' }).click();
  await expect(renter.page.getByRole('tabpanel').getByText(`Inbox ${token}`)).toBeVisible();
  await renter.context.close();
  await owner.context.close();
});

test('an owner asks for verification once and the admin approves it', async ({ browser }) => {
  const token = Math.random().toString(36).slice(2, 8);
  const ownerName = `Verify ${token}`;
  const description = `Verify ${token}: two-storey house near the Wadajir road`;

  const owner = await personIn(browser);
  await signUp(owner.page, ownerName, newEmail('verifyowner'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await listHouse(owner.page, { description, district: 'Wadajir' });
  await owner.page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await owner.page.getByRole('link', { name: 'Open listing' }).click();
  await expect(owner.page.getByText('Not verified yet.')).toBeVisible();
  await owner.page.getByRole('button', { name: 'Request verification' }).click();
  await expect(owner.page.getByRole('button', { name: 'Verification requested' })).toBeDisabled();
  const detailUrl = owner.page.url();
  await owner.context.close();

  // The demo admin signs in and approves it from the console.
  const admin = await personIn(browser);
  await admin.page.goto('/login');
  await logInFromLoginPage(admin.page, 'admin@demo.rentals.so');
  await expect(admin.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Profile menu' }).click();
  await admin.page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(admin.page).toHaveURL(/\/admin$/);
  const row = admin.page.getByRole('article', {
    name: `${ownerName} asks to verify House in Wadajir`,
  });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText('Accepted successfully').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  // Anyone opening the listing now finds it verified.
  await admin.page.goto(detailUrl);
  await expect(admin.page.getByText(description)).toBeVisible();
  await expect(admin.page.getByText('Not verified yet.')).toHaveCount(0);
  await admin.context.close();
});

test('the admin console is refused to everyone else', async ({ page }) => {
  await signUp(page, 'Not Admin', newEmail('notadmin'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText('Not allowed')).toBeVisible();
  const answer = await page.evaluate(async () => {
    const key = document.querySelector('meta[name="api-key"]')?.getAttribute('content') ?? '';
    const res = await fetch('/api/admin/verification-requests', { headers: { 'x-api-key': key } });
    return res.status;
  });
  expect(answer).toBe(403);
});
