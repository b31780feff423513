import { describe, expect, it } from 'vitest';
import { KIND_FACTS, LISTING_KINDS, type NotificationWrapper } from '@rentals/shared';
import { ANSWERS_BY_FLOW, CARD_ANSWERS, answersOf } from './card-action';

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

describe('answersOf', () => {
  it("answers a card through its listing's request flow, named by the kind's facts", () => {
    for (const kind of LISTING_KINDS) {
      // a kind that takes no requests has no cards to answer
      if (KIND_FACTS[kind].requests === 'none') continue;
      const wrapper = card({ _id: 'x', kind, name: '', pictures: [] });
      expect(answersOf(wrapper), kind).toBe(
        ANSWERS_BY_FLOW[KIND_FACTS[kind].requests]['rent-request'],
      );
      expect(answersOf(wrapper), kind).toBeDefined();
    }
  });

  it("answers a removed listing's card as a rent request", () => {
    expect(answersOf(card(null))).toBe(CARD_ANSWERS['rent-request']);
  });
});
