import {
  canBookHallEvent,
  HALL_EVENT_PASSED_MESSAGE,
  HALL_EVENT_STATUSES,
  hallBookingProblem,
  isPastDay,
  messages,
  NO_CAKE,
  NO_FOOD,
  rentHallFields,
  type HallBookAnswer,
  type HallCancelAnswer,
  type HallEvent,
  type HallEventPage,
  hallEventPrice,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden, notFound, missing } from '../../http/errors';
import { idField, parseOrThrow } from '../../http/validate';
import { checkPicture, decodeChecked, type UploadedPicture } from '../../media/images';
import { encodeDisplayPicture, pictureKeys } from '../../media/listing-pictures';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { assertHoldWithinLimits, today } from '../listings/holds';
import { findUserById, type UserRow } from '../users/repository';
import { claimSlot } from './guard';
import { can, mustExist } from '../listings/policy';
import { eventMustExist, eventsPage, ownersHallList } from './policy';
import { presentEvent } from './presenter';
import * as repo from './repository';
import {
  hallEventFlow as flow,
  hallWithOwner,
  OPEN_REQUESTS,
  slotOf,
  type HallStep,
} from './request-flow';
import { accepted, declined, terminated } from '../requests/steps';

const T = NOTIFICATION_TYPES;

/*
 * Hall events (spec 2 sections 4 and 7). Each state change writes the event and its
 * notifications in one transaction (the outbox sends them once it commits); every change that
 * makes an event live, or moves it, first claims its day through the guard. A notification's
 * `about` is the event id, so each request is its own inbox card.
 */

/** Where cake pictures live in storage; served only through GET /users/download-picture. */
export const CAKE_PICTURES_FOLDER = 'cakes';

/** 409: an event of this status can't take the step (`verb`). */
export const cannot = (verb: string) => (status: string) =>
  conflict(`A ${status} event can't be ${verb}`);

const refusePast = (date: string) => {
  if (isPastDay(date, today())) throw badRequest(HALL_EVENT_PASSED_MESSAGE);
};

/** The food and cake must be the hall's own (or none): 'xogtaada ma dhameestirna'. */
export function assertHallOffers(hall: repo.HallRow, food: string, cake: string) {
  if (food !== NO_FOOD && !hall.food.some((f) => f.package === food))
    throw badRequest(messages.dataIncomplete);
  if (cake !== NO_CAKE && !hall.cake.some((c) => c.name === cake))
    throw badRequest(messages.dataIncomplete);
}

async function storeCakePicture(deps: Deps, image: UploadedPicture): Promise<string> {
  await checkPicture(image, 'image');
  // Downloaded by the owner, never shown on a page: the display size only.
  const encoded = await decodeChecked(image, 'image', () => encodeDisplayPicture(image.path));
  const key = pictureKeys(CAKE_PICTURES_FOLDER, encoded.hash).display;
  await deps.storage.put(key, encoded.display, 'image/webp');
  return key;
}

/**
 * POST /hallEvents/rent. A user books for themselves: the event is pending and the owner gets a
 * rent-request. The hall's owner books for another user (found by e-mail): booked at once, and
 * the user gets rent-accepted. Rules of "Hall booking" in the spec's order first; the owner
 * cannot rent their own hall; a past day, or one more than MAX_DAYS_AHEAD ahead, is refused.
 * 'already-booked' when the guard finds the day or time taken (of many at once, exactly one
 * succeeds); 409 when the user already has MAX_PENDING_REQUESTS bookings waiting.
 */
export async function rentHall(
  deps: Deps,
  actor: UserRow,
  form: { fields: Record<string, unknown>; image?: UploadedPicture },
): Promise<HallBookAnswer> {
  const { fields } = form;
  const found = mustExist(await repo.findHall(deps.db, idField(fields, 'hall_id')));
  const ownerBooking = can(actor, 'manage', 'Hall', found.property);
  if (ownerBooking && (fields.userId === actor.id || fields.userId === undefined))
    throw badRequest(messages.cannotRentOwn);
  if (!ownerBooking && typeof fields.userId === 'string' && fields.userId !== actor.id)
    throw forbidden('userId is not the signed-in user');
  const info = fields.event_info;
  const problem = hallBookingProblem(
    {
      capacity_seated: found.hall.capacitySeated,
      capacity_banquet: found.hall.capacityBanquet,
      min_attendees_required: found.hall.minAttendeesRequired,
      day_min_attendees: found.hall.dayMinAttendees,
    },
    info && typeof info === 'object' ? (info as Record<string, never>) : {},
  );
  if (problem) throw badRequest(problem);
  const input = parseOrThrow(rentHallFields, fields);
  const eventInfo = input.event_info;
  refusePast(eventInfo.date);
  assertHoldWithinLimits(deps.config, today(), eventInfo.date);
  assertHallOffers(found.hall, eventInfo.food, eventInfo.cake_info.name);
  if (ownerBooking && !(await findUserById(deps.db, input.userId))) throw missing(messages.noUser);
  const cakePicture = form.image ? await storeCakePicture(deps, form.image) : null;
  const priced = {
    date: eventInfo.date,
    startingTime: eventInfo.starting_time,
    endingTime: eventInfo.ending_time,
    numAttendees: eventInfo.num_attendees,
    food: eventInfo.food,
    cakeName: eventInfo.cake_info.name,
  };
  return flow.open(deps, hallWithOwner(found), {
    claim: (tx) => claimSlot(tx, found.hall, eventInfo, { kind: 'event' }),
    taken: 'already-booked' as const,
    cap: ownerBooking ? undefined : actor.id,
    insert: (tx) =>
      repo.eventRows.insert(tx, {
        ...priced,
        price: hallEventPrice(found.hall, priced),
        hallId: found.property.id,
        userId: input.userId,
        status: ownerBooking ? 'booked' : 'pending',
        contact: input.contact,
        district: input.district,
        type: eventInfo.type,
        engravementName:
          eventInfo.cake_info.name === NO_CAKE ? '' : eventInfo.cake_info.engravement_name,
        cakePicture,
      }),
    card: ownerBooking ? 'tells' : 'asks',
    type: ownerBooking ? T.rentAccepted : T.rentRequest,
  });
}

