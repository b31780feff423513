import { expiringTransaction } from '../../db/expiring';
import type { Deps } from '../../deps';
import { expireInBatches } from '../listings/holds';
import { notifyRequestExpired } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import * as repo from './repository';
import { settleCards } from './reservations';

/**
 * Declines, as the system, every reservation still pending since before `before` (counted from
 * when it last became a request): the owner's decline (reservation declined, its nights free
 * again, the rent-request card gone), and both sides told with request-expired. Each in its own
 * transaction, only while still pending and not asked for again, so two sweeps at once decline
 * each once. Answers how many it declined.
 */
export const expireReservationRequests = (deps: Deps, before: Date): Promise<number> =>
  expireInBatches(
    (limit) => repo.stalePendingReservations(deps.db, before, limit),
    (reservation) => expireOne(deps, reservation, before),
  );

async function expireOne(deps: Deps, res: repo.ReservationRow, before: Date): Promise<boolean> {
  const hotel = await repo.findHotel(deps.db, res.hotelId);
  if (!hotel) return false;
  return expiringTransaction(deps.db, async (tx) => {
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
