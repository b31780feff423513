import type { KindFacts, ListingKind } from '@rentals/shared';
import type * as Shared from '@rentals/shared';

/*
 * Two kinds of listing that are not in the product, for the web's checks of what it reads from
 * KIND_FACTS (apps/server/test/listings/throwaway-kind.test.ts has their server side):
 *
 * - 'Tent', bare: its four calls and its public and edit pages only. No server-rendered page,
 *   no owner's report, no requests ('none'), no choice of its own on New Property.
 * - 'Marquee', with every optional part: a server-rendered page, a report, requests through the
 *   halls' flow and its own New Property choice.
 *
 * A test file gives them to the web through its import of '@rentals/shared':
 *
 *   vi.mock('@rentals/shared', async (actual) =>
 *     (await import('../../../test/throwaway-kinds')).withThrowawayKinds(await actual()));
 *
 * Only what the web reads at run time sees them (facts, the kinds' list, the New Property
 * choices); the compiled maps keyed by ListingKind (the route table's KIND_PAGES) do not.
 */

export const TENT = 'Tent' as ListingKind;
export const MARQUEE = 'Marquee' as ListingKind;

const shared = {
  priceUnit: 'night',
  priceFrom: false,
  pictures: { min: 1, max: 4 },
  facilityCategories: ['HVAC', 'Services'],
} as const;

/** The bare kind's facts: no `page`, no `report`, no `newChoice`, requests 'none'. */
export const TENT_FACTS: KindFacts<string, string> = {
  ...shared,
  kind: 'Tent',
  noun: 'tent',
  requests: 'none',
  types: ['Tent'],
  webPath: (id) => `/tents/${id}`,
  addPath: '/tents/add',
  deletePath: '/tents/delete',
};

/** The full kind's facts: every optional part. */
export const MARQUEE_FACTS: KindFacts<string, string> = {
  ...shared,
  kind: 'Marquee',
  noun: 'marquee',
  requests: 'hall',
  types: ['Marquee'],
  webPath: (id) => `/marquees/${id}`,
  addPath: '/marquees/add',
  deletePath: '/marquees/delete',
  page: 'marquee',
  report: true,
  newChoice: 'Marquee',
  pictures: { min: 1, max: 7 },
};

/**
 * The shared package as the web sees it with the two throwaway kinds added after the real ones.
 * Their facts are written into the package's own KIND_FACTS (this test file's copy of it), so
 * what the package reads of a kind itself (ownerPagePath, listingPath) knows them too; the lists
 * it derived from the facts when it loaded are given again with them.
 */
export function withThrowawayKinds(actual: typeof Shared): typeof Shared {
  const extra = { Tent: TENT_FACTS, Marquee: MARQUEE_FACTS };
  Object.assign(actual.KIND_FACTS, extra);
  const kinds = Object.keys(actual.KIND_FACTS) as unknown as typeof actual.LISTING_KIND_NAMES;
  const own = Object.values(extra).flatMap((facts) => (facts.newChoice ? [facts.newChoice] : []));
  const extraKindOf = (type: string) =>
    Object.values(extra).find((facts) => facts.types.includes(type.trim()))?.kind as
      ListingKind | undefined;
  return {
    ...actual,
    LISTING_KIND_NAMES: kinds,
    LISTING_KINDS: kinds,
    NEW_PROPERTY_CHOICES: [
      ...actual.NEW_PROPERTY_CHOICES,
      ...own,
    ] as unknown as typeof actual.NEW_PROPERTY_CHOICES,
    kindOfType: (type) => extraKindOf(type) ?? actual.kindOfType(type),
  };
}
