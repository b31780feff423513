import { describe, expect, it, vi } from 'vitest';
import {
  KIND_FACTS,
  LISTING_KINDS,
  type ListingKind,
  type NotificationWrapper,
  type RequestFlow,
} from '@rentals/shared';
import { MARQUEE, TENT } from '../../../test/throwaway-kinds';
import { ANSWERS_BY_FLOW, CARD_ANSWERS, answersOf } from './card-action';

// The product's kinds and two throwaway ones (test/throwaway-kinds.ts): a bare Tent that takes
// no requests, and a Marquee asked for through the halls' flow.
vi.mock('@rentals/shared', async (actual) =>
  (await import('../../../test/throwaway-kinds')).withThrowawayKinds(await actual()),
);

const card = (property: NotificationWrapper['property']): NotificationWrapper => ({
  notification: {
    _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    type: 'rent-request',
    from: '4b1f8f0e-8a4f-4c55-9d3e-0f3c2f1a7b21',
    notifier: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    about: '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d',
    created_date: '2030-05-01T10:00:00.000Z',
    read: false,
  },
  user: { _id: '4b1f8f0e-8a4f-4c55-9d3e-0f3c2f1a7b21', name: 'Hodan', picture: '' },
  property,
});

const flowOf = (kind: ListingKind): RequestFlow => KIND_FACTS[kind].requests;
const kindsThat = (takes: boolean) =>
  LISTING_KINDS.filter((kind) => (flowOf(kind) !== 'none') === takes);

describe('answersOf', () => {
  it('sees the throwaway kinds with the real ones', () => {
    expect(kindsThat(true)).toContain(MARQUEE);
    expect(kindsThat(false)).toContain(TENT);
  });

  it.each(kindsThat(true))(
    "answers a card of %s through its listing's request flow, named by the kind's facts",
    (kind) => {
      const wrapper = card({ _id: 'x', kind, name: '', pictures: [] });
      expect(answersOf(wrapper)).toBeDefined();
      expect(answersOf(wrapper)).toBe(ANSWERS_BY_FLOW[flowOf(kind)]['rent-request']);
    },
  );

  it.each(kindsThat(false))(
    'has no answer for a card of %s, a kind that takes no requests (Accept and Decline are off)',
    (kind) => {
      expect(answersOf(card({ _id: 'x', kind, name: '', pictures: [] }))).toBeUndefined();
    },
  );

  it("answers a removed listing's card as a rent request", () => {
    expect(answersOf(card(null))).toBe(CARD_ANSWERS['rent-request']);
  });
});
