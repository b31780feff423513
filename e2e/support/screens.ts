import { expect, type Page } from '@playwright/test';

/** How far the page scrolls sideways; a phone layout never should. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Screenshots of the page as it is at 1280 px and at 375 px (kept under test-results/ to look
 * at), checking that nothing scrolls sideways on the phone; the viewport is restored after.
 */
export async function lookAtBothWidths(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => sidewaysOverflow(page), { message: `${name} scrolls sideways at 375 px` })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/${name}-375.png`, fullPage: true });
  await page.setViewportSize(before);
}
