import { describe, expect, it } from 'vitest';
import { KIND_FACTS, LISTING_KINDS, type KindFacts } from '@rentals/shared';
import { OWN_NEW_FORMS } from './kind-pages';

describe("the kinds' New Property forms", () => {
  it.each(LISTING_KINDS)(
    '%s: gives its own form exactly when its facts give it a choice there',
    (kind) => {
      const facts: KindFacts = KIND_FACTS[kind];
      expect(kind in OWN_NEW_FORMS).toBe(facts.newChoice !== undefined);
    },
  );
});
