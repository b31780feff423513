import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { setTransport } from '../shared/api/client';
import { setServerMeta } from '../shared/api/config';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './routes/route-table';
import { PUBLIC_PAGE_DATA } from './routes/public-page-data';
import type { I18n } from '@lingui/core';
import { publicPageOf, type TextMode } from '@rentals/shared';
import { createI18n, loadMessages } from '../shared/i18n/load';

/**
 * The server's rendering of a public page (apps/server/src/http/web-app.ts): the page's HTML
 * with its data, so a phone on a slow network paints the listing before the app's code has
 * arrived and run; the client then hydrates the same markup from the same cache (main.tsx).
 */

/** Answers the page's API calls in process, with the visitor's cookie: one per rendering. */
export type ServerFetch = (path: string, init: RequestInit) => Promise<Response>;

const calls = new AsyncLocalStorage<ServerFetch>();
setTransport((input, init) => {
  const serverFetch = calls.getStore();
  if (!serverFetch) throw new Error('an API call outside a server rendering');
  return serverFetch(String(input), init ?? {});
});

export const configure = (meta: Record<string, string | undefined>) => setServerMeta(meta);

/** A query the rendering asked for whose data is not there yet (and may be fetched). */
const waiting = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === 'function' ? Boolean(enabled(query)) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
};

/**
 * The complete HTML: every lazy page and Suspense boundary resolved and inlined in place. Large
 * boundaries would otherwise be sent apart with inline scripts to reveal them, which the
 * Content-Security-Policy rightly refuses (progressiveChunkSize).
 */
async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: () => undefined,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

async function renderOnce(url: string, client: QueryClient, i18n: I18n): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // A redirect (a category shortcut): the browser follows it; nothing to render here.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return toHtml(
    <StrictMode>
      <AppProviders client={client} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * At most this many rounds of render, fetch what it asked for, render again: a public page's
 * declared data is fetched first (./routes/public-page-data.ts), so it renders once; anything
 * its declaration does not name (a filtered list, a signed-in person's extras) is found here.
 */
const MAX_PASSES = 4;

/** The declared data of the public page at `url`'s plain address, fetched into `client`. */
async function loadPageData(url: string, client: QueryClient): Promise<void> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const opened = publicPageOf(pathname, matchPath);
  if (opened && !search) await PUBLIC_PAGE_DATA[opened.name](client, opened.id ?? '');
}

/**
 * The page at `url` in `mode`'s texts: its HTML and the cache state the client starts from, or null when it
 * renders nothing of its own (a redirect) or its data keeps asking for more.
 */
export async function render(
  url: string,
  serverFetch: ServerFetch,
  mode: TextMode = 'spec',
): Promise<{ html: string; state: unknown } | null> {
  const i18n = createI18n(mode, await loadMessages(mode));
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return calls.run(serverFetch, async () => {
    await loadPageData(url, client);
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const html = await renderOnce(url, client, i18n);
      if (html === null) return null;
      const missing = client.getQueryCache().getAll().filter(waiting);
      if (missing.length === 0) return { html, state: dehydrate(client) };
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  });
}
