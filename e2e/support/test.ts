import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * React's hydration failures as a browser reports them: the production build's minified codes
 * (#418 text or markup that differs, #423 a boundary rendered again on the client, #425 text
 * content that differs) and the development build's words. React recovers from them by drawing
 * the page again on the client, so a person sees a flash and nothing fails unless a journey
 * listens (issue 32, item 11).
 */
const HYDRATION_ERROR =
  /(react\.dev\/errors\/|React error #)(418|423|425)\b|Hydration failed|did not match/i;

/**
 * A hydration error fails the journey. E2E_HYDRATION=report only reports it (a warning and an
 * annotation in the report, with what the recovery redrew), for hunting one down across a run.
 */
const FAIL_ON_HYDRATION = process.env.E2E_HYDRATION !== 'report';

/** Fails, or reports, the hydration errors `seen`. */
function judgeHydration(seen: string[], strict: boolean) {
  if (strict) {
    expect(seen, 'hydration errors in the console').toEqual([]);
    return;
  }
  for (const entry of seen.splice(0)) {
    console.warn(`hydration error (reported, E2E_HYDRATION=report): ${entry}`);
    base.info().annotations.push({ type: 'hydration-error', description: entry });
  }
}

/** The hydration errors seen in the current test's pages (checked at its end by `test`). */
const hydrationErrors: string[] = [];

/** The console line the page adds after a hydration error (recordRedrawing). */
const REDRAWN = 'hydration redrew: ';

/**
 * In each page, before its own code: a record of what React's recovery from a hydration error
 * removes and adds under #root, told as a console line right after the error. React's production
 * build names neither the component nor the text; the two texts, side by side, show where they
 * part. (React reports within its commit, before a MutationObserver hears: takeRecords.)
 */
function recordRedrawing(page: Page) {
  void page.addInitScript((prefix: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const removed: string[] = [];
      const added: string[] = [];
      const text = (node: Node) => node.textContent?.trim() ?? '';
      const collect = (records: MutationRecord[]) => {
        for (const record of records) {
          removed.push(...Array.from(record.removedNodes, text).filter(Boolean));
          added.push(...Array.from(record.addedNodes, text).filter(Boolean));
        }
      };
      const observer = new MutationObserver(collect);
      observer.observe(root, { childList: true, subtree: true });
      const error = console.error.bind(console);
      const describe = (message: string) => {
        if (!/#41[89]|#42[35]|Hydration failed/.test(message)) return;
        collect(observer.takeRecords());
        const [before, after] = [removed.join(' | '), added.join(' | ')];
        let from = 0;
        while (from < before.length && before[from] === after[from]) from += 1;
        const at = Math.max(0, from - 80);
        error(
          `${prefix}server ${JSON.stringify(before.slice(at, from + 300))}, ` +
            `app ${JSON.stringify(after.slice(at, from + 300))}`,
        );
      };
      // React's default reports a recoverable error with reportError (an 'error' event);
      // an app's own onRecoverableError may use the console.
      window.addEventListener('error', (event) => describe(String(event.message)));
      console.error = (...args: unknown[]) => {
        error(...args);
        describe(String(args[0]));
      };
    });
  }, REDRAWN);
}

/** The hydration errors `page` has reported: console messages and uncaught errors alike. */
function listenForHydrationErrors(page: Page) {
  const seen: string[] = [];
  recordRedrawing(page);
  // React's own report (reportError) reaches the listeners, and so the redraw line, before the
  // browser reports the error; an app's console.error comes first. Either way they pair up.
  let redrawn = '';
  const note = (entry: string) => {
    const described = redrawn ? `${entry} (${redrawn})` : entry;
    redrawn = '';
    seen.push(described);
    hydrationErrors.push(described);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!text.startsWith(REDRAWN)) {
      if (HYDRATION_ERROR.test(text)) note(`${page.url()}: ${text.slice(0, 1000)}`);
      return;
    }
    const last = seen[seen.length - 1];
    if (last === undefined || last.includes(REDRAWN)) {
      redrawn = text;
      return;
    }
    seen[seen.length - 1] = `${last} (${text})`;
    const index = hydrationErrors.lastIndexOf(last);
    if (index >= 0) hydrationErrors[index] = seen[seen.length - 1]!;
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) note(`${page.url()}: ${error.message}`);
  });
  return seen;
}

/**
 * Public pages arrive rendered by the server, and on a visitor's page the app's code runs at the
 * first sign of use (apps/web/public/boot.js): right after `load` a page is visible but not yet
 * listening. The journeys act as a person whose pointer crosses the page, then wait, after each
 * navigation, until the app has taken the page over (`data-ready` on <html>, set by
 * apps/web/src/app/app-ready.tsx). A page that failed to hydrate fails the journey there.
 */
export function waitForAppAfterNavigation(page: Page, strict = FAIL_ON_HYDRATION): Page {
  const seen = listenForHydrationErrors(page);
  const ready = async () => {
    await page.mouse.move(3, 3);
    await page.mouse.move(1, 1);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.ready !== undefined ||
        !document.getElementById('ssr-state'),
    );
    judgeHydration(seen, strict);
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

export const test = base.extend<{ page: Page; noHydrationErrors: void }>({
  page: async ({ page }, use) => {
    await use(waitForAppAfterNavigation(page));
  },
  // Every page of the test (each person's too, journeys.ts personIn), whenever it hydrated.
  noHydrationErrors: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      hydrationErrors.length = 0;
      await use();
      if (FAIL_ON_HYDRATION) expect(hydrationErrors, 'hydration errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});
