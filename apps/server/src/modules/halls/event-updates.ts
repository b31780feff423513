import {
  applyHallEventChanges,
  HALL_EVENT_PASSED_MESSAGE,
  HALL_EVENT_STATUSES,
  hallEventEditProblem,
  isPastDay,
  type HallEventChange,
  type HallUpdateAnswer,
  hallEventPrice,
} from '@rentals/shared';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { NOTIFICATION_TYPES } from '../notifications/types';
import type { UserRow } from '../users/repository';
import { assertHoldWithinLimits, today } from '../listings/holds';
import { claimSlot } from './guard';
import { presentEventInfo } from './presenter';
import type * as repo from './repository';
import { hallEventFlow as flow } from './request-flow';
import { accepted, declined, updateAsked } from '../requests/steps';

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

const changedMeanwhile = () => conflict('The event changed meanwhile');

/** The day and times of the event after `changes`. */
const slotAfter = (event: repo.EventRow, changes: repo.EventChanges) => ({
  date: changes.date ?? event.date,
  starting_time: changes.startingTime ?? event.startingTime,
  ending_time: changes.endingTime ?? event.endingTime,
});

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
  const request = await flow.find(deps.db, input.event_id);
  const { row: event, listing: found } = request;
  const owner = flow.ownerOrRequester(actor, request);
  const accepting = owner && input.updatedValues === undefined;
  if (accepting && event.updatedValues.length === 0) throw noRequest();
  if (!accepting && input.updatedValues === undefined)
    throw badRequest('body.updatedValues: nothing changed');
  const editable = owner ? ['pending', 'booked'] : ['pending'];
  if (!accepting && !editable.includes(event.status)) return 'unchanged';
  if (accepting && event.status !== 'booked') throw noRequest();
  const changes = accepting ? event.updatedValues : input.updatedValues!;
  editedColumns(deps.config, found, event, changes);
  return flow.move(deps, request, {
    from: [event.status],
    refused: changedMeanwhile,
    to: (locked) => {
      const stored = JSON.stringify(locked.updatedValues) === JSON.stringify(event.updatedValues);
      if (accepting && !stored) throw conflict('The update request changed meanwhile');
      const columns = editedColumns(deps.config, found, locked, changes);
      return {
        ...columns,
        price: hallEventPrice(found.hall, columns),
        ...(accepting ? { updatedValues: [] } : {}),
      };
    },
    before: async (tx, { row }, columns) => {
      const slot = slotAfter(row, columns);
      const moved =
        slot.date !== row.date ||
        slot.starting_time !== row.startingTime ||
        slot.ending_time !== row.endingTime;
      return !moved || claimSlot(tx, found.hall, slot, { kind: 'event', exceptId: row.id });
    },
    taken: () => 'date-event-exist',
    ...(accepting ? { ...accepted, settles: [NOTIFICATION_TYPES.hallUpdate] } : {}),
    answer: 'success',
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
  const request = await flow.requestersRequest(deps, actor, input.event_id);
  if (request.row.status !== 'booked')
    throw conflict(`A ${request.row.status} event can't take an update request`);
  editedColumns(deps.config, request.listing, request.row, input.updatedValues);
  const asked = updateAsked(NOTIFICATION_TYPES.hallUpdate);
  const to = { updatedValues: input.updatedValues };
  return flow.move(deps, request, { ...asked, refused: changedMeanwhile, to });
}

/**
 * POST /hallEvents/event-update-decline: the owner declines the update request; it is cleared,
 * its card goes and the user gets request-declined (unless sendNotificationDecline is false).
 */
export const declineEventUpdate = flow.answer(
  (input: { event_id: string; sendNotificationDecline: boolean }) => input.event_id,
  (input) => ({
    ...declined(input.sendNotificationDecline),
    // whatever its status: the request is its stored values, or its card alone
    from: HALL_EVENT_STATUSES,
    refused: noRequest,
    before: async (tx, locked) => {
      const cards = await flow.settle(tx, locked, [NOTIFICATION_TYPES.hallUpdate]);
      if (locked.row.updatedValues.length === 0 && cards === 0) throw noRequest();
      return true;
    },
    to: { updatedValues: [] },
  }),
);
