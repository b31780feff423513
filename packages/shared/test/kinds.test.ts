import { describe, expect, it } from 'vitest';
import { FACILITY_CATEGORIES } from '../src/facilities';
import {
  KIND_DESCRIPTORS,
  KIND_FACTS,
  LISTED_TYPES,
  LISTING_KIND_NAMES,
  LISTING_KINDS,
  kindOfType,
  type ListingKind,
} from '../src/kinds';
import { listingPath } from '../src/listings';
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID } from '../src/schemas/examples';

/** The product's kinds of today, in the order the wire had them; a new kind comes after them. */
const TODAY = ['Property', 'Apartment', 'Hall', 'Hotel'] as const satisfies ListingKind[];

describe('kind descriptors', () => {
  it('has one complete descriptor per kind', () => {
    expect(Object.keys(KIND_DESCRIPTORS)).toEqual(LISTING_KINDS);
    for (const kind of LISTING_KINDS) {
      const d = KIND_DESCRIPTORS[kind];
      expect(d.kind, kind).toBe(kind);
      expect(d.types.length, kind).toBeGreaterThan(0);
      expect(d.webPath('x'), kind).toMatch(/^\/[a-z-]+\/x$/);
      for (const call of Object.values(d.api)) {
        expect(call.path, kind).toMatch(/^\//);
        expect(call.access, kind).toBe(call === d.api.find ? 'public' : 'user');
      }
      expect(['month', 'hour', 'night'], kind).toContain(d.priceUnit);
      expect(d.pictures.min, kind).toBeGreaterThanOrEqual(1);
      expect(d.pictures.max, kind).toBeGreaterThanOrEqual(d.pictures.min);
      expect(d.api.add.multipart?.files, kind).toMatchObject(d.pictures);
      expect(d.api.add.multipart?.fields, kind).toBe(d.schemas.add);
      expect(d.api.update.multipart?.fields, kind).toBe(d.schemas.update);
      for (const category of d.facilityCategories)
        expect(FACILITY_CATEGORIES, kind).toContain(category);
    }
  });

  it("gives its add and update forms an example that parses, naming the examples' owner and listing", () => {
    // The API document shows them; the server's authorisation suite aims them at its marketplace
    // by swapping the two ids (test/support/route-catalogue.ts).
    for (const kind of LISTING_KINDS) {
      const { add, update } = KIND_DESCRIPTORS[kind].schemas;
      const [addExample] = (add.meta()?.examples ?? []) as Record<string, unknown>[];
      const [updateExample] = (update.meta()?.examples ?? []) as Record<string, unknown>[];
      expect(add.safeParse(addExample).error, `${kind} add`).toBeUndefined();
      expect(update.safeParse(updateExample).error, `${kind} update`).toBeUndefined();
      expect(addExample?.owner, kind).toBe(EXAMPLE_OWNER_ID);
      expect(Object.values(updateExample ?? {}), kind).toContain(EXAMPLE_LISTING_ID);
    }
  });

  it('gives every listed type exactly one kind', () => {
    const claimed = LISTING_KINDS.flatMap((kind) => KIND_DESCRIPTORS[kind].types);
    expect([...claimed].sort()).toEqual([...LISTED_TYPES].sort());
  });

  it('reads the kinds and the stored types from the facts, in the order the wire had them', () => {
    expect(LISTING_KIND_NAMES).toEqual(Object.keys(KIND_FACTS));
    expect(LISTING_KIND_NAMES.slice(0, TODAY.length)).toEqual(TODAY);
    // the property types first, then the other kinds' own: the add form's enum keeps its order
    expect(LISTED_TYPES.slice(0, 8)).toEqual([
      'House',
      'Apartment',
      'office',
      'Land',
      'business',
      'Retail Space',
      'Hall',
      'Hotel',
    ]);
    // a kind added later brings its own types after them
    expect(LISTED_TYPES.slice(8)).toEqual(
      LISTING_KINDS.slice(TODAY.length).flatMap((kind) => KIND_FACTS[kind].types),
    );
  });

  it('names each kind by a noun and a request flow', () => {
    expect(TODAY.map((kind) => [KIND_FACTS[kind].noun, KIND_FACTS[kind].requests])).toEqual([
      ['property', 'rent'],
      ['apartment building', 'apartment'],
      ['hall', 'hall'],
      ['hotel', 'hotel'],
    ]);
    for (const kind of LISTING_KINDS) {
      expect(KIND_FACTS[kind].noun, kind).toMatch(/^[a-z][a-z ]*$/);
      expect(['rent', 'apartment', 'hall', 'hotel', 'none'], kind).toContain(
        KIND_FACTS[kind].requests,
      );
    }
  });
});

describe('kindOfType', () => {
  it('gives Property for the general types, whatever their case', () => {
    for (const type of ['House', 'Office', 'office', 'Land', 'business', ' Retail Space '])
      expect(kindOfType(type), type).toBe('Property');
  });

  it('gives Apartment, Hall and Hotel for their own types', () => {
    const own: Record<string, ListingKind> = {
      Apartment: 'Apartment',
      hall: 'Hall',
      Hotel: 'Hotel',
    };
    for (const [type, kind] of Object.entries(own)) expect(kindOfType(type), type).toBe(kind);
  });

  it('gives no kind for a type no kind holds, rather than a guess', () => {
    for (const type of ['Villa', '', 'Any']) expect(kindOfType(type), type).toBeUndefined();
  });
});

describe('listingPath', () => {
  it('opens each kind on its own page', () => {
    expect(listingPath({ _id: 'a', kind: 'Hall' })).toBe('/halls/a');
    expect(listingPath({ _id: 'a', kind: 'Hotel' })).toBe('/hotels/a');
    expect(listingPath({ _id: 'a', kind: 'Apartment' })).toBe('/apartment-buildings/a');
    expect(listingPath({ _id: 'a', kind: 'Property' })).toBe('/default/a');
  });
});

describe('the facts the web reads', () => {
  it('are the descriptors’ own: the same add and delete paths as the contracts, for every kind', () => {
    for (const kind of LISTING_KINDS) {
      expect(KIND_FACTS[kind].addPath, kind).toBe(KIND_DESCRIPTORS[kind].api.add.path);
      expect(KIND_FACTS[kind].deletePath, kind).toBe(KIND_DESCRIPTORS[kind].api.delete.path);
      expect(KIND_DESCRIPTORS[kind].webPath('x'), kind).toBe(KIND_FACTS[kind].webPath('x'));
    }
  });
});
