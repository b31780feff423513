import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TEXT_MODES, type TextMode } from '@rentals/shared';
import { createI18n } from '../shared/i18n/load';
import * as specCore from '../shared/i18n/catalogue-spec-core';
import * as specRest from '../shared/i18n/catalogue-spec-rest';
import * as soCore from '../shared/i18n/catalogue-so-core';
import * as soRest from '../shared/i18n/catalogue-so-rest';
import * as enCore from '../shared/i18n/catalogue-en-core';
import * as enRest from '../shared/i18n/catalogue-en-rest';
import { UNREAD_COUNT_KEY } from '../shared/live/unread-count';
import { userQueryKey } from '../shared/session/user';
import { stubFetch, testUser } from '../test/render';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home-route';

// Issue 32, item 11: the browser starts with a language's core texts only and fetches the rest
// beside the page (shared/i18n/load.ts); the server renders with all of them. Whatever the shell
// (header, footer, prompts) shows outside the page's own boundary is hydrated before any page
// waits for the rest, so each of its texts must be in the core, or a signed-in person's page is
// thrown away and drawn again (#418), now and then, as the rest arrives early or late.

const CORE: Record<TextMode, Messages> = {
  spec: specCore.messages,
  so: soCore.messages,
  en: enCore.messages,
};
const ALL: Record<TextMode, Messages> = {
  spec: { ...specCore.messages, ...specRest.messages },
  so: { ...soCore.messages, ...soRest.messages },
  en: { ...enCore.messages, ...enRest.messages },
};

/** An admin signed in with unread notifications: every part of the header shows. */
const admin = { ...testUser, account_type: 'admin' };

function shell(i18n: I18n, page: ReactNode): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(userQueryKey, admin);
  client.setQueryData(UNREAD_COUNT_KEY, { unread: 3 });
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ index: true, element: page }] }],
    { initialEntries: ['/?type=Apartment'] },
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * `page` in the shell, rendered by the server with all of a mode's texts, then hydrated in the
 * browser with its core texts only; `then` acts on the hydrated page before it is unmounted.
 */
async function hydrateWithCore(mode: TextMode, page: ReactNode, then = (_: HTMLElement) => {}) {
  const missing: string[] = [];
  const html = renderToString(shell(createI18n(mode, ALL[mode]), page));
  const browser = createI18n(mode, CORE[mode]);
  browser.on('missing', ({ id }) => missing.push(id));

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, shell(browser, page), {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  const text = container.textContent;
  then(container);
  act(() => root.unmount());
  container.remove();
  return { missing, errors: errors.map(String), text };
}

describe("the app's shell, hydrated before the rest of the language's texts arrive", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(TEXT_MODES)('shows a signed-in person the same texts in %s', async (mode) => {
    stubFetch(200, { status: 'success', data: {} });
    const { missing, errors, text } = await hydrateWithCore(mode, <p>page</p>, (container) => {
      // The profile menu's entries too: a tap may open it before the rest has arrived.
      act(() => container.querySelector<HTMLButtonElement>('button[aria-expanded]')?.click());
      expect(container.querySelectorAll('a[href="/admin"]')).toHaveLength(1);
    });
    expect(missing, 'texts the shell shows that are not in the core').toEqual([]);
    expect(errors).toEqual([]);
    expect(text).toContain(mode === 'so' ? 'Liiska akoonkaaga' : 'Profile menu');
  });

  // The landing page is the one page that does not wait for the rest (lazy-pages.ts): every
  // text it shows, the filter bar's and the intro's, is in the core too.
  it.each(TEXT_MODES)('shows the landing page the same texts in %s', async (mode) => {
    stubFetch(200, { status: 'success', data: [] });
    const { missing, errors, text } = await hydrateWithCore(mode, <HomeRoute />);
    expect(missing, 'texts the landing page shows that are not in the core').toEqual([]);
    expect(errors).toEqual([]);
    expect(text).toContain(mode === 'so' ? 'Eeg kuwo kale' : 'Explore more');
  });
});

// The core and the rest are one language's texts split in two: nothing is in neither.
it.each(TEXT_MODES)("core and rest together hold every catalogue's texts in %s", (mode) => {
  const files = Object.entries(
    import.meta.glob<{ messages: Messages }>('../locales/*/*.po', { eager: true }),
  ).filter(([file]) => file.endsWith(`/${mode}.po`));
  expect(files.length).toBeGreaterThan(10);
  const held = new Set(Object.keys(ALL[mode]));
  const lost = files.flatMap(([file, { messages }]) =>
    Object.keys(messages)
      .filter((id) => !held.has(id))
      .map((id) => `${file}: ${id}`),
  );
  expect(lost).toEqual([]);
});
