import {
  applyHallEventChanges,
  HALL_EVENT_PASSED_MESSAGE,
  hallEventEditProblem,
  isPastDay,
  type HallEventChange,
  type HallUpdateAnswer,
  hallEventPrice,
} from '@rentals/shared';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { removeNotifications, sendNotification } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { assertHoldWithinLimits, today } from '../listings/holds';
import { answerUser, eventAndHall, ownerToUser, userToOwner } from './events';
import { claimSlot } from './guard';
import { authorize, can } from '../listings/policy';
import { eventMustExist } from './policy';
import { presentEventInfo } from './presenter';
import * as repo from './repository';

/*
 * Editing hall events (spec 2 sections 4 and 5 "Hall event edit"): a pending event's user
 * edits it directly; a booked event's user sends an update request (hall-update) that the
 * owner accepts (applied through the guard; 'date-event-exist' when the new slot is taken) or
 * declines (request-declined to the user).
 */

const noRequest = () => conflict('There is no update request for this event');

/**
 * The event's columns after the changes, checked with the edit rules, the past-day rule and (for
 * a moved day) how far ahead a day may be.
 */
function editedColumns(
  config: Config,
  found: repo.FullHall,
  event: repo.EventRow,
  changes: HallEventChange[],
) {
  const info = applyHallEventChanges(presentEventInfo(event), changes);
  const problem = hallEventEditProblem(
    {
      capacity_seated: found.hall.capacitySeated,
      capacity_banquet: found.hall.capacityBanquet,
      min_attendees_required: found.hall.minAttendeesRequired,
      day_min_attendees: found.hall.dayMinAttendees,
      food: found.hall.food,
      cake: found.hall.cake,
    },
    info,
  );
  if (problem) throw badRequest(problem);
  if (isPastDay(info.date, today())) throw badRequest(HALL_EVENT_PASSED_MESSAGE);
  if (info.date !== event.date) assertHoldWithinLimits(config, today(), info.date);
  return {
    type: info.type,
    date: info.date,
    startingTime: info.starting_time,
    endingTime: info.ending_time,
    numAttendees: info.num_attendees,
    food: info.food,
    cakeName: info.cake_info.name,
    engravementName: info.cake_info.engravement_name,
  };
}

const slotMoved = (
  event: repo.EventRow,
  next: { date: string; startingTime: string; endingTime: string },
) =>
  next.date !== event.date ||
  next.startingTime !== event.startingTime ||
  next.endingTime !== event.endingTime;

/**
 * POST /hallEvents/update-hall-event. The event's user: a pending event takes the changes at
 * once; any other status answers 'unchanged' (a booked event's edit goes through
 * request-event-update). The hall's owner: without updatedValues it accepts the waiting update
 * request (its stored values are applied, the request and its card go, the user gets
 * rent-accepted); with updatedValues it edits a pending or booked event directly. A moved day
 * or time is claimed through the guard: 'date-event-exist' when taken (nothing changes).
 */
export async function updateHallEvent(
  deps: Deps,
  actor: UserRow,
  input: { event_id: string; updatedValues?: HallEventChange[] },
): Promise<HallUpdateAnswer> {
  const { event, found } = await eventAndHall(deps.db, input.event_id);
  const owner = can(actor, 'manage', 'Hall', found.property);
  if (!owner && event.userId !== actor.id) throw forbidden('This event is not yours');
  const accepting = owner && input.updatedValues === undefined;
  if (accepting && event.updatedValues.length === 0) throw noRequest();
  if (!accepting && input.updatedValues === undefined)
    throw badRequest('body.updatedValues: nothing changed');
  const editable = owner ? ['pending', 'booked'] : ['pending'];
  if (!accepting && !editable.includes(event.status)) return 'unchanged';
  if (accepting && event.status !== 'booked') throw noRequest();
  const changes = accepting ? event.updatedValues : input.updatedValues!;
  editedColumns(deps.config, found, event, changes);
  return deps.db.transaction(async (tx) => {
    const locked = eventMustExist(await repo.lockEvent(tx, event.id));
    if (locked.status !== event.status) throw conflict('The event changed meanwhile');
    const stored = JSON.stringify(locked.updatedValues) === JSON.stringify(event.updatedValues);
    if (accepting && !stored) throw conflict('The update request changed meanwhile');
    const columns = editedColumns(deps.config, found, locked, changes);
    if (slotMoved(locked, columns)) {
      const free = await claimSlot(
        tx,
        found.hall,
        {
          date: columns.date,
          starting_time: columns.startingTime,
          ending_time: columns.endingTime,
        },
        { kind: 'event', exceptId: locked.id },
      );
      if (!free) return 'date-event-exist' as const;
    }
    await repo.updateEvent(tx, locked.id, {
      ...columns,
      price: hallEventPrice(found.hall, columns),
      ...(accepting ? { updatedValues: [] } : {}),
    });
    if (accepting)
      await answerUser(
        tx,
        locked,
        found.property.ownerId,
        [NOTIFICATION_TYPES.hallUpdate],
        NOTIFICATION_TYPES.rentAccepted,
      );
    return 'success' as const;
  });
}

/**
 * POST /hallEvents/request-event-update: a booked event's user asks the owner for changes; they
 * are stored as updated_values (replacing an earlier request) and the owner gets hall-update.
 */
export async function requestEventUpdate(
  deps: Deps,
  actor: UserRow,
  input: { event_id: string; updatedValues: HallEventChange[] },
): Promise<'success'> {
  const { event, found } = await eventAndHall(deps.db, input.event_id);
  if (event.userId !== actor.id) throw forbidden('This event is not yours');
  if (event.status !== 'booked')
    throw conflict(`A ${event.status} event can't take an update request`);
  editedColumns(deps.config, found, event, input.updatedValues);
  return deps.db.transaction(async (tx) => {
    const locked = eventMustExist(await repo.lockEvent(tx, event.id));
    if (locked.status !== 'booked') throw conflict('The event changed meanwhile');
    await repo.updateEvent(tx, locked.id, { updatedValues: input.updatedValues });
    await sendNotification(
      tx,
      userToOwner(locked, found.property.ownerId, NOTIFICATION_TYPES.hallUpdate),
    );
    return 'success' as const;
  });
}

/**
 * POST /hallEvents/event-update-decline: the owner declines the update request; it is cleared,
 * its card goes and the user gets request-declined (unless sendNotificationDecline is false).
 */
export async function declineEventUpdate(
  deps: Deps,
  actor: UserRow,
  input: { event_id: string; sendNotificationDecline: boolean },
): Promise<'success'> {
  const { event, found } = await eventAndHall(deps.db, input.event_id);
  authorize(actor, 'manage', 'Hall', found.property);
  const ownerId = found.property.ownerId;
  return deps.db.transaction(async (tx) => {
    const locked = eventMustExist(await repo.lockEvent(tx, event.id));
    const { type: _type, ...match } = userToOwner(locked, ownerId, '');
    const cards = await removeNotifications(tx, {
      ...match,
      types: [NOTIFICATION_TYPES.hallUpdate],
    });
    if (locked.updatedValues.length === 0 && cards === 0) throw noRequest();
    await repo.updateEvent(tx, locked.id, { updatedValues: [] });
    if (input.sendNotificationDecline)
      await sendNotification(tx, ownerToUser(locked, ownerId, NOTIFICATION_TYPES.requestDeclined));
    return 'success' as const;
  });
}