/** GET /hallEvents/get-user-event: for the event's user or the hall's owner. */
export async function getUserEvent(
  deps: Deps,
  actor: UserRow,
  eventId: string,
): Promise<HallEvent> {
  const row = eventMustExist(await repo.findEventWithUser(deps.db, eventId));
  if (row.userId !== actor.id) {
    const hall = await repo.findHallProperty(deps.db, row.hallId);
    if (!hall || hall.ownerId !== actor.id) throw forbidden('This event is not yours');
  }
  return presentEvent(row);
}

/** GET /hallEvents/all-events: every event of the owner's hall, newest request first. */
export const allEvents = ownersHallList(
  (db, q: { hall_id: string; page: number; pageSize: number }) =>
    repo.allEventsPage(db, q.hall_id, q),
  presentEvent,
);

/** GET /hallEvents/upcoming-events: pending and booked events from `date` (today) on. */
export const upcomingEvents = ownersHallList(
  (db, q: { hall_id: string; page: number; pageSize: number; date?: string }) =>
    repo.upcomingEventsPage(db, q.hall_id, q.date ?? today(), q),
  presentEvent,
);

/** GET /hallEvents/my-events: the signed-in user's own events (My account). */
export async function myEvents(
  deps: Deps,
  actor: UserRow,
  q: { page: number; pageSize: number },
): Promise<HallEventPage> {
  return eventsPage(await repo.userEventsPage(deps.db, actor.id, q), q.pageSize, presentEvent);
}

/** Book is allowed from declined, cancelled, terminated or pending (canBookHallEvent). */
const BOOKABLE = HALL_EVENT_STATUSES.filter(canBookHallEvent);

/**
 * POST /hallEvents/book-event: the owner books (accepts) an event, from pending, declined,
 * cancelled or terminated, never for a past day. The stored day and times are claimed through
 * the guard: 'already-booked' when taken. The rent-request card goes and the user gets
 * rent-accepted.
 */
export const bookEvent = flow.answer(
  (eventId: string) => eventId,
  (_, { row }): HallStep<HallBookAnswer> => {
    if (!canBookHallEvent(row.status)) throw cannot('booked')(row.status);
    refusePast(row.date);
    return {
      ...accepted,
      from: BOOKABLE,
      refused: cannot('booked'),
      to: { status: 'booked' },
      before: (tx, { row: locked, listing }) =>
        claimSlot(tx, listing.hall, slotOf(locked), { kind: 'event', exceptId: locked.id }),
      taken: () => 'already-booked',
    };
  },
);

/**
 * POST /hallEvents/decline-hall-event: the owner declines a pending or booked event. Every open
 * request card of the user about it goes; the user gets request-declined unless
 * sendNotificationDecline is false.
 */
export const declineEvent = flow.answer(
  (input: { event_id: string; sendNotificationDecline: boolean }) => input.event_id,
  (input) => ({
    ...declined(input.sendNotificationDecline),
    from: ['pending', 'booked'],
    refused: cannot('declined'),
    to: { status: 'declined', updatedValues: [] },
    settles: OPEN_REQUESTS,
  }),
);

/**
 * POST /hallEvents/cancel-event-request: the event's user cancels. A pending event is simply
 * cancelled (its rent-request card goes); a booked one sends the owner a
 * rent-termination-request, once (the second time answers 'Codsigaa horey ayaad u dhigatay').
 */
export async function cancelEventRequest(
  deps: Deps,
  actor: UserRow,
  eventId: string,
): Promise<HallCancelAnswer> {
  const request = await flow.requestersRequest(deps, actor, eventId);
  return flow.transaction(deps, undefined, async (tx) => {
    const locked = await flow.current(tx, request);
    if (locked.row.status === 'pending')
      return flow.apply(tx, locked, {
        from: ['pending'],
        refused: cannot('cancelled'),
        to: { status: 'cancelled' },
        settles: [T.rentRequest],
        answer: 'cancelled' as const,
      });
    if (locked.row.status !== 'booked') throw cannot('cancelled')(locked.row.status);
    const sent = await flow.askOnce(tx, locked, T.rentTerminationRequest);
    return sent === 'existed' ? messages.terminationExists : ('requested' as const);
  });
}

/**
 * POST /hallEvents/terminate-hall-event: the owner accepts a termination request; the booked
 * event is terminated, the request card goes and the user gets rent-termination.
 */
export const terminateEvent = flow.answer(
  (eventId: string) => eventId,
  () => ({
    ...terminated(T.hallUpdate),
    refused: cannot('terminated'),
    to: { status: 'terminated', updatedValues: [] },
  }),
);

/**
 * Who may download a cake picture (GET /users/download-picture): the event's user and the
 * hall's owner; anyone else gets 403. Keys outside the cake folder are not this area's.
 */
export async function assertCakePictureAccess(
  deps: Deps,
  actor: UserRow,
  key: string,
): Promise<void> {
  if (!key.startsWith(`${CAKE_PICTURES_FOLDER}/`)) return;
  const allowed = await repo.cakePictureAllowed(deps.db, key, actor.id);
  if (allowed === null) throw notFound('There is no such picture');
  if (!allowed) throw forbidden('This picture is not yours');
}
