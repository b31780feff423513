import { expect, test } from '@playwright/test';
import { waitForAppAfterNavigation } from '../support/test';

// A journey fails on a hydration error (support/test.ts, issue 32 item 11; E2E_HYDRATION=report
// only reports it); the strict guard is checked here. The server's
// page is changed on its way to the browser, so the app's first render cannot match it: the
// navigation that hydrated it must fail, naming the error.
test('a page whose server text differs from the app fails the journey that opened it', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('Newest properties');
      await route.fulfill({ response, body: html.replace('Newest properties', 'Oldest ones') });
    },
  );
  await expect(waitForAppAfterNavigation(page, true).goto('/')).rejects.toThrow(
    /hydration errors in the console[\s\S]*(418|Hydration failed)/,
  );
});
