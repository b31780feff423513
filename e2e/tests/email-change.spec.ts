import { expect, test } from '../support/test';
import { codeFor, mailWith } from '../support/mailbox';
import { logInFromLoginPage, logOut, newEmail, signUp } from '../support/journeys';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone, a person moves their account to a new e-mail with the code sent there', async ({
  page,
}) => {
  const before = newEmail('moving');
  const after = newEmail('moved');
  await signUp(page, 'Faadumo Xasan', before);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  await page.goto('/edit-profile');
  await page.getByLabel('Email').fill(after);
  const since = Date.now();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const code = page.getByLabel('Code from the e-mail');
  await expect(code).toBeFocused();
  await expect(page.getByText(after)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-email-code.png' });

  const right = await codeFor(after, since);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(
    page.locator('form').getByText('Wrong code: check the e-mail and try again'),
  ).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await code.fill(right);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('definition').filter({ hasText: after })).toBeVisible();
  expect(await mailWith(before, since, 'was changed to')).toContain(after);

  // The new address signs in to the same account; the old one no longer does.
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(before);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').getByText('User not exist')).toBeVisible();
  await page.goto('/login');
  await logInFromLoginPage(page, after);
  await page.goto('/myaccount');
  await expect(page.getByText('Faadumo Xasan')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: after })).toBeVisible();
});
