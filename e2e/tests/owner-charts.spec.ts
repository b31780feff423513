import fs from 'node:fs';
import { expectAccessible } from '../support/axe';
import { logInFromLoginPage } from '../support/journeys';
import { oneLanguageAt } from '../support/sign-in-lock';
import { say, type Mode } from '../support/say';
import { expect, test, type Browser, type Page } from '../support/test';

/*
 * Owners see their numbers as charts (issue 36): each kind's owner page and the overview on
 * Property management, at a phone's width and a laptop's, in Somali and in English: every chart
 * drawn (an SVG picture with a caption and its table), nothing scrolls sideways, axe finds
 * nothing serious. The screenshots are kept to look at (E2E_SHOTS, default test-results/).
 * The server renders these pages for their owner, so without any code the charts show too.
 */

const SHOTS = process.env.E2E_SHOTS ?? 'test-results';
const WIDTHS = [375, 1280] as const;
const LANGUAGES: Record<Mode, string> = { so: 'Af-Soomaali', en: 'English' };

/** The demo owners and the report pages of theirs that the journey opens (by link prefix). */
const OWNERS = [
  {
    email: 'maxamed@demo.rentals.so',
    reports: { property: '/properties/default/', building: '/properties/apartment-buildings/' },
  },
  { email: 'faadumo@demo.rentals.so', reports: { hall: '/properties/halls/' } },
  { email: 'cabdiraxmaan@demo.rentals.so', reports: { hotel: '/properties/hotels/' } },
] as const;

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logInFromLoginPage(page, email);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

async function chooseLanguage(page: Page, mode: Mode) {
  await page.getByRole('combobox', { name: 'Luqadda · Language' }).selectOption(LANGUAGES[mode]);
  await expect(page.locator('html')).toHaveAttribute('lang', mode === 'so' ? 'so' : 'en');
}

/** The page's charts are drawn and readable at both widths; a screenshot of each. */
async function lookAtCharts(page: Page, mode: Mode, name: string, charts: number) {
  const pictures = page.locator('figure svg[role="img"]');
  await expect(pictures.first()).toBeVisible();
  await expect(pictures).toHaveCount(charts);
  for (const picture of await pictures.all()) {
    await expect(picture.locator('title')).not.toBeEmpty();
    const figure = picture.locator('xpath=ancestor::figure');
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    await expect(figure.getByText(say(mode, 'Show the numbers'))).toBeVisible();
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expectAccessible(page, `${name} (${mode})`);
    // the charts themselves, close up, and the whole page around them
    await pictures
      .first()
      .locator('xpath=ancestor::figure/..')
      .screenshot({ path: `${SHOTS}/charts-${name}-${mode}-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/page-${name}-${mode}-${width}.png`, fullPage: true });
  }
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

for (const mode of ['en', 'so'] as const) {
  test(`an owner sees the charts of each kind's page and the overview (${LANGUAGES[mode]})`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    for (const owner of OWNERS) {
      await signInAs(page, owner.email);
      // The choice is kept on the profile and follows the owner into the other journeys'
      // sessions: they wait while this one shows the owner's pages in Somali.
      await oneLanguageAt(owner.email, async () => {
        await chooseLanguage(page, mode);
        await page.goto('/property-management');
        // the overview: interest, requests and income (no occupancy across kinds)
        await lookAtCharts(page, mode, `overview-${owner.email.split('@')[0]}`, 3);
        for (const [kind, prefix] of Object.entries(owner.reports)) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto('/property-management');
          const report = page.locator(`a[href^="${prefix}"][href$="/report"]`).first();
          await expect(report).toBeAttached();
          await page.goto((await report.getAttribute('href'))!);
          // a general property has no occupancy chart; the others have their kind's
          await lookAtCharts(page, mode, kind, kind === 'property' ? 3 : 4);
        }
        if (mode !== 'en') await chooseLanguage(page, 'en');
      });
    }
  });
}

/**
 * The owner's page as a phone shows it before any code runs (JavaScript off): the server's HTML
 * carries the charts' pictures, captions and tables (the table opens without code).
 */
async function chartsWithoutCode(browser: Browser, cookiesOf: Page, url: string, name: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
    storageState: await cookiesOf.context().storageState(),
  });
  const page = await context.newPage();
  await page.goto(url);
  const picture = page.locator('figure svg[role="img"]').first();
  await expect(picture).toBeVisible();
  await expect(picture.locator('title')).not.toBeEmpty();
  const figure = picture.locator('xpath=ancestor::figure');
  await expect(figure.locator('figcaption')).toBeVisible();
  await expect(figure.locator('figcaption')).not.toBeEmpty();
  // the page as it painted, from the top, at both widths (no script to scroll it back later)
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/no-code-${name}-${width}.png`, fullPage: true });
  }
  await figure.locator('summary').click();
  await expect(figure.locator('table')).toBeVisible();
  await expect(figure.locator('tbody tr').first()).toBeVisible();
  await figure.screenshot({ path: `${SHOTS}/no-code-${name}-table-375.png` });
  await context.close();
}

test('without any code, an owner sees the charts at 375 px: server-rendered', async ({
  page,
  browser,
}) => {
  await signInAs(page, OWNERS[0].email);
  await page.goto('/property-management');
  const report = page.locator(`a[href^="${OWNERS[0].reports.property}"][href$="/report"]`).first();
  await expect(report).toBeAttached();
  const reportUrl = (await report.getAttribute('href'))!;
  await chartsWithoutCode(browser, page, '/property-management', 'overview');
  await chartsWithoutCode(browser, page, reportUrl, 'property');
});
