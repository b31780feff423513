import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationWrapper } from '@rentals/shared';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { userQueryKey } from '../../../shared/session/user';
import { deleteNotification } from './delete-notification';
import { notificationKeys, removeFromInbox } from './inbox';
import { acceptRentRequest, declineRentRequest } from './rent-request-answers';
import { acceptTermination, declineTermination } from './termination-answers';

export type CardAction = 'accept' | 'decline' | 'delete';

type Call = (wrapper: NotificationWrapper, me: string) => Promise<unknown>;

/**
 * The answers an inbox card can give, by notification type. Hall and hotel update requests
 * expand too (spec 2 section 4), but their answers come with the hall and hotel areas.
 */
export const CARD_ANSWERS: Partial<Record<string, { accept: Call; decline: Call }>> = {
  'rent-request': { accept: acceptRentRequest, decline: declineRentRequest },
  'rent-termination-request': { accept: acceptTermination, decline: declineTermination },
};

function callOf(type: string, action: CardAction): Call {
  if (action === 'delete') return (wrapper) => deleteNotification(wrapper.notification._id);
  const answers = CARD_ANSWERS[type];
  if (!answers) throw new Error(`no ${action} for ${type}`);
  return answers[action];
}

/**
 * One card's calls: only one at a time, so the card can show which is in flight. On success the
 * card leaves the cached inbox at once and the notifications are fetched again; after an answer
 * also the user (propertiesRented may change) and the listing grids (a status may change).
 */
export function useCardAction(wrapper: NotificationWrapper, me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CardAction) => callOf(wrapper.notification.type, action)(wrapper, me),
    onSuccess: (_answer, action) => {
      removeFromInbox(queryClient, me, wrapper.notification._id);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (action === 'delete') return;
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
