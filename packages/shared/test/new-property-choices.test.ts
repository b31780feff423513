import { describe, expect, it } from 'vitest';
import { KIND_FACTS, LISTING_KINDS, NEW_PROPERTY_CHOICES, type KindFacts } from '../src';

/** The kinds whose facts give a New Property choice of their own, with it, in the facts' order. */
const ownChoices = LISTING_KINDS.flatMap((kind) => {
  const facts: KindFacts = KIND_FACTS[kind];
  return facts.newChoice ? [[kind, facts.newChoice] as const] : [];
});

describe('the New Property choices', () => {
  it("ends with the choices the kinds' facts give, in the facts' order", () => {
    expect(ownChoices).toEqual([
      ['Hall', 'Hall'],
      ['Hotel', 'Hotel'],
    ]);
    expect(NEW_PROPERTY_CHOICES.slice(-ownChoices.length)).toEqual(
      ownChoices.map(([, choice]) => choice),
    );
  });
});
