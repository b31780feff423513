import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  CARD_PICTURE_SIZES,
  pictureSrcSet,
  pictureVariant,
  SLIDE_PICTURE_SIZES,
} from '@rentals/shared';
import type { Config } from '../config';
import { sessionCookieName } from '../modules/auth/sessions';
import { publicCache } from '../modules/listings/public-cache';
import { sendHtml } from './html-encoding';
import { loadPageRenderer } from './page-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the runtime configuration the client reads (key header value, Google id). */
function renderIndex(html: string, config: Config) {
  const metas = [`<meta name="api-key" content="${escapeAttr(config.apiKey)}">`];
  if (config.googleClientId)
    metas.push(`<meta name="google-client-id" content="${escapeAttr(config.googleClientId)}">`);
  return html.replace('<!--app-config-->', metas.join(''));
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page's index: its module script and preloads give way to public/boot.js, which
 * requests them once the page has painted. The page needs no code to show, so its picture and
 * text get the whole of a slow connection first (LCP), and the code follows.
 */
function codeAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot =
    `<script defer src="/boot.js" data-entry="${escapeAttr(entry)}" ` +
    `data-preload="${escapeAttr(preloads.join(' '))}"></script>`;
  return html.replace(MODULE_SCRIPT, boot).replace(MODULE_PRELOAD, '');
}

