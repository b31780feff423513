import { expiringTransaction } from '../../db/expiring';
import type { Deps } from '../../deps';
import { expireInBatches } from '../listings/holds';
import { notifyRequestExpired } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { removeRequestCards } from './events';
import * as repo from './repository';

/**
 * Declines, as the system, every hall booking still pending since before `before`: the owner's
 * decline (event declined, its day free again, the user's request cards gone), and both sides
 * told with request-expired. Each in its own transaction under the event's lock, only while
 * still pending, so two sweeps at once decline each once. Answers how many it declined.
 */
export const expireHallRequests = (deps: Deps, before: Date): Promise<number> =>
  expireInBatches(
    (limit) => repo.stalePendingEvents(deps.db, before, limit),
    (event) => expireOne(deps, event),
  );

async function expireOne(deps: Deps, event: repo.EventRow): Promise<boolean> {
  const hall = await repo.findHallProperty(deps.db, event.hallId);
  if (!hall) return false;
  return expiringTransaction(deps.db, async (tx) => {
    const locked = await repo.lockEvent(tx, event.id);
    if (locked?.status !== 'pending') return false;
    await repo.updateEvent(tx, locked.id, { status: 'declined', updatedValues: [] });
    await removeRequestCards(tx, locked, hall.ownerId, [
      NOTIFICATION_TYPES.rentRequest,
      NOTIFICATION_TYPES.rentTerminationRequest,
      NOTIFICATION_TYPES.hallUpdate,
    ]);
    await notifyRequestExpired(tx, {
      renteeId: locked.userId,
      ownerId: hall.ownerId,
      about: locked.id,
    });
    return true;
  });
}
