import { messages, type hallContract, type NotificationWrapper } from '@rentals/shared';
import { call, callData } from '../../../shared/api/client';
import { deleteNotification } from './delete-notification';
import type { KindAnswers } from './kind-answers';

/** The hall event a card is about: the server's about resolver adds `event_id` to the card. */
function eventIdOf({ property, notification }: NotificationWrapper): string {
  const eventId = property?.event_id;
  if (typeof eventId === 'string' && eventId) return eventId;
  if (notification.about) return notification.about;
  throw new Error(messages.missingEventId);
}

/**
 * Accepting a booking request books the event (POST /hallEvents/book-event); the server removes
 * the request and tells the renter. 'already-booked' means another event holds the day.
 */
async function acceptBooking(wrapper: NotificationWrapper, me: string) {
  const eventId = eventIdOf(wrapper);
  const { data: answer } = await call<typeof hallContract.bookEvent>(
    { method: 'POST', path: '/hallEvents/book-event' },
    {
      body: {
        event_id: eventId,
        notification: {
          from: me,
          notifier: wrapper.notification.from,
          type: 'rent-accepted',
          about: eventId,
        },
      },
    },
  );
  if (answer === 'already-booked') throw new Error(messages.anotherBookingOnDate);
  return answer;
}

/** Declining sends request-declined to the requester (POST /hallEvents/decline-hall-event). */
const declineBooking = async (wrapper: NotificationWrapper) =>
  callData<typeof hallContract.declineEvent>(
    { method: 'POST', path: '/hallEvents/decline-hall-event' },
    { body: { event_id: eventIdOf(wrapper), sendNotificationDecline: true } },
  );

/**
 * Accepting an update request applies the stored changes (POST /hallEvents/update-hall-event
 * without values); 'date-event-exist' when the new day or time is taken.
 */
async function acceptUpdate(wrapper: NotificationWrapper) {
  const { data: answer } = await call<typeof hallContract.updateEvent>(
    { method: 'POST', path: '/hallEvents/update-hall-event' },
    { body: { event_id: eventIdOf(wrapper), notification_id: wrapper.notification._id } },
  );
  if (answer === 'date-event-exist') throw new Error(messages.dateTaken);
  return answer;
}

/** Declining an update request keeps the event as it was and tells the requester. */
const declineUpdate = async (wrapper: NotificationWrapper) =>
  callData<typeof hallContract.declineEventUpdate>(
    { method: 'POST', path: '/hallEvents/event-update-decline' },
    {
      body: {
        event_id: eventIdOf(wrapper),
        notification_id: wrapper.notification._id,
        sendNotificationDecline: true,
      },
    },
  );

/** Accepting a termination request terminates the event; declining only deletes the card. */
const acceptTermination = async (wrapper: NotificationWrapper) =>
  callData<typeof hallContract.terminateEvent>(
    { method: 'POST', path: '/hallEvents/terminate-hall-event' },
    { body: { event_id: eventIdOf(wrapper) } },
  );

const declineTermination = (wrapper: NotificationWrapper) =>
  deleteNotification(wrapper.notification._id);

/**
 * Inbox answers for cards about halls (spec 2 section 4): rent-request, hall-update and
 * rent-termination-request, each about one event.
 */
export const HALL_ANSWERS: KindAnswers = {
  'rent-request': { accept: acceptBooking, decline: declineBooking },
  'hall-update': { accept: acceptUpdate, decline: declineUpdate },
  'rent-termination-request': { accept: acceptTermination, decline: declineTermination },
};
