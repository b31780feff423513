import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules axe checks: WCAG 2.1 A and AA, and its best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page as it stands and fails on any serious or critical violation, naming the
 * rule and the first elements it found (soft: one run reports every page).
 *
 * Every rule of TAGS runs, in the page itself (legacy mode: the pages have no frames, which is
 * what the default mode adds, at the price of a new blank page per run to merge the frames'
 * results), and only violations are collected with their elements. An axe run on a listing page
 * went from 3 to 5 s to 1 to 2.5 s on the 2-core CI machine; a violation still fails as before
 * (docs/PERFORMANCE.md, "The test loop").
 */
export async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}: ` +
        v.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | '),
    );
  expect.soft(serious, `axe on ${what} (${page.viewportSize()?.width} px)`).toEqual([]);
}
