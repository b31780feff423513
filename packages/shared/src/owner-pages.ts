import { KIND_FACTS, LISTING_KINDS, type KindFacts } from './kind-facts';
import { ownerPagePath, PROPERTY_MANAGEMENT_PATH } from './owner-paths';
import type { MatchPath } from './public-pages';

/**
 * The owner's pages with charts (issue 36): the report of each kind with one (its facts'
 * `report`) and Property management. The
 * server renders them, as it does the public pages (./public-pages.ts), for a signed-in person
 * only and never keeps them for anyone else, so the charts paint before the app's code runs.
 * The web's route table serves the same paths (kind-pages.tsx, owner-pages.test.ts), and the
 * landing page does not load them.
 */
export const OWNER_PAGE_PATHS: readonly string[] = [
  PROPERTY_MANAGEMENT_PATH,
  ...LISTING_KINDS.filter((kind) => (KIND_FACTS[kind] as KindFacts).report).map((kind) =>
    ownerPagePath(kind, ':propertyId', 'report'),
  ),
  // the building's dashboard at the spec's second path (kind-pages.tsx: reportAlsoAt)
  '/properties/report/apartment-building-report/:id',
];

/** Whether a URL path opens one of the owner's pages with charts, matched as the router does. */
export const isOwnerPage = (pathname: string, matchPath: MatchPath) =>
  OWNER_PAGE_PATHS.some((path) => matchPath(path, pathname) !== null);
