import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { matchPath, matchRoutes } from 'react-router';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { routes } from './route-table';
import { isOwnerPage, OWNER_PAGE_PATHS } from '@rentals/shared';

describe("the owner's pages the server renders (issue 36)", () => {
  it.each(OWNER_PAGE_PATHS)('%s is a signed-in route of the table', (path) => {
    const url = path.replace(/:\w+/, 'x');
    const matched = matchRoutes(routes, url);
    // the table's path, which for Property management is relative to '/'
    expect(matched?.at(-1)?.route.path?.replace(/^\/?/, '/')).toBe(path);
    const guarded = matched?.some(
      ({ route }) => isValidElement(route.element) && route.element.type === RequireAuth,
    );
    expect(guarded).toBe(true);
    expect(isOwnerPage(url, matchPath)).toBe(true);
  });

  it('is not a public page, nor an owner page without charts', () => {
    expect(isOwnerPage('/', matchPath)).toBe(false);
    expect(isOwnerPage('/halls/x', matchPath)).toBe(false);
    expect(isOwnerPage('/properties/halls/x/edit', matchPath)).toBe(false);
    expect(isOwnerPage('/myaccount', matchPath)).toBe(false);
  });
});
