import sharp from 'sharp';
import { expect, test, type Page } from '../support/test';
import { newEmail, signUp } from '../support/journeys';

// Issue 16 item 4: a modal dialog keeps focus inside while open and gives it back on closing.

/** Where focus is: 'dialog' inside the open dialog, 'none' on no element, else 'page'. */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'none';
    return active.closest('dialog[open], [aria-modal="true"]') ? 'dialog' : 'page';
  });

test('the Reserve dialog keeps Tab and Shift+Tab inside and gives focus back on closing', async ({
  page,
}) => {
  await signUp(page, 'Focus Renter', newEmail('focus'));
  const listings = await page.request.get('/api/rentingProperty/property-category/homes', {
    headers: { 'x-api-key': 'dev-api-key' },
  });
  const house = ((await listings.json()) as { data: { _id: string }[] }).data[0]!;
  await page.goto(`/default/${house._id}`);
  const reserve = page.getByRole('button', { name: 'Reserve' });
  await reserve.click();
  const dialog = page.getByRole('dialog', { name: 'Reserve this property' });
  await expect(dialog).toBeVisible();

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      // Past the last field focus may leave the document (the browser's own controls), never
      // reach the page behind the dialog.
      expect(await focusIsIn(page), `${key} x ${i + 1}`).not.toBe('page');
    }
  }

  // A refusal inside the dialog: its toast is drawn above the dialog's dimmed backdrop.
  await dialog.getByLabel('Contact', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'please fill' });
  await expect(toast).toBeVisible();
  // Drawn under the backdrop its white text would be dimmed to grey: the brightest pixel tells,
  // once the toast has finished sliding in (a busy machine can catch it half way).
  const brightest = async () => {
    const { data } = await sharp(await toast.screenshot())
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return Math.max(...data);
  };
  await expect.poll(brightest, { timeout: 10_000 }).toBeGreaterThan(220);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reserve).toBeFocused();
});
