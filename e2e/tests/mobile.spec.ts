import { expect, test } from '@playwright/test';
import { newEmail, signUp } from '../support/journeys';

test('at 375 px the header fits and the profile menu opens', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await signUp(page, 'Phone User', newEmail('phone'));
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByText('Property Management')).toBeVisible();
  await page.screenshot({ path: 'test-results/mobile-menu.png' });
});
