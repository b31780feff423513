import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  CARD_PICTURE_SIZES,
  htmlLangOf,
  isAppPath,
  TEXT_MODES,
  type TextMode,
  isRouteType,
  isUuid,
  KIND_FACTS,
  pictureSrcSet,
  pictureVariant,
  SLIDE_PICTURE_SIZES,
  type RequestFlow,
} from '@rentals/shared';
import type { Config } from '../config';
import { sessionCookieName } from './session-cookie';
import { CACHE_AREAS, publicCache, type CacheArea } from './public-cache';
import { requestTextMode } from './text-mode';
import { earlyTracking, type EarlyTracking } from './early-tracking';
import { pageUrl } from './public-pages';
import {
  PUBLIC_PAGES,
  publicPageOf,
  type OpenedPage,
} from '../../../web/src/app/routes/public-pages';
import { isOwnerPage } from '../../../web/src/app/routes/owner-pages';
import { renderBudget } from './render-budget';
import { loadPageRenderer, type RenderedPage } from './page-render';
import { findListingFacts } from '../seo/listing-facts';
import { siteOrigin } from '../seo/origin';
import {
  appHead,
  categoryHead,
  homeHead,
  listingHead,
  missingListingHead,
  notFoundHead,
  renderHead,
  searchHead,
  type PageHead,
} from '../seo/page-head';

