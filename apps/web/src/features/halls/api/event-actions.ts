import type { HallEvent, hallContract } from '@rentals/shared';
import { bodyCall, callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { hallEventKeys } from './hall-event-keys';

/**
 * POST /hallEvents/book-event: the owner books (accepts) an event, with rent-accepted to its
 * user. 'already-booked' when another event holds the day or time.
 */
export const bookHallEvent = ({ event, ownerId }: { event: HallEvent; ownerId: string }) =>
  callData<typeof hallContract.bookEvent>(
    { method: 'POST', path: '/hallEvents/book-event' },
    {
      body: {
        event_id: event._id,
        event_starting_time: event.event_info.starting_time,
        event_ending_time: event.event_info.ending_time,
        event_date: event.event_info.date,
        multiRentalAllowed: event.multiRentalAllowed,
        notification: {
          from: ownerId,
          notifier: event.userId,
          type: 'rent-accepted',
          about: event._id,
        },
      },
    },
  );

/** POST /hallEvents/decline-hall-event: the owner cancels; request-declined to the user when asked. */
export const declineHallEvent = (eventId: string) =>
  callData<typeof hallContract.declineEvent>(
    { method: 'POST', path: '/hallEvents/decline-hall-event' },
    { body: { event_id: eventId, sendNotificationDecline: true } },
  );

/** POST /hallEvents/terminate-hall-event: accepting a termination request. */
export const terminateHallEvent = (eventId: string) =>
  callData<typeof hallContract.terminateEvent>(
    { method: 'POST', path: '/hallEvents/terminate-hall-event' },
    { body: { event_id: eventId } },
  );

/**
 * POST /hallEvents/cancel-event-request: a pending event is cancelled; a booked one asks the
 * owner to end it ('Codsigaa horey ayaad u dhigatay' when that request is already waiting).
 */
export const cancelEventRequest = (eventId: string) =>
  callData<typeof hallContract.cancelEventRequest>(
    { method: 'POST', path: '/hallEvents/cancel-event-request' },
    { body: { event_id: eventId } },
  );

/**
 * POST /hallEvents/update-hall-event: a pending event changes at once; the owner accepting an
 * update request sends no values (the stored request applies). 'date-event-exist' when taken.
 */
export const updateHallEvent = bodyCall<typeof hallContract.updateEvent>({
  method: 'POST',
  path: '/hallEvents/update-hall-event',
});

/** POST /hallEvents/request-event-update: a booked event's user asks the owner (hall-update). */
export const requestHallEventUpdate = bodyCall<typeof hallContract.requestEventUpdate>({
  method: 'POST',
  path: '/hallEvents/request-event-update',
});

/** POST /hallEvents/event-update-decline: the owner refuses an update; request-declined to the user. */
export const declineHallEventUpdate = bodyCall<typeof hallContract.declineEventUpdate>({
  method: 'POST',
  path: '/hallEvents/event-update-decline',
});

/** A mutation of the area: calendars, lists and events are fetched again afterwards. */
export const useHallEventMutation = <T, R>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, { stale: () => [hallEventKeys.all], after: 'settled' });
