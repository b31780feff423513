import { expect, test } from '../support/test';
import { logInFromLoginPage, logOut, newEmail, signUp } from '../support/journeys';

test('a protected page sends a visitor to /login and back there after sign-in', async ({
  page,
}) => {
  const email = newEmail('cumar');
  await signUp(page, 'Cumar Nuur', email);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();

  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login$/);
  await logInFromLoginPage(page, email);

  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a signed-in user edits the profile and sees it in My account', async ({ page }) => {
  await signUp(page, 'Hodan Cali', newEmail('hodan'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await page.getByRole('link', { name: 'Edit profile' }).click();

  await page.getByLabel('Contact').fill('+252 61 234 5678');
  await page.getByLabel('District').selectOption('Wadajir');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByText('+252 61 234 5678')).toBeVisible();
  await expect(page.getByText('Wadajir')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Wadajir')).toBeVisible();
});
