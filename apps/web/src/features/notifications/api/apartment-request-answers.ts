import {
  messages,
  type apartmentContract,
  type CallInput,
  type NotificationWrapper,
  type RouteContract,
} from '@rentals/shared';
import { call, callData, type RouteOf } from '../../../shared/api/client';
import { deleteNotification } from './delete-notification';
import type { KindAnswers } from './kind-answers';

/**
 * The renting record an apartment card is about: the server's about resolver puts
 * `apartmentRentingRecord_id` on the card's building (one card per request).
 */
function recordOf({ property }: NotificationWrapper) {
  const recordId = property?.apartmentRentingRecord_id;
  if (!property || typeof recordId !== 'string' || !recordId)
    throw new Error(messages.cantFindProperty);
  return { apartmentRentingRecordId: recordId, apartmentBuildingId: property._id };
}

type Contract = typeof apartmentContract;

/**
 * An answer that POSTs the card's record to `route`; any answer but 'success' is refused with
 * `refusal`, the spec's words for why.
 */
const recordAnswer =
  <C extends RouteContract>(route: RouteOf<C>, refusal: string) =>
  async (wrapper: NotificationWrapper) => {
    const input = { body: recordOf(wrapper) } as CallInput<C>;
    const { data: answer } = (await call<C>(route, input)) as { data: unknown };
    if (answer !== 'success') throw new Error(refusal);
    return answer;
  };

/**
 * Inbox answers for cards about apartment buildings: a rent request is booked or declined; a
 * termination request is accepted by vacating the address (POST /apartments/vacate, which also
 * takes the card away) or declined by deleting the card, as a general property's is.
 */
export const APARTMENT_ANSWERS: KindAnswers = {
  'rent-request': {
    // Books the address; 'rented' means another record holds it.
    accept: recordAnswer<Contract['rent']>(
      { method: 'POST', path: '/apartments/rent' },
      messages.alreadyRented,
    ),
    // 'error' when the request is no longer pending.
    decline: recordAnswer<Contract['declineRent']>(
      { method: 'POST', path: '/apartments/decline-apartment-rent' },
      messages.serverError,
    ),
  },
  'rent-termination-request': {
    accept: async (wrapper) =>
      callData<Contract['vacate']>(
        { method: 'POST', path: '/apartments/vacate' },
        { body: recordOf(wrapper) },
      ),
    decline: (wrapper) => deleteNotification(wrapper.notification._id),
  },
};
