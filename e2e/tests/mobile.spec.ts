import { expect, test, type Page } from '../support/test';
import { logInFromLoginPage, newEmail, signUp } from '../support/journeys';

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

/** How far the page scrolls sideways; a phone layout never should. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('at 375 px the listing pages fit, with the sticky category bar', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Property type' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'House' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore more' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-home.png', fullPage: true });

  await page.goto('/properties/homes');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-category.png' });

  // Pending cards do not open: take the first one that does.
  await page.locator('article a[href^="/default/"]').first().click();
  await expect(page).toHaveURL(/\/default\//);
  await expect(page.getByRole('button', { name: 'Reserve' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-detail.png', fullPage: true });
});

test('at 375 px the owner screens, the inbox and My account fit', async ({ page }) => {
  await signUp(page, 'Phone Owner', newEmail('phoneowner'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  for (const path of ['/property-management', '/myaccount', '/report', '/property-request']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  expect(await sidewaysOverflow(page), 'inbox').toBeLessThanOrEqual(0);
  await page.goto('/property-management');
  await page.getByRole('link', { name: 'New Property' }).click();
  await expect(page.getByRole('heading', { name: 'New property' })).toBeVisible();
  await expect(page.getByText('Tap to choose pictures')).toBeVisible();
  await expect(page.getByText('Click to choose pictures')).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-new-property.png', fullPage: true });
});

test('at 375 px an apartment building and its apartments fit', async ({ page }) => {
  await page.goto('/?type=Apartment');
  await page.locator('article a[href^="/apartment-buildings/"]').first().click();
  await expect(page.getByRole('list', { name: 'Available apartments' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-building.png', fullPage: true });
});

test("at 375 px an owner's many listings and the admin console's tabs fit", async ({ page }) => {
  // The demo owner's listings have long names: each card must wrap, not widen the page.
  await page.goto('/login');
  await logInFromLoginPage(page, 'maxamed@demo.rentals.so');
  // In English whatever the owner chose last (the charts journey reads his pages in Somali too).
  await page.getByRole('combobox', { name: 'Luqadda · Language' }).selectOption('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/property-management');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  expect(await sidewaysOverflow(page), '/property-management').toBeLessThanOrEqual(0);
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await remove.click();
  const sheet = page.getByRole('alertdialog', { name: 'Delete this property?' });
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBeGreaterThanOrEqual(0);
  expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(375);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: 'test-results/mobile-property-management.png' });

  await page.context().clearCookies();
  await page.goto('/login');
  await logInFromLoginPage(page, 'admin@demo.rentals.so');
  await page.goto('/admin');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    const tabBox = (await tab.boundingBox())!;
    expect(tabBox.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
    expect(tabBox.x + tabBox.width, await tab.innerText()).toBeLessThanOrEqual(375);
  }
  expect(await sidewaysOverflow(page), '/admin').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-admin.png' });
});

test('at 375 px a toast opens below the header, never over it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Send code' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'fill the blank' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.screenshot({ path: 'test-results/mobile-toast.png' });
});

/**
 * Whether a select's chosen text shows whole: its width in the select's font against the room
 * inside the select (its padding and the arrow taken off).
 */
const selectTextFits = (page: Page, name: string) =>
  page.getByRole('combobox', { name }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.options[select.selectedIndex]?.text ?? '';
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
    return { text, width: Math.ceil(context.measureText(text).width), room };
  });

test('at 375 px the language control shows its whole name, signed out and signed in (issue 32 item 14)', async ({
  page,
}) => {
  for (const locale of ['spec', 'so', 'en'] as const) {
    if (locale !== 'spec') {
      await page.getByRole('combobox', { name: 'Luqadda · Language' }).selectOption(locale);
      await page.waitForLoadState();
    } else await page.goto('/');
    const fit = await selectTextFits(page, 'Luqadda · Language');
    expect(fit.width, `${locale}: "${fit.text}" in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/mobile-language-${locale}.png` });
  }
  await page.context().clearCookies();
  await signUp(page, 'Language User', newEmail('langphone'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  const fit = await selectTextFits(page, 'Luqadda · Language');
  expect(fit.width, `signed in: "${fit.text}" in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/mobile-language-signed-in.png' });
});
