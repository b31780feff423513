import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const SHOTS = process.env.SHARE_SHOTS ?? '/work/shots/share';

/**
 * The top of the page at 375 and 1280 px, saved to look at (issue 18's share, contact and upload
 * pieces), checking that the phone layout does not scroll sideways; the viewport is restored.
 */
export async function shootShare(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(before);
}
