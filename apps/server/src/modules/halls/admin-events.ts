import {
  addAdminEventBody,
  adminEventProblem,
  canBookAdminEvent,
  canCancelAdminEvent,
  daysInMonth,
  HALL_EVENT_PASSED_MESSAGE,
  isPastDay,
  messages,
  type HallAdminEvent,
  type HallBookAnswer,
  type HallMonthEvent,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, missing } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import type { UserRow } from '../users/repository';
import { publicCache } from '../../http/public-cache';
import { claimSlot } from './guard';
import { today } from '../listings/holds';
import { can, mustExist } from '../listings/policy';
import { presentAdminEvent, presentMonthEvent } from './presenter';
import { ownersHall, ownersHallList } from './policy';
import * as adminRepo from './admin-repository';
import * as repo from './repository';

/*
 * Admin events: days (or hours) the hall's owner blocks on its calendar (spec 2 sections 4, 5
 * and 7), and the month calls the calendar reads.
 */

const alreadyRemoved = () => missing(messages.alreadyRemoved);

/** An admin event and its hall, for the owner only ('Already removed' when it is gone). */
async function ownersAdminEvent(deps: Deps, actor: UserRow, eventId: string) {
  const event = await adminRepo.findAdminEvent(deps.db, eventId);
  if (!event) throw alreadyRemoved();
  const found = await ownersHall(deps, actor, event.hallId);
  return { event, found };
}

/**
 * POST /hallAdminEvents/add: 'Please select the date', 'Please select time', a past day
 * refused; the day is claimed through the guard ('already-booked' when taken). Starts booked.
 */
export async function addAdminEvent(
  deps: Deps,
  actor: UserRow,
  body: Record<string, unknown>,
): Promise<HallBookAnswer> {
  const problem = adminEventProblem(body as Parameters<typeof adminEventProblem>[0]);
  if (problem) throw badRequest(problem);
  const input = parseOrThrow(addAdminEventBody, body);
  const found = await ownersHall(deps, actor, input.hall_id);
  if (isPastDay(input.date, today())) throw badRequest(HALL_EVENT_PASSED_MESSAGE);
  return deps.db.transaction(async (tx) => {
    if (!(await claimSlot(tx, found.hall, input, { kind: 'admin' })))
      return 'already-booked' as const;
    await adminRepo.insertAdminEvent(tx, {
      hallId: found.property.id,
      date: input.date,
      startingTime: input.starting_time,
      endingTime: input.ending_time,
      status: 'booked',
    });
    return 'success' as const;
  });
}

/** GET /hallAdminEvents?hall_id&page&pageSize: the owner's admin events, latest day first. */
export const listAdminEvents = ownersHallList(
  (db, q: { hall_id: string; page: number; pageSize: number }) =>
    adminRepo.adminEventsPage(db, q.hall_id, q),
  presentAdminEvent,
);

/** POST /hallAdminEvents/delete: always available; 'Already removed' (404) when gone. */
export async function deleteAdminEvent(
  deps: Deps,
  actor: UserRow,
  eventId: string,
): Promise<'success'> {
  const { event } = await ownersAdminEvent(deps, actor, eventId);
  if (!(await adminRepo.deleteAdminEvent(deps.db, event.id))) throw alreadyRemoved();
  return 'success';
}

/**
 * POST /hallAdminEvents/rebook-hall-event: ignored ('unchanged') while booked or completed,
 * refused for a past day; the day is claimed again through the guard.
 */
export async function rebookAdminEvent(
  deps: Deps,
  actor: UserRow,
  input: { event_id: string; event_date?: string },
): Promise<HallBookAnswer | 'unchanged'> {
  const { event, found } = await ownersAdminEvent(deps, actor, input.event_id);
  if (input.event_date !== undefined && input.event_date !== event.date)
    throw badRequest('body.event_date: is not the day of the event');
  if (!canBookAdminEvent(event.status)) return 'unchanged';
  if (isPastDay(event.date, today())) throw badRequest(HALL_EVENT_PASSED_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const locked = await adminRepo.lockAdminEvent(tx, event.id);
    if (!locked) throw alreadyRemoved();
    if (!canBookAdminEvent(locked.status)) return 'unchanged' as const;
    const slot = {
      date: locked.date,
      starting_time: locked.startingTime,
      ending_time: locked.endingTime,
    };
    if (!(await claimSlot(tx, found.hall, slot, { kind: 'admin', exceptId: locked.id })))
      return 'already-booked' as const;
    await adminRepo.setAdminEventStatus(tx, locked.id, 'booked');
    return 'success' as const;
  });
}

/** POST /hallAdminEvents/cancel-hall-event: only while pending or booked. */
export async function cancelAdminEvent(
  deps: Deps,
  actor: UserRow,
  eventId: string,
): Promise<'success'> {
  const { event } = await ownersAdminEvent(deps, actor, eventId);
  return deps.db.transaction(async (tx) => {
    const locked = await adminRepo.lockAdminEvent(tx, event.id);
    if (!locked) throw alreadyRemoved();
    if (!canCancelAdminEvent(locked.status))
      throw conflict(`A ${locked.status} admin event can't be cancelled`);
    await adminRepo.setAdminEventStatus(tx, locked.id, 'cancelled');
    return 'success' as const;
  });
}

/** The first and last day of a 'YYYY-MM' month. */
function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` };
}

/**
 * GET /hallEvents/events_between_a_month: the calendar's events. Everyone sees the live
 * events' day, times and status; the owner sees every event with its details.
 */
export async function monthEvents(
  deps: Deps,
  viewer: UserRow | null,
  q: { date: string; hall_id: string },
): Promise<HallMonthEvent[]> {
  // What every visitor sees is briefly cached (the hall until a listing changes, its month
  // until a booking does); the owner's full view is read fresh.
  const cache = publicCache(deps);
  const found = await cache.get(
    `hall:${q.hall_id}`,
    async () => mustExist(await repo.findHall(deps.db, q.hall_id)),
    ['listings'],
  );
  const owner = viewer !== null && can(viewer, 'manage', 'Hall', found.property);
  const { from, to } = monthRange(q.date);
  const load = async () => {
    const rows = await repo.eventsBetween(deps.db, found.property.id, from, to, !owner);
    return rows.map((row) => presentMonthEvent(row, owner));
  };
  return owner ? load() : cache.get(`hall-month:${found.property.id}:${from}`, load, ['bookings']);
}

/** GET /hallAdminEvents/events_between_a_month: the owner sees all, others the live ones. */
export async function monthAdminEvents(
  deps: Deps,
  viewer: UserRow | null,
  q: { date: string; hall_id: string },
): Promise<HallAdminEvent[]> {
  const found = mustExist(await repo.findHall(deps.db, q.hall_id));
  const owner = viewer !== null && can(viewer, 'manage', 'Hall', found.property);
  const { from, to } = monthRange(q.date);
  const rows = await adminRepo.adminEventsBetween(deps.db, found.property.id, from, to, !owner);
  return rows.map(presentAdminEvent);
}
