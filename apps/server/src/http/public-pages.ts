import type { PageKind } from '../seo/listing-facts';

/**
 * The public pages people land on, once: the server renders them, names their code up front and,
 * for some, preloads their first picture; a visitor's view of a listing's own page is counted
 * before the app's code runs (./early-tracking).
 */
export type PublicPage = {
  /** the path; a listing's id or a category's route in the group `id` */
  pattern: RegExp;
  /**
   * The page's lazily loaded code, as the build manifest's source key (the same module
   * apps/web/src/app/routes/lazy-pages.ts loads): the index names it up front (`modulepreload`),
   * one round trip less before the page paints on a slow network.
   */
  module: string;
  /**
   * The public API call that names the page's largest paint, a listing picture (`detail`: the
   * slider's, else a card's): the index preloads it with high priority, so it downloads alongside
   * the code instead of after the code has run and fetched the data (LCP on a slow network).
   */
  picture?: { api: (id: string) => string; detail: boolean };
  /** a listing's own page, whose view is counted: the kind it shows */
  listing?: PageKind;
  /** the path a listing's page is shared and indexed under, whichever of its paths was opened */
  canonical?: (id: string) => string;
  /** a category's list */
  category?: true;
  /**
   * The query parameters the page reads, in the order its cached rendering's address names them
   * (pageUrl); any other parameter changes nothing on the page.
   */
  query?: readonly string[];
};

/** apps/web/src/shared/listings/filter-params.ts: the filter in the URL. */
const FILTER_QUERY = ['type', 'district', 'price', 'rooms'] as const;
/** apps/web/src/features/hotels/components/stay-search.ts: the stay searched for. */
const STAY_QUERY = ['check_in', 'check_out', 'adults', 'kids'] as const;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { pattern: /^\/$/, module: 'src/app/routes/home-route.tsx', query: FILTER_QUERY },
  {
    pattern: /^\/properties\/(?<id>[^/]+)$/,
    module: 'src/features/properties/components/category-page.tsx',
    picture: { api: (type) => `/api/rentingProperty/property-category/${type}`, detail: false },
    category: true,
    query: FILTER_QUERY,
  },
  {
    pattern: /^\/(?:default|rentingproperty\/find|home\/rentingproperty)\/(?<id>[^/]+)$/,
    module: 'src/app/routes/property-detail-route.tsx',
    picture: { api: (id) => `/api/rentingproperty/find/${id}`, detail: true },
    listing: 'property',
    canonical: (id) => `/default/${id}`,
  },
  {
    pattern: /^\/halls\/(?<id>[^/]+)$/,
    module: 'src/app/routes/hall-route.tsx',
    picture: { api: (id) => `/api/hallProperty/find/${id}`, detail: true },
    listing: 'hall',
    canonical: (id) => `/halls/${id}`,
  },
  {
    pattern: /^\/hotels\/(?<id>[^/]+)$/,
    module: 'src/app/routes/hotel-route.tsx',
    picture: { api: (id) => `/api/hotels/hotel/id?hotel_id=${id}`, detail: true },
    listing: 'hotel',
    canonical: (id) => `/hotels/${id}`,
    query: STAY_QUERY,
  },
  {
    pattern: /^\/apartment-buildings\/(?<id>[^/]+)$/,
    module: 'src/app/routes/apartment-building-route.tsx',
    listing: 'building',
    canonical: (id) => `/apartment-buildings/${id}`,
  },
];

export type OpenedPage = { page: PublicPage; id?: string };

/** The public page a URL path opens, with its `id` when it has one. */
export function publicPageOf(pathname: string): OpenedPage | undefined {
  for (const page of PUBLIC_PAGES) {
    const match = page.pattern.exec(pathname);
    if (match) return { page, id: match.groups?.id };
  }
  return undefined;
}

/**
 * The address a visitor's page is rendered and cached at: its path with only the parameters the
 * page reads, each once (the first, as URLSearchParams.get reads it), in the page's order. So
 * `/?q=1` and `/?q=2` are one rendering of `/`, and junk parameters cannot fill the page cache.
 */
export function pageUrl(pathname: string, search: string | undefined, opened?: OpenedPage): string {
  const names = opened?.page.query ?? [];
  if (!search || names.length === 0) return pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}
