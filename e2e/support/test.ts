import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive rendered by the server and the app's code follows once they have painted
 * (apps/web/public/boot.js), so right after `load` a page is visible but not yet listening: a
 * person's first taps can come before it. The journeys wait, after each navigation, until the app
 * has taken the page over (`data-ready` on <html>, set by apps/web/src/app/app-ready.tsx).
 */
export function waitForAppAfterNavigation(page: Page): Page {
  const ready = () =>
    page.waitForFunction(
      () =>
        document.documentElement.dataset.ready !== undefined ||
        !document.getElementById('ssr-state'),
    );
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
