import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingKind, NotificationWrapper } from '@rentals/shared';
import { deleteNotification } from './delete-notification';
import { notificationKeys, removeFromInbox } from './inbox';
import { acceptApartmentRequest, declineApartmentRequest } from './apartment-request-answers';
import { HALL_ANSWERS } from './hall-answers';
import { HOTEL_ANSWERS } from './hotel-answers';
import type { AnswerCall, KindAnswers } from './kind-answers';
import { acceptRentRequest, declineRentRequest } from './rent-request-answers';
import { acceptTermination, declineTermination } from './termination-answers';

export type CardAction = 'accept' | 'decline' | 'delete';

/**
 * The answers an inbox card can give, by notification type. Hall and hotel update requests
 * expand too (spec 2 section 4), but their answers come with the hall and hotel areas.
 */
export const CARD_ANSWERS: KindAnswers = {
  'rent-request': { accept: acceptRentRequest, decline: declineRentRequest },
  'rent-termination-request': { accept: acceptTermination, decline: declineTermination },
};

/** A rent request for an apartment building is answered through its apartment records. */
const APARTMENT_ANSWERS = { accept: acceptApartmentRequest, decline: declineApartmentRequest };

/** Halls and hotels answer their cards (requests, updates, terminations) through their own calls. */
const ANSWERS_BY_KIND: Partial<Record<ListingKind, KindAnswers>> = {
  Hall: HALL_ANSWERS,
  Hotel: HOTEL_ANSWERS,
};

/** The answers of this card, if it has any: by listing kind first, then by type. */
export function answersOf(wrapper: NotificationWrapper) {
  const { type } = wrapper.notification;
  const kind = wrapper.property?.kind;
  if (type === 'rent-request' && kind === 'Apartment') return APARTMENT_ANSWERS;
  const byKind = kind ? ANSWERS_BY_KIND[kind] : undefined;
  if (byKind) return byKind[type];
  return CARD_ANSWERS[type];
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
