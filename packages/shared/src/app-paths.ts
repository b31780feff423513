import { KIND_FACTS, LISTING_KINDS, type KindFacts } from './kind-facts';
import { ownerPagePath } from './owner-paths';

/**
 * Each kind's pages, from its facts: its public page, its owner's edit page and, for a kind with
 * one (`report`), its owner's report (the web's KIND_PAGES serves the same).
 */
const KIND_PATHS = LISTING_KINDS.flatMap((kind) => {
  const facts: KindFacts = KIND_FACTS[kind];
  return [
    facts.webPath(':id'),
    ownerPagePath(kind, ':propertyId', 'edit'),
    ...(facts.report ? [ownerPagePath(kind, ':propertyId', 'report')] : []),
  ];
});

/**
 * Every path the web app answers (apps/web/src/app/routes/route-table.tsx), in its router's
 * spelling: `:name` is one path segment. The server answers any other path 404 with the
 * not-found page, so a crawler never indexes a page that does not exist. Each kind's pages are
 * read from its facts; app/routes/app-paths.test.ts checks the list against the route table.
 */
export const APP_PATHS: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/privacy',
  '/properties/:type',
  ...KIND_PATHS,
  // the spec's other paths of a general property's page and of a building's report
  '/rentingproperty/find/:id',
  '/home/rentingproperty/:id',
  '/properties/report/apartment-building-report/:id',
  '/home',
  '/land',
  '/hall',
  '/hotel',
  '/apartment',
  '/myaccount',
  '/edit-profile',
  '/thankyou/:type',
  '/report',
  '/property-request',
  '/property-request/:type',
  '/property-management',
  '/properties/:id/new',
  '/notifications/:id',
  '/admin',
  '/apartmentBuilding/add-apartment/:propertyId',
  '/home/renting-hall/:id',
  '/properties/edit-records/hall-event',
  '/properties/edit-records/hotel-reservation',
  '/hotels/add-room/:hotelId',
  '/hotels/edit-room',
];

const segments = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = APP_PATHS.map(segments);

/** Whether the web app has a page at this path (a trailing slash is ignored, as the router does). */
export function isAppPath(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part === parts[i]),
  );
}

/** Paths under which only a signed-in person has anything to see: robots.txt keeps crawlers out. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/api/',
  '/myaccount',
  '/edit-profile',
  '/thankyou/',
  '/report',
  '/property-request',
  '/property-management',
  '/notifications/',
  '/admin',
  '/apartmentBuilding/',
  '/home/renting-hall/',
  // each kind's owner pages (/properties/halls/...)
  ...LISTING_KINDS.map((kind) => `/properties${KIND_FACTS[kind].webPath('')}`),
  '/properties/report/',
  '/properties/edit-records/',
  '/hotels/add-room/',
  '/hotels/edit-room',
  '/properties/*/new',
  '/login',
  '/signup',
];
