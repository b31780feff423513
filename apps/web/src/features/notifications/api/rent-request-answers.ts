import {
  messages,
  type CallInput,
  type NotificationWrapper,
  type rentingContract,
} from '@rentals/shared';
import { api, isApiError, callData } from '../../../shared/api/client';

/** The listing and its live renting record that a rent request is about. */
function requestedRecord({ property }: NotificationWrapper) {
  if (!property?.rentingRecord_id) throw new Error(messages.cantFindProperty);
  return { propertyId: property._id, propertyRentingRecordId: property.rentingRecord_id };
}

/**
 * POST /rentingProperty/rent {propertyRentingRecordId, propertyId, userId, acceptedBy}: the one
 * plain-text answer of the API, 'success' or 'error'. 'error' becomes the spec's 'server error'.
 * The server deletes the rent request and tells the renter in the same transaction.
 */
export async function acceptRentRequest(wrapper: NotificationWrapper, me: string) {
  const body: CallInput<typeof rentingContract.rent>['body'] = {
    ...requestedRecord(wrapper),
    userId: wrapper.notification.from,
    acceptedBy: me,
  };
  let answer: string;
  try {
    // A text answer, not an envelope: postText, not call (the contract gives the body's type).
    answer = await api.postText(
      '/rentingProperty/rent' satisfies typeof rentingContract.rent.path,
      body,
    );
  } catch (err) {
    if (isApiError(err) && err.message === 'error') throw new Error(messages.serverError);
    throw err;
  }
  if (answer !== 'success') throw new Error(messages.serverError);
  return answer;
}

/**
 * POST /rentingProperty/decline-rent-request {propertyId, propertyRentingRecordId}: the record is
 * declined, the property free again, the renter told (request-declined), the request deleted.
 */
export const declineRentRequest = async (wrapper: NotificationWrapper): Promise<string> =>
  callData<typeof rentingContract.declineRentRequest>(
    { method: 'POST', path: '/rentingProperty/decline-rent-request' },
    { body: requestedRecord(wrapper) },
  );