/** The kinds whose pages show bookings (a hall's calendar, a hotel's free rooms). */
const BOOKED_FLOWS = new Set<RequestFlow>(['hall', 'hotel']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the runtime configuration the client reads (key header value, Google id). */
function renderIndex(html: string, config: Config) {
  const metas = [
    `<meta name="api-key" content="${escapeAttr(config.apiKey)}">`,
    // the address the rendered page's links start with (its share links), read at hydration
    `<meta name="site-url" content="${escapeAttr(config.siteUrl ?? config.publicUrl)}">`,
  ];
  if (config.googleClientId)
    metas.push(`<meta name="google-client-id" content="${escapeAttr(config.googleClientId)}">`);
  return html.replace('<!--app-config-->', metas.join(''));
}

/** The build's own title and description, which every page replaces with its own (seo/page-head.ts). */
const withoutHead = (html: string) =>
  html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');

/**
 * The path the one not-found page is rendered at for every unknown path: the same markup for
 * all of them, cached once, so junk addresses cannot fill the page cache.
 */
const NOT_FOUND_URL = '/404';

/**
 * The head of the page at `pathname`, and whether there is such a page: a public listing's
 * facts come from the database (one read by key, cached like the rendered page), an unknown
 * path or a listing that is not there (a malformed id included) is not found. A malformed id
 * names nothing, so it is answered without a read and without a cache entry.
 */
async function headOf(
  app: FastifyInstance,
  opened: OpenedPage | undefined,
  address: string,
  mode: TextMode,
): Promise<{ head: PageHead; found: boolean }> {
  const { page, id } = opened ?? {};
  const [pathname = '', query = ''] = address.split('?');
  if (page?.search) {
    const q = (new URLSearchParams(query).get('q') ?? '').trim().slice(0, 200);
    return { head: searchHead(q, address, await searchPreview(app, query), mode), found: true };
  }
  if (page?.listing && id !== undefined) {
    const kind = KIND_FACTS[page.listing].page;
    const decoded = safeDecode(id);
    const facts =
      decoded === null || !isUuid(decoded)
        ? null
        : await publicCache(app.deps).get(
            `facts:${kind}:${decoded}`,
            () => findListingFacts(app.deps.db, kind, decoded),
            ['listings'],
          );
    if (!facts) return { head: missingListingHead(mode), found: false };
    // Shared and indexed under its kind's path, whichever of its paths was opened.
    const canonical = KIND_FACTS[page.listing].webPath(facts.id);
    return { head: listingHead(facts, canonical, mode), found: true };
  }
  if (page?.category && id !== undefined) {
    return isRouteType(id)
      ? { head: categoryHead(id, mode), found: true }
      : { head: notFoundHead(mode), found: false };
  }
  if (pathname === '/' || pathname === '') return { head: homeHead(mode), found: true };
  if (!isAppPath(pathname)) return { head: notFoundHead(mode), found: false };
  return { head: appHead(mode), found: true };
}

/**
 * How many the search's first page holds, and its first picture (the link's preview), from the
 * API call the page makes too (so its answer is the public cache's on the page's own ask).
 */
async function searchPreview(
  app: FastifyInstance,
  query: string,
): Promise<{ count: number; picture: string | null }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search${query ? `?${query}` : ''}`,
    headers: { 'x-api-key': app.deps.config.apiKey },
  });
  if (response.statusCode !== 200) return { count: 0, picture: null };
  const { data } = response.json() as { data: { pictures: string[] }[] };
  return { count: data.length, picture: data[0]?.pictures[0] ?? null };
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page's index: its module script and preloads give way to public/boot.js, which
 * downloads them once the page has painted and runs them at the visitor's first touch, scroll,
 * pointer or key; a visitor's page carries its tracking calls (`track`) for boot.js to send until
 * then, and a signed-in person's page (no `track`) runs the code at once. The page needs no
 * code to show, so its picture and text get the whole of a slow connection first (LCP), and a
 * phone that only shows the page spends no CPU on the code (Total Blocking Time).
 */
function codeAfterPaint(html: string, track: EarlyTracking | null): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  // A visitor's page counts its view before the code runs; a signed-in person's app does it.
  const start = track ? ` data-track="${escapeAttr(JSON.stringify(track))}"` : ' data-eager';
  const boot =
    `<script defer src="/boot.js" data-entry="${escapeAttr(entry)}" ` +
    `data-preload="${escapeAttr(preloads.join(' '))}"${start}></script>`;
  return html.replace(MODULE_SCRIPT, boot).replace(MODULE_PRELOAD, '');
}

export type SendIndex = (reply: FastifyReply) => Promise<FastifyReply>;

/** The installed app's manifest of each page language (Somali: apps/web/public). */
const MANIFEST = '<link rel="manifest" href="/manifest.webmanifest">';
const SOMALI_MANIFEST = '<link rel="manifest" href="/manifest.so.webmanifest">';

/**
 * `<html lang>` right in the first byte, and the mode the client hydrates in; a Somali page links
 * the Somali manifest (the installed app's name and description).
 */
const withLanguage = (html: string, mode: TextMode) => {
  const page = html.replace(
    /<html lang="[^"]*">/,
    `<html lang="${htmlLangOf(mode)}" data-text-mode="${mode}">`,
  );
  return htmlLangOf(mode) === 'so' ? page.replace(MANIFEST, SOMALI_MANIFEST) : page;
};

/**
 * The `<link rel="modulepreload">` tags of each mode's catalogue chunk (apps/web/src/shared/i18n),
 * so a page's texts download beside its code, not after it.
 */
function cataloguePreloads(manifest: Record<string, ManifestChunk>): Map<TextMode, string> {
  const tags = new Map<TextMode, string>();
  for (const mode of TEXT_MODES) {
    const chunk = manifest[`src/shared/i18n/catalogue-${mode}-core.ts`];
    if (!chunk) continue;
    const files = [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]?.file)];
    tags.set(
      mode,
      files
        .filter((file): file is string => Boolean(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    );
  }
  return tags;
}

/** The first picture a page shows, from the API answer the client will also fetch. */
async function firstPicture(
  app: FastifyInstance,
  config: Config,
  opened: OpenedPage | undefined,
  search: string | undefined,
  cookie: string | undefined,
  rendered: RenderedPage | null,
): Promise<{ url: string; detail: boolean } | null> {
  // A filtered category list starts elsewhere; only the plain list is predicted.
  if (search) return null;
  const picture = opened?.page.picture;
  if (!picture || opened.id === undefined) return null;
  const url = picture.api(encodeURIComponent(decodeURIComponent(opened.id)));
  // The rendering asked the same call a moment ago: its answer, rather than asking again.
  let body = rendered?.answers.get(url);
  if (!body) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-api-key': config.apiKey, ...(cookie ? { cookie } : {}) },
    });
    if (response.statusCode !== 200) return null;
    body = response.rawPayload;
  }
  const data = (JSON.parse(body.toString('utf8')) as { data?: unknown }).data;
  const listing = (Array.isArray(data) ? data[0] : data) as { pictures?: unknown } | undefined;
  const first = Array.isArray(listing?.pictures) ? listing.pictures[0] : undefined;
  return typeof first === 'string' ? { url: first, detail: picture.detail } : null;
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

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The `<link rel="modulepreload">` tags of each public page (by name), for its modules: their
 * chunks and the chunks they import, less those the index already loads. Empty when the build
 * has no manifest.
 */
function readManifest(webDist: string): Record<string, ManifestChunk> {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return {};
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

function pagePreloads(manifest: Record<string, ManifestChunk>): Map<string, string> {
  const tags = new Map<string, string>();
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  for (const [name, { modules }] of Object.entries(PUBLIC_PAGES)) {
    const keys = new Set<string>();
    for (const key of modules) closure(key, keys);
    if (keys.size === 0) continue;
    const files = [...keys].filter((k) => !loaded.has(k)).map((k) => manifest[k]!.file);
    tags.set(
      name,
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
  const index = withoutHead(renderIndex(fs.readFileSync(indexFile, 'utf8'), config));
  const manifest = readManifest(config.webDist);
  const preloads = pagePreloads(manifest);
  const catalogues = cataloguePreloads(manifest);
  /** The index for a path: with its page's chunks preloaded when it is a public page. */
  const pageIndex = new Map<string, string>();
  for (const [name, tags] of preloads) {
    pageIndex.set(name, index.replace('</head>', `${tags}</head>`));
  }
  // The public pages people land on are rendered here, so they paint before the code runs.
  const renderPage = await loadPageRenderer(app, config);
  const mayRender = renderBudget(app, config.rendersPerMinute);

  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit, so a new version reaches phones at once.
      const worker = path.basename(filePath) === 'sw.js';
      res.header(
        'cache-control',
        hashed ? IMMUTABLE : worker ? 'no-cache' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const sendIndex: SendIndex = async (reply) => {
    const { url, headers } = reply.request;
    const [pathname, search] = url.split('?');
    let opened = publicPageOf(pathname!);
    // The address with only what the page reads: rendered and cached once for all its variants.
    const address = pageUrl(pathname!, search, opened);
    const mode = requestTextMode(reply.request);
    const { head, found } = await headOf(app, opened, address, mode).catch((error: unknown) => {
      // The database failed: the page is still sent, with the app's plain head.
      reply.log.warn({ err: error }, 'page sent without its own head');
      return { head: appHead(mode), found: true };
    });
    // A listing that is not there shows 'Can't find the property' at its own address, with no
    // picture to preload and no view to count; any other unknown page is the not-found page.
    const missingListing = !found && Boolean(opened?.page.listing);
    if (missingListing) opened = undefined;
    // The index comes without a title or description of its own: each page gets its own.
    let html = withLanguage((opened && pageIndex.get(opened.name)) ?? index, mode).replace(
      '</head>',
      `${renderHead(head, siteOrigin(reply, config))}${catalogues.get(mode) ?? ''}</head>`,
    );
    const signedIn = Boolean(reply.request.cookies[sessionCookieName(config)]);
    // Public pages, every unknown path as the one not-found page, and a signed-in person's owner
    // pages with charts (issue 36: never kept, renderFor) are rendered here. A visitor's owner
    // page is not: the app sends them to sign in.
    const renderUrl = found || missingListing ? address : NOT_FOUND_URL;
    const owned = signedIn && found && isOwnerPage(pathname!);
    const rendered =
      opened || !found || owned ? await renderFor(reply, renderUrl, mode, opened) : null;
    if (rendered) {
      html = codeAfterPaint(html, signedIn ? null : earlyTracking(url, opened)).replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.root}</div>${rendered.stateScript}`,
      );
    }
    try {
      const picture = await firstPicture(
        app,
        config,
        opened,
        address.split('?')[1],
        headers.cookie,
        rendered,
      );
      if (picture) html = html.replace('</head>', `${picturePreload(picture)}</head>`);
    } catch (error) {
      // Only a hint: the page works without it.
      reply.log.warn({ err: error }, 'no picture preload for the page');
    }
    // A signed-in person's page is theirs alone: no shared proxy, browser store or the service
    // worker keeps it for whoever uses the phone next. Compressed on its way out
    // (http/compression.ts).
    return (
      reply
        .status(found ? 200 : 404)
        .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
        // The same address is written in the visitor's language (and, without PUBLIC_URL, with
        // the links of the host it was asked at: siteOrigin added that).
        .header(
          'vary',
          ['accept-language, cookie', reply.getHeader('vary')].filter(Boolean).join(', '),
        )
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
  /**
   * The page at `url` rendered in `mode`'s texts, or null (no renderer, too slow, failed). A
   * visitor's page is the same for every visitor: rendered once per cache lifetime, and cleared
   * by any write to what it shows (http/public-cache.ts): a booking clears only the pages of
   * halls and hotels, whose calendars it changes.
   */
  const renderFor = async (
    reply: FastifyReply,
    url: string,
    mode: TextMode,
    opened: OpenedPage | undefined,
  ) => {
    if (!renderPage) return null;
    const { headers } = reply.request;
    const signedIn = Boolean(reply.request.cookies[sessionCookieName(config)]);
    const render = () => renderPage(url, signedIn ? headers.cookie : undefined, mode);
    const listing = opened?.page.listing;
    const booked = listing && BOOKED_FLOWS.has(KIND_FACTS[listing].requests);
    const areas: readonly CacheArea[] = booked ? CACHE_AREAS : ['listings'];
    const cache = publicCache(app.deps);
    const key = `page:${mode}:${url}`;
    // Only a rendering is counted: a page the cache holds (or is rendering) is free. Past the
    // client's budget the page goes unrendered, and nothing is cached for the others.
    const page = async () =>
      cache.has(key) || (await mayRender(reply.request)) ? cache.get(key, render, areas) : null;
    const own = async () => ((await mayRender(reply.request)) ? render() : null);
    return (signedIn ? own() : page()).catch((error: unknown) => {
      reply.log.warn({ err: error }, 'page sent unrendered');
      return null;
    });
  };
  app.get('/', async (_request, reply) => sendIndex(reply));
  return sendIndex;
}
