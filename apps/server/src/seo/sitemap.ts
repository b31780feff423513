import { Readable } from 'node:stream';
import { and, asc, gt, gte, inArray, sql } from 'drizzle-orm';
import { ROUTE_TYPES } from '@rentals/shared';
import type { Executor } from '../db/client';
import { rentingProperties } from '../db/schema';
import { publicListing } from '../db/public-listing';
import { PAGE_FACTS, type PageKind } from './listing-facts';
import { escapeHtml } from './text';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while a file streams: memory stays flat however many listings there are. */
const BATCH = 1000;

/** Each listing kind's public page, by its id. */
export const LISTING_PATHS: Record<PageKind, (id: string) => string> = {
  property: (id) => `/default/${id}`,
  hall: (id) => `/halls/${id}`,
  hotel: (id) => `/hotels/${id}`,
  building: (id) => `/apartment-buildings/${id}`,
};
export const SITEMAP_KINDS = Object.keys(LISTING_PATHS) as PageKind[];

const p = rentingProperties;
const ofKind = (kind: PageKind) => and(publicListing, inArray(p.type, [...PAGE_FACTS[kind].types]));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/**
 * The sitemap index: the file of the home and category pages, then each kind's files of at most
 * `perFile` listings. Counting is one aggregate; no listing is read here.
 */
export async function sitemapIndex(db: Executor, origin: string, perFile: number): Promise<string> {
  const counts = await db
    .select(
      Object.fromEntries(
        SITEMAP_KINDS.map((kind) => [
          kind,
          sql<number>`count(*) filter (where ${ofKind(kind)})::int`,
        ]),
      ),
    )
    .from(p)
    .where(publicListing);
  const files = ['pages.xml'];
  for (const kind of SITEMAP_KINDS) {
    const n = Math.ceil(Number(counts[0]?.[kind] ?? 0) / perFile);
    for (let i = 1; i <= n; i += 1) files.push(`${kind}-${i}.xml`);
  }
  const entries = files
    .map((file) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file}`)}</loc></sitemap>\n`)
    .join('');
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries}</sitemapindex>\n`;
}

/** The file of the pages that are no listing: home and every category. */
export function pagesSitemap(origin: string): string {
  const pages = ['/', ...ROUTE_TYPES.map((route) => `/properties/${route}`)];
  return `${XML_HEAD}<urlset ${NS}>\n${pages.map((path) => urlEntry(`${origin}${path}`)).join('')}</urlset>\n`;
}

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,6})\\.xml$`);

/** `<kind>-<n>.xml` as a kind and a 1-based file number; null for any other name. */
export function parseSitemapFile(name: string): { kind: PageKind; file: number } | null {
  const match = SITEMAP_FILE.exec(name);
  if (!match) return null;
  return { kind: match[1] as PageKind, file: Number(match[2]) };
}

/**
 * One kind's n-th file, streamed: its first id is found by position on the primary key's
 * index (ids only), then rows come BATCH at a time after the last id sent (keyset), so a file
 * of 50,000 listings never sits whole in memory. Null when the file is past the last listing.
 */
export async function listingSitemap(
  db: Executor,
  origin: string,
  kind: PageKind,
  file: number,
  perFile: number,
): Promise<Readable | null> {
  const [first] = await db
    .select({ id: p.id })
    .from(p)
    .where(ofKind(kind))
    .orderBy(asc(p.id))
    .offset((file - 1) * perFile)
    .limit(1);
  if (!first) return null;
  const path = LISTING_PATHS[kind];
  async function* lines() {
    yield `${XML_HEAD}<urlset ${NS}>\n`;
    let sent = 0;
    let after: string | null = null;
    while (sent < perFile) {
      const rows: { id: string; updatedAt: Date }[] = await db
        .select({ id: p.id, updatedAt: p.updatedAt })
        .from(p)
        .where(and(ofKind(kind), after === null ? gte(p.id, first!.id) : gt(p.id, after)))
        .orderBy(asc(p.id))
        .limit(Math.min(BATCH, perFile - sent));
      if (rows.length === 0) break;
      yield rows
        .map((row) => urlEntry(`${origin}${path(row.id)}`, new Date(row.updatedAt)))
        .join('');
      sent += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}
