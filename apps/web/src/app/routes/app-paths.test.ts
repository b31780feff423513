import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { APP_PATHS, isAppPath, publicPageOf } from '@rentals/shared';
import { NotFoundPage } from './lazy-pages';
import { routes } from './route-table';

/** Every path of the route table, joined to its parents' ('*', the not-found page, left out). */
const tablePaths = (table: readonly RouteObject[], parent = ''): string[] =>
  table.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent;
    const own = route.path && route.path !== '*' ? [path] : [];
    return [...own, ...tablePaths(route.children ?? [], path)];
  });

/** The page element the route table shows at a URL. */
const pageAt = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.element;
const filled = (path: string) => path.replace(/:\w+/g, 'x');

describe("the server's list of the app's paths (APP_PATHS)", () => {
  // The server answers 404 with the not-found page a path that is neither a public page nor in
  // the list (http/web-app.ts): a page the route table serves but the list lacks could not be
  // opened from a link nor reloaded.
  it.each(tablePaths(routes))('knows %s, which the route table serves', (path) => {
    const url = filled(path);
    expect(isAppPath(url) || publicPageOf(url, matchPath) !== undefined).toBe(true);
  });

  it.each(APP_PATHS)('names %s, which the route table serves', (path) => {
    expect(pageAt(filled(path))).toBeDefined();
    expect(pageAt(filled(path))).not.toMatchObject({ type: NotFoundPage });
  });
});
