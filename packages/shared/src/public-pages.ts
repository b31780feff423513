import { KIND_FACTS, type KindWithPage, type ListingKind } from './kind-facts';

/**
 * The public pages people land on, declared once, below both apps: the web's route table
 * answers on their paths, and the server (apps/server/src/http/web-app.ts) renders them, names
 * their code up front, preloads their first picture and counts a visitor's view of a listing
 * before the app's code runs. A plain module (no React, no schemas): the landing page takes only
 * the paths from it.
 */

/** A listing's page answers on the path its kind's links use (KIND_FACTS' webPath). */
const listingPattern = (kind: ListingKind, param: string) => KIND_FACTS[kind].webPath(`:${param}`);

/** The public pages' paths (react-router patterns), as the route table declares its routes. */
export const PUBLIC_PATHS = {
  home: '/',
  category: '/properties/:type',
  /** the general property's detail, on every path the spec and its navigation use */
  property: [
    listingPattern('Property', 'id'),
    '/rentingproperty/find/:id',
    '/home/rentingproperty/:id',
  ],
  hall: listingPattern('Hall', 'id'),
  hotel: listingPattern('Hotel', 'hotel_id'),
  building: listingPattern('Apartment', 'propertyId'),
  search: '/search',
} as const;

export type PublicPage = {
  /** its paths; the one parameter in them is the listing's id or the category's route */
  paths: readonly string[];
  /**
   * The page's lazily loaded code, as the web build manifest's source keys (the modules
   * apps/web/src/app/routes/lazy-pages.ts or kind-pages.tsx loads for it, at once): the server
   * names them up front
   * (`modulepreload`), one round trip less before the page paints on a slow network.
   */
  modules: readonly string[];
  /**
   * The public API call that names the page's largest paint, a listing picture (`detail`: the
   * slider's, else a card's): the server preloads it with high priority, so it downloads
   * alongside the code instead of after the code has run and fetched the data (LCP).
   */
  picture?: { api: (id: string) => string; detail: boolean };
  /**
   * A listing's own page, whose view is counted: the kind it shows, one whose facts name its
   * server-rendered `page`. It is shared and indexed under its kind's path (KIND_FACTS'
   * webPath), whichever of its paths was opened.
   */
  listing?: KindWithPage;
  /** a category's list */
  category?: true;
  /** the search's results (issue 35): its head names the text */
  search?: true;
  /**
   * The query parameters the page reads, in the order its cached rendering's address names them
   * (the server's pageUrl); any other parameter changes nothing on the page.
   */
  query?: readonly string[];
};

/** A listing's page: the kind's page, and the composition loading beside it (kind-pages.tsx). */
const listingModules = (page: string) => [page, 'src/app/routes/listing-detail-route.tsx'];

/** The web's shared/listings/filter-params.ts: the filter in the URL. */
const FILTER_QUERY = ['type', 'district', 'price', 'rooms'] as const;
/** The web's features/hotels/components/stay-search.ts: the stay searched for. */
const STAY_QUERY = ['check_in', 'check_out', 'adults', 'kids'] as const;

export const PUBLIC_PAGES = {
  home: {
    paths: [PUBLIC_PATHS.home],
    modules: ['src/app/routes/home-route.tsx'],
    query: FILTER_QUERY,
  },
  category: {
    paths: [PUBLIC_PATHS.category],
    modules: ['src/features/properties/components/category-page.tsx'],
    picture: { api: (type) => `/api/rentingProperty/property-category/${type}`, detail: false },
    category: true,
    query: FILTER_QUERY,
  },
  property: {
    paths: PUBLIC_PATHS.property,
    modules: listingModules('src/features/properties/components/property-detail-page.tsx'),
    picture: { api: (id) => `/api/rentingproperty/find/${id}`, detail: true },
    listing: 'Property',
  },
  hall: {
    paths: [PUBLIC_PATHS.hall],
    modules: listingModules('src/features/halls/components/hall-page.tsx'),
    picture: { api: (id) => `/api/hallProperty/find/${id}`, detail: true },
    listing: 'Hall',
  },
  hotel: {
    paths: [PUBLIC_PATHS.hotel],
    modules: listingModules('src/features/hotels/components/hotel-page.tsx'),
    picture: { api: (id) => `/api/hotels/hotel/id?hotel_id=${id}`, detail: true },
    listing: 'Hotel',
    query: STAY_QUERY,
  },
  search: {
    paths: [PUBLIC_PATHS.search],
    modules: ['src/features/search/components/search-page.tsx'],
    search: true,
    query: ['q', ...FILTER_QUERY],
  },
  building: {
    paths: [PUBLIC_PATHS.building],
    modules: listingModules('src/features/apartments/components/apartment-building-page.tsx'),
    listing: 'Apartment',
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

/** A public page as a URL opened it: its `id` is the one parameter of its path, when it has one. */
export type OpenedPage = { name: PublicPageName; page: PublicPage; id?: string };

/**
 * The router's matching of a path pattern (react-router's matchPath): the parameters, or null.
 * Both apps pass the router's own, so a page is found as the route table finds it; this package
 * has no router.
 */
export type MatchPath = (
  pattern: string,
  pathname: string,
) => { params: Readonly<Record<string, string | undefined>> } | null;

/** The public page a URL path opens, matched as the router matches it. */
export function publicPageOf(pathname: string, matchPath: MatchPath): OpenedPage | undefined {
  for (const [name, page] of Object.entries(PUBLIC_PAGES) as [PublicPageName, PublicPage][]) {
    for (const path of page.paths) {
      const match = matchPath(path, pathname);
      if (match) return { name, page, id: Object.values(match.params)[0] };
    }
  }
  return undefined;
}
