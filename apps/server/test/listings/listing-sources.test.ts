import { describe, expect, it } from 'vitest';
import { LISTING_KINDS, type ListingKind, type ListingSummary } from '@rentals/shared';
import type { Executor } from '../../src/db/client';
import { listingKinds } from '../../src/app';
import {
  listingsOf,
  type ListingSource,
  type ListingSources,
} from '../../src/modules/listings/registry';

// The kinds reach the app as an exhaustive map given to buildApp (app.ts), not as a list that
// routes fill when they register: every area then covers every kind through deps.listings.

const db = {} as Executor;

/** A kind that holds the listings of these ids and remembers which it verified. */
function fakeSource(kind: ListingKind, ids: string[], verified: string[]): ListingSource {
  return {
    kind,
    find: async (_db, id) =>
      ids.includes(id) ? { id, kind, ownerId: 'o', name: id, type: kind, pictures: [] } : null,
    summaries: async (_db, wanted) =>
      ids.filter((id) => wanted.includes(id)).map((id) => ({ _id: id, kind }) as ListingSummary),
    countByRoute: async () => (kind === 'Hall' ? { halls: ids.length } : {}),
    setVerified: async (_db, id) => {
      verified.push(`${kind}:${id}`);
      return ids.includes(id);
    },
  };
}

describe('the kinds given to buildApp', () => {
  it('has one source per kind, each of its own kind', () => {
    expect(Object.keys(listingKinds).sort()).toEqual([...LISTING_KINDS].sort());
    for (const kind of LISTING_KINDS) expect(listingKinds[kind].kind, kind).toBe(kind);
  });

  it('finds, lists, counts and verifies across the kinds given, in the order asked', async () => {
    const verified: string[] = [];
    // every kind, from the facts: those named here hold these ids, the others none
    const ids: Partial<Record<ListingKind, string[]>> = {
      Property: ['p1'],
      Apartment: ['a1'],
      Hall: ['h1', 'h2'],
    };
    const kinds = Object.fromEntries(
      LISTING_KINDS.map((kind) => [kind, fakeSource(kind, ids[kind] ?? [], verified)]),
    ) as ListingSources;
    const listings = listingsOf(kinds);
    expect((await listings.find(db, 'h2'))?.kind).toBe('Hall');
    expect(await listings.find(db, 'nothing')).toBeNull();
    expect((await listings.summaries(db, ['h1', 'p1', 'gone', 'a1'])).map((s) => s._id)).toEqual([
      'h1',
      'p1',
      'a1',
    ]);
    expect((await listings.countByRoute(db)).halls).toBe(2);
    expect(await listings.setVerified(db, { id: 'a1', kind: 'Apartment' })).toBe(true);
    expect(verified).toEqual(['Apartment:a1']);
  });
});
