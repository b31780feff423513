import { messages, type apartmentContract, type NotificationWrapper } from '@rentals/shared';
import { call, callData } from '../../../shared/api/client';
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

/** Books the address: POST /apartments/rent; 'rented' means another record holds it. */
async function acceptRequest(wrapper: NotificationWrapper) {
  const { data: answer } = await call<Contract['rent']>(
    { method: 'POST', path: '/apartments/rent' },
    { body: recordOf(wrapper) },
  );
  if (answer !== 'success') throw new Error(messages.alreadyRented);
  return answer;
}

/** POST /apartments/decline-apartment-rent: 'error' when the request is no longer pending. */
async function declineRequest(wrapper: NotificationWrapper) {
  const { data: answer } = await call<Contract['declineRent']>(
    { method: 'POST', path: '/apartments/decline-apartment-rent' },
    { body: recordOf(wrapper) },
  );
  if (answer !== 'success') throw new Error(messages.serverError);
  return answer;
}

/**
 * Inbox answers for cards about apartment buildings: a rent request is booked or declined; a
 * termination request is accepted by vacating the address (POST /apartments/vacate, which also
 * takes the card away) or declined by deleting the card, as a general property's is.
 */
export const APARTMENT_ANSWERS: KindAnswers = {
  'rent-request': { accept: acceptRequest, decline: declineRequest },
  'rent-termination-request': {
    accept: async (wrapper) =>
      callData<Contract['vacate']>(
        { method: 'POST', path: '/apartments/vacate' },
        { body: recordOf(wrapper) },
      ),
    decline: (wrapper) => deleteNotification(wrapper.notification._id),
  },
};
