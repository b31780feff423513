import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive rendered by the server, and on a visitor's page the app's code runs at the
 * first sign of use (apps/web/public/boot.js): right after `load` a page is visible but not yet
 * listening. The journeys act as a person whose pointer crosses the page, then wait, after each
 * navigation, until the app has taken the page over (`data-ready` on <html>, set by
 * apps/web/src/app/app-ready.tsx).
 */
export function waitForAppAfterNavigation(page: Page): Page {
  const ready = async () => {
    await page.mouse.move(3, 3);
    await page.mouse.move(1, 1);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.ready !== undefined ||
        !document.getElementById('ssr-state'),
    );
  };
  for (const name of ['goto', 'reload', 'goBack'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await ready();
      return response;
    };
  }
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppAfterNavigation(page));
  },
});
