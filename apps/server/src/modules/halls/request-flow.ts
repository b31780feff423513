import { messages } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { aboutResolver } from '../notifications/about';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { requestFlow, type Step } from '../requests/engine';
import { presentEventInfo } from './presenter';
import * as repo from './repository';

/*
 * Booking a hall as a request flow (modules/requests/engine.ts). An event is its own request
 * (its cards are about it), checked under its row lock; every change that makes an event live,
 * or moves it, claims its day through the guard (guard.ts) in the same transaction.
 */

/** A hall as its events' listing: its property row, its details and its owner. */
export type HallListing = repo.FullHall & { ownerId: string };
export const hallWithOwner = (found: repo.FullHall): HallListing => ({
  ...found,
  ownerId: found.property.ownerId,
});

const hallOf = async (db: Executor, event: repo.EventRow) => {
  const found = await repo.findHall(db, event.hallId);
  return found && hallWithOwner(found);
};

/** The day and times an event holds. */
export const slotOf = (event: repo.EventRow) => ({
  date: event.date,
  starting_time: event.startingTime,
  ending_time: event.endingTime,
});

/** The user's open requests about an event, which its decline (or expiry) answers. */
export const OPEN_REQUESTS = [
  NOTIFICATION_TYPES.rentRequest,
  NOTIFICATION_TYPES.rentTerminationRequest,
  NOTIFICATION_TYPES.hallUpdate,
];

export const hallEventFlow = requestFlow({
  kind: 'Hall',
  rows: repo.eventRows,
  locks: true,
  listingOf: hallOf,
  noRequest: messages.missingEventId,
  notYours: 'This event is not yours',
  expiry: {
    to: { status: 'declined', updatedValues: [] },
    settles: OPEN_REQUESTS,
  },
});

/**
 * Hall notifications are about an event (one card per request): the inbox shows the hall's card
 * with the event's id, status, day, details and waiting update, so Accept and Decline can act;
 * the number given with the booking goes to the hall's owner.
 */
export const hallEventAbout = aboutResolver(repo.eventsByIds, (row) => ({
  listingId: row.hallId,
  extra: {
    event_id: row.id,
    event_status: row.status,
    event_date: row.date,
    event_info: presentEventInfo(row),
    updated_values: row.updatedValues,
    userId: row.userId,
  },
  contact: row.contact,
}));

/** A step of a hall event answering `A`. */
export type HallStep<A> = Step<repo.EventRow, HallListing, repo.EventChanges, A>;
