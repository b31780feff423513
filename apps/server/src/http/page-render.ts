import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { TextMode } from '@rentals/shared';
import type { Config } from '../config';

/** What apps/web/src/app/entry-server.tsx exports (built to apps/web/dist-ssr). */
type WebRenderer = {
  configure(meta: Record<string, string | undefined>): void;
  render(
    url: string,
    serverFetch: (path: string, init: RequestInit) => Promise<Response>,
    mode: TextMode,
  ): Promise<{ html: string; state: unknown } | null>;
};

/** The `#root` markup and the script carrying the data it was rendered with. */
export type RenderedPage = { root: string; stateScript: string };
export type RenderPage = (
  url: string,
  cookie: string | undefined,
  mode: TextMode,
) => Promise<RenderedPage | null>;

/** A page that takes longer than this is sent unrendered: the client renders it as before. */
const RENDER_TIMEOUT_MS = 1500;

/** The state as a JSON script body: `<` escaped, so no string in it can close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The server's rendering of public pages: the web build's renderer, answering the page's API
 * calls in process with the visitor's cookie. Gives the page's markup and data, or null when
 * the page is sent unrendered.
 * Null as a whole when the build has no renderer (an API-only run, or a build before it).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  config: Config,
): Promise<RenderPage | null> {
  if (!fs.existsSync(config.webSsrEntry)) return null;
  const renderer = (await import(pathToFileURL(config.webSsrEntry).href)) as WebRenderer;
  renderer.configure({ 'api-key': config.apiKey, 'google-client-id': config.googleClientId });

  const serverFetch =
    (cookie: string | undefined) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers));
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...headers, 'x-api-key': config.apiKey, ...(cookie ? { cookie } : {}) },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') responseHeaders.set(name, value);
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    };

  return async (url, cookie, mode) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([renderer.render(url, serverFetch(cookie), mode), timeout]);
      if (!page) return null;
      return {
        root: page.html,
        stateScript: `<script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>`,
      };
    } finally {
      clearTimeout(timer);
    }
  };
}