export type SendIndex = (reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Pages whose largest paint is a listing picture: the public API call that names it, and how.
 * The index then preloads that picture with high priority, so it downloads alongside the app's
 * code instead of after the code has run and fetched the data (LCP on a slow network).
 */
const PICTURE_PAGES: { pattern: RegExp; api: (id: string) => string; detail: boolean }[] = [
  {
    pattern: /^\/(?:default|rentingproperty\/find|home\/rentingproperty)\/([^/]+)$/,
    api: (id) => `/api/rentingproperty/find/${id}`,
    detail: true,
  },
  { pattern: /^\/halls\/([^/]+)$/, api: (id) => `/api/hallProperty/find/${id}`, detail: true },
  {
    pattern: /^\/hotels\/([^/]+)$/,
    api: (id) => `/api/hotels/hotel/id?hotel_id=${id}`,
    detail: true,
  },
  {
    pattern: /^\/properties\/([a-z]+)$/,
    api: (type) => `/api/rentingProperty/property-category/${type}`,
    detail: false,
  },
];

/** The first picture a page shows, from the API answer the client will also fetch. */
async function firstPicture(
  app: FastifyInstance,
  config: Config,
  url: string,
  cookie: string | undefined,
): Promise<{ url: string; detail: boolean } | null> {
  const [pathname, search] = url.split('?');
  // A filtered category list starts elsewhere; only the plain list is predicted.
  if (search) return null;
  for (const page of PICTURE_PAGES) {
    const match = page.pattern.exec(pathname!);
    if (!match) continue;
    const response = await app.inject({
      method: 'GET',
      url: page.api(encodeURIComponent(decodeURIComponent(match[1]!))),
      headers: { 'x-api-key': config.apiKey, ...(cookie ? { cookie } : {}) },
    });
    if (response.statusCode !== 200) return null;
    const data = (response.json() as { data?: unknown }).data;
    const listing = (Array.isArray(data) ? data[0] : data) as { pictures?: unknown } | undefined;
    const picture = Array.isArray(listing?.pictures) ? listing.pictures[0] : undefined;
    return typeof picture === 'string' ? { url: picture, detail: page.detail } : null;
  }
  return null;
}

/** `<link rel="preload">` of a picture with the srcset and sizes its `<img>` will have. */
function picturePreload({ url, detail }: { url: string; detail: boolean }): string {
  const srcset = pictureSrcSet(url);
  const attrs = [
    `href="${escapeAttr(pictureVariant(url, detail ? 'display' : 'card'))}"`,
    ...(srcset
      ? [
          `imagesrcset="${escapeAttr(srcset)}"`,
          `imagesizes="${detail ? SLIDE_PICTURE_SIZES : CARD_PICTURE_SIZES}"`,
        ]
      : []),
  ];
  return `<link rel="preload" as="image" fetchpriority="high" ${attrs.join(' ')}>`;
}

/**
 * The lazily loaded code of the pages people land on, by path: the index names it up front
 * (`modulepreload`), so a first visit fetches the page's chunks together with the entry instead
 * of after it has run, one round trip less before the page paints on a slow network. Values are
 * the build manifest's source keys (apps/web/src/app/routes/lazy-pages.ts loads the same).
 */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home-route.tsx'],
  [/^\/properties\/[^/]+$/, 'src/features/properties/components/category-page.tsx'],
  [
    /^\/(default|rentingproperty\/find|home\/rentingproperty)\/[^/]+$/,
    'src/app/routes/property-detail-route.tsx',
  ],
  [/^\/halls\/[^/]+$/, 'src/app/routes/hall-route.tsx'],
  [/^\/hotels\/[^/]+$/, 'src/app/routes/hotel-route.tsx'],
  [/^\/apartment-buildings\/[^/]+$/, 'src/app/routes/apartment-building-route.tsx'],
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The `<link rel="modulepreload">` tags of each page of PAGE_MODULES: its chunk and the chunks
 * it imports, less those the index already loads. Empty when the build has no manifest.
 */
function pagePreloads(webDist: string): Map<string, string> {
  const tags = new Map<string, string>();
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return tags;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  for (const [, key] of PAGE_MODULES) {
    if (!manifest[key]) continue;
    const files = [...closure(key)].filter((k) => !loaded.has(k)).map((k) => manifest[k]!.file);
    tags.set(
      key,
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    );
  }
  return tags;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * Returns the sender of the app's index (for `/` and client routes), or null when there is
 * no build (API-only runs).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
): Promise<SendIndex | null> {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = renderIndex(fs.readFileSync(indexFile, 'utf8'), config);
  const preloads = pagePreloads(config.webDist);
  /** The index for a path: with its page's chunks preloaded when it is one of PAGE_MODULES. */
  const pageIndex = new Map<string, string>();
  for (const [, key] of PAGE_MODULES) {
    const tags = preloads.get(key);
    if (tags) pageIndex.set(key, index.replace('</head>', `${tags}</head>`));
  }
  const pageOf = (url: string) => {
    const pathname = url.split('?')[0]!;
    return PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  };
  // The public pages people land on are rendered here, so they paint before the code runs.
  const renderPage = await loadPageRenderer(app, config);

  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=0, must-revalidate');
    },
  });
  const sendIndex: SendIndex = async (reply) => {
    const { url, headers } = reply.request;
    const page = pageOf(url);
    let html = (page && pageIndex.get(page)) ?? index;
    if (page && renderPage) {
      // A visitor's page is the same for every visitor: rendered once per cache lifetime, and
      // cleared with the public lists by any write (modules/listings/public-cache.ts).
      const signedIn = Boolean(reply.request.cookies[sessionCookieName(config)]);
      const render = () => renderPage(url, signedIn ? headers.cookie : undefined);
      const rendered = await (
        signedIn ? render() : publicCache(app.deps).get(`page:${url}`, render)
      ).catch((error: unknown) => {
        reply.log.warn({ err: error }, 'page sent unrendered');
        return null;
      });
      if (rendered) {
        html = codeAfterPaint(html).replace(
          '<div id="root"></div>',
          `<div id="root">${rendered.root}</div>${rendered.stateScript}`,
        );
      }
    }
    try {
      const picture = await firstPicture(app, config, url, headers.cookie);
      if (picture) html = html.replace('</head>', `${picturePreload(picture)}</head>`);
    } catch (error) {
      // Only a hint: the page works without it.
      reply.log.warn({ err: error }, 'no picture preload for the page');
    }
    return sendHtml(reply.header('cache-control', 'no-cache'), html);
  };
  app.get('/', async (_request, reply) => sendIndex(reply));
  return sendIndex;
}
