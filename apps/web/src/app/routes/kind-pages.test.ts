import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { KIND_FACTS, LISTING_KINDS, ownerPagePath, type KindFacts } from '@rentals/shared';
import { KIND_PAGES } from './kind-pages';
import { routes } from './route-table';

/** The page element the route table shows at a URL. */
const pageAt = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.element;

describe("each kind's pages", () => {
  it.each(LISTING_KINDS)('%s: its links lead to its pages', (kind) => {
    const pages = KIND_PAGES[kind];
    expect(pageAt(KIND_FACTS[kind].webPath('x'))).toMatchObject({ type: pages.page });
    expect(pageAt(ownerPagePath(kind, 'x', 'edit'))).toMatchObject({ type: pages.edit });
    // a report exactly when its facts say so: the owner's dashboard links it by the facts
    const facts: KindFacts = KIND_FACTS[kind];
    expect(Boolean(pages.report), kind).toBe(Boolean(facts.report));
    if (pages.report) {
      expect(pageAt(ownerPagePath(kind, 'x', 'report'))).toMatchObject({ type: pages.report });
    }
  });

  it("keeps the building's dashboard on the spec's second path", () => {
    expect(pageAt('/properties/report/apartment-building-report/x')).toMatchObject({
      type: KIND_PAGES.Apartment.report,
    });
  });
});
