import { timesOverlap } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { liveAdminEventsOn } from './admin-repository';
import * as repo from './repository';

/** A day and times an event or admin event would hold. */
export type Slot = { date: string; starting_time: string; ending_time: string };

/**
 * The no-double-booking rule, decided by the database (DESIGN section 5). Call inside the
 * transaction that makes the event or admin event live: it takes the hall day's lock first,
 * so of many writers for one day each checks after the previous one committed. A hall that is
 * not multi-rental takes one live event or admin event a day; a multi-rental hall takes fewer
 * than max_rent_per_day live events a day, none overlapping in time with a live event or admin
 * event (the count limits events only). `exceptId` leaves out the event or admin event being
 * moved or re-booked. Answers whether the slot is free.
 */
export async function claimSlot(
  tx: Executor,
  hall: Pick<repo.HallRow, 'propertyId' | 'multiRentalAllowed' | 'maxRentPerDay'>,
  slot: Slot,
  opts: { kind: 'event' | 'admin'; exceptId?: string },
): Promise<boolean> {
  await repo.lockHallDay(tx, hall.propertyId, slot.date);
  const exceptEvent = opts.kind === 'event' ? opts.exceptId : undefined;
  const exceptAdmin = opts.kind === 'admin' ? opts.exceptId : undefined;
  const events = await repo.liveEventsOn(tx, hall.propertyId, slot.date, exceptEvent);
  const blocks = await liveAdminEventsOn(tx, hall.propertyId, slot.date, exceptAdmin);
  if (!hall.multiRentalAllowed) return events.length === 0 && blocks.length === 0;
  if (opts.kind === 'event' && events.length >= Math.max(1, hall.maxRentPerDay)) return false;
  const taken = [...events, ...blocks].map((e) => ({
    starting_time: e.startingTime,
    ending_time: e.endingTime,
  }));
  return !taken.some((t) => timesOverlap(t, slot));
}
