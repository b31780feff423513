import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { marketDay, type TextMode } from '@rentals/shared';
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
export type RenderedPage = {
  root: string;
  stateScript: string;
  /** the bodies of the page's successful GET calls by URL, as fresh as the markup */
  answers: ReadonlyMap<string, Buffer>;
};
export type RenderPage = (
  url: string,
  cookie: string | undefined,
  mode: TextMode,
) => Promise<RenderedPage | null>;

/** A page that takes longer than this is sent unrendered: the client renders it as before. */
const RENDER_TIMEOUT_MS = 1500;

/**
 * Rendered visitor pages kept by the data they were rendered from (issue 20): at most this many,
 * each for at most this long (a bound on anything the markup takes from the clock rather than
 * from its data; the day is part of the key for the calendar's today).
 */
const MEMO_PAGES = 500;
const MEMO_MS = 10 * 60_000;

/** One of a page's API calls, as the renderer made it. */
type Call = { method: string; url: string; headers: Record<string, string>; payload?: string };
type Answer = { status: number; headers: Record<string, string>; body: Buffer };
/** A visitor's page: its markup and state, and the calls (with a digest of their answers) it came from. */
type Memo = { calls: Call[]; digest: string; root: string; state: string };

const digestOf = (answers: readonly Answer[]) => {
  const hash = createHash('sha1');
  for (const a of answers) hash.update(`${a.status}\n`).update(a.body).update('\n');
  return hash.digest('base64');
};

/**
 * The state's query times set to now: the memo's data was just read again and found unchanged,
 * so the client must not think it old and fetch it again as it hydrates.
 */
const restamped = (state: string, now: number) =>
  state.replace(/"dataUpdatedAt":\d+/g, `"dataUpdatedAt":${now}`);

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
  renderer.configure({
    'api-key': config.apiKey,
    'google-client-id': config.googleClientId,
    // absolute links in the page's markup (its share links), before the app's code runs
    'site-url': config.siteUrl ?? config.publicUrl,
  });

  /** A page's API call answered in process, with the visitor's cookie. */
  const answer = async (call: Call, cookie: string | undefined): Promise<Answer> => {
    const reply = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...call.headers, 'x-api-key': config.apiKey, ...(cookie ? { cookie } : {}) },
      ...(call.payload !== undefined ? { payload: call.payload } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers))
      if (typeof value === 'string') headers[name] = value;
    return { status: reply.statusCode, headers, body: reply.rawPayload };
  };

  /** The renderer's fetch; `record` collects each distinct call and its answer. */
  const serverFetch =
    (cookie: string | undefined, record?: Map<string, { call: Call; answer: Answer }>) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const call: Call = {
        method: init.method ?? 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers)),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      };
      const got = await answer(call, cookie);
      record?.set(JSON.stringify(call), { call, answer: got });
      const empty = got.status === 204 || got.status === 304;
      return new Response(empty ? null : got.body, {
        status: got.status,
        headers: new Headers(got.headers),
      });
    };

  const renderWithin = async (
    url: string,
    fetch: ReturnType<typeof serverFetch>,
    mode: TextMode,
  ): Promise<{ root: string; state: string } | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([renderer.render(url, fetch, mode), timeout]);
      return page ? { root: page.html, state: scriptJson(page.state) } : null;
    } finally {
      clearTimeout(timer);
    }
  };
  const sent = (
    root: string,
    state: string,
    calls: ReadonlyArray<{ call: Call; answer: Answer }>,
  ): RenderedPage => ({
    root,
    stateScript: `<script id="ssr-state" type="application/json">${state}</script>`,
    answers: new Map(
      calls
        .filter(
          ({ call, answer }) =>
            call.method === 'GET' && answer.status === 200 && !answer.headers['content-encoding'],
        )
        .map(({ call, answer }) => [call.url, answer.body]),
    ),
  });

  /**
   * A visitor's page is rendered again only when its data has changed: its API calls are asked
   * again (the uncached path every read takes) and, when every answer is the same as when it was
   * rendered, the markup is the same too, and is sent without rendering (about 1 ms instead of
   * tens). It is never stale, so no write has to clear it, and a write elsewhere leaves it be.
   */
  // Bounded like the public cache (PUBLIC_CACHE_MB, a budget of its own): junk addresses that
  // render (random listing ids) cannot grow the server. Two bytes a character, at worst.
  const memos = new LRUCache<string, Memo>({
    max: MEMO_PAGES,
    ttl: MEMO_MS,
    maxSize: config.publicCacheMb * 1024 * 1024,
    sizeCalculation: (memo) =>
      2 * (memo.root.length + memo.state.length) + 256 * (memo.calls.length + 1),
  });
  /** Renderings under way, by key: a burst of visitors to a page not kept yet waits for one. */
  const rendering = new Map<string, Promise<unknown>>();
  const renderVisitorPage = async (url: string, mode: TextMode): Promise<RenderedPage | null> => {
    const key = `${mode} ${marketDay()} ${url}`;
    for (;;) {
      const memo = memos.get(key);
      if (memo) {
        const answers = await Promise.all(memo.calls.map((call) => answer(call, undefined)));
        if (digestOf(answers) === memo.digest)
          return sent(
            memo.root,
            restamped(memo.state, Date.now()),
            memo.calls.map((call, i) => ({ call, answer: answers[i]! })),
          );
      }
      // Whoever waited checks the page it gets against the data as it is now, like any other.
      const running = rendering.get(key);
      if (!running) break;
      await running;
      if (!memos.has(key)) break;
    }
    const job = (async () => {
      const record = new Map<string, { call: Call; answer: Answer }>();
      const page = await renderWithin(url, serverFetch(undefined, record), mode);
      if (!page) return null;
      const calls = [...record.values()];
      memos.set(key, {
        calls: calls.map((c) => c.call),
        digest: digestOf(calls.map((c) => c.answer)),
        ...page,
      });
      return sent(page.root, page.state, calls);
    })();
    const settled = job.catch(() => null);
    rendering.set(key, settled);
    try {
      return await job;
    } finally {
      if (rendering.get(key) === settled) rendering.delete(key);
    }
  };

  return async (url, cookie, mode) => {
    if (!cookie) return renderVisitorPage(url, mode);
    const record = new Map<string, { call: Call; answer: Answer }>();
    const page = await renderWithin(url, serverFetch(cookie, record), mode);
    return page ? sent(page.root, page.state, [...record.values()]) : null;
  };
}
