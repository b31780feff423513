import type { Deps } from '../../deps';
import { notifyRequestExpired } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import * as repo from './repository';
import { settleCards } from './reservations';

const BATCH = 100;

/**
 * Declines, as the system, every reservation still pending since before `before` (counted from
 * when it last became a request): the owner's decline (reservation declined, its nights free
 * again, the rent-request card gone), and both sides told with request-expired. Each in its own
 * transaction, only while still pending and not asked for again, so two sweeps at once decline
 * each once. Answers how many it declined.
 */
export async function expireReservationRequests(deps: Deps, before: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const stale = await repo.stalePendingReservations(deps.db, before, BATCH);
    let declined = 0;
    for (const reservation of stale) if (await expireOne(deps, reservation, before)) declined++;
    expired += declined;
    // A short batch was the last; a full one that changed nothing was all taken by another sweep.
    if (stale.length < BATCH || declined === 0) return expired;
  }
}

async function expireOne(deps: Deps, res: repo.ReservationRow, before: Date): Promise<boolean> {
  const hotel = await repo.findHotel(deps.db, res.hotelId);
  if (!hotel) return false;
  return deps.db.transaction(async (tx) => {
    if (!(await repo.declineStaleReservation(tx, res.id, before))) return false;
    await settleCards(tx, res, hotel.ownerId, [NOTIFICATION_TYPES.rentRequest]);
    await notifyRequestExpired(tx, {
      renteeId: res.guestId,
      ownerId: hotel.ownerId,
      about: res.id,
    });
    return true;
  });
}
