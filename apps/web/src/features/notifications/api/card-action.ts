import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KIND_FACTS, type NotificationWrapper, type RequestFlow } from '@rentals/shared';
import { deleteNotification } from './delete-notification';
import { notificationKeys, removeFromInbox } from './inbox';
import { APARTMENT_ANSWERS } from './apartment-request-answers';
import { HALL_ANSWERS } from './hall-answers';
import { HOTEL_ANSWERS } from './hotel-answers';
import type { AnswerCall, KindAnswers } from './kind-answers';
import { acceptRentRequest, declineRentRequest } from './rent-request-answers';
import { acceptTermination, declineTermination } from './termination-answers';

export type CardAction = 'accept' | 'decline' | 'delete';

/**
 * The answers a card of the rent flow (a general property's, or a removed listing's) can give, by
 * notification type. Hall, hotel and apartment cards have their own (below).
 */
export const CARD_ANSWERS: KindAnswers = {
  'rent-request': { accept: acceptRentRequest, decline: declineRentRequest },
  'rent-termination-request': { accept: acceptTermination, decline: declineTermination },
};

/**
 * Each request flow answers its cards through its own calls: halls, hotels and apartment
 * buildings about the record the card names (event, reservation, renting record). A kind names
 * its flow in KIND_FACTS.
 */
export const ANSWERS_BY_FLOW: Record<RequestFlow, KindAnswers> = {
  rent: CARD_ANSWERS,
  hall: HALL_ANSWERS,
  hotel: HOTEL_ANSWERS,
  apartment: APARTMENT_ANSWERS,
  // a kind that takes no requests gets no cards to answer
  none: {},
};

/** The answers of this card, if it has any: by its listing's request flow, then by type. */
export function answersOf(wrapper: NotificationWrapper) {
  const kind = wrapper.property?.kind;
  return (kind ? ANSWERS_BY_FLOW[KIND_FACTS[kind].requests] : CARD_ANSWERS)[
    wrapper.notification.type
  ];
}

function callOf(wrapper: NotificationWrapper, action: CardAction): AnswerCall {
  if (action === 'delete') return () => deleteNotification(wrapper.notification._id);
  const answers = answersOf(wrapper);
  if (!answers) throw new Error(`no ${action} for ${wrapper.notification.type}`);
  return answers[action];
}

/**
 * One card's calls: only one at a time, so the card can show which is in flight. On success the
 * card leaves the cached inbox at once and the notifications are fetched again; after an answer
 * every cached query goes stale, since records of any area may have changed.
 */
export function useCardAction(wrapper: NotificationWrapper, me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CardAction) => callOf(wrapper, action)(wrapper, me),
    onSuccess: (_answer, action) => {
      removeFromInbox(queryClient, me, wrapper.notification._id);
      if (action === 'delete') {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        return;
      }
      // An answer can change any area's records, lists and the user (propertiesRented): mark
      // everything stale. Only what is on screen refetches now; the rest on its next visit.
      void queryClient.invalidateQueries();
    },
  });
}
