import { expiringTransaction } from '../../db/expiring';
import type { Deps } from '../../deps';
import { expireInBatches } from '../listings/holds';
import { notifyRequestExpired } from '../notifications/service';
import { settleRequestCards } from './notifications';
import * as repo from './repository';

/**
 * Declines, as the system, every apartment request still pending since before `before`: the
 * owner's decline (record declined, the address available again, its request cards gone), and
 * both sides told with request-expired about the record.
 * Each in its own transaction, only while still pending, so two sweeps at once decline each
 * once. Answers how many it declined.
 */
export const expireApartmentRequests = (deps: Deps, before: Date): Promise<number> =>
  expireInBatches(
    (limit) => repo.stalePendingRecords(deps.db, before, limit),
    (record) => expireOne(deps, record),
  );

async function expireOne(deps: Deps, record: repo.RecordRow): Promise<boolean> {
  const building = await repo.findBuilding(deps.db, record.buildingId);
  if (!building) return false;
  return expiringTransaction(deps.db, async (tx) => {
    if (!(await repo.setRecordStatus(tx, record.id, ['pending'], 'declined'))) return false;
    await repo.moveAddress(tx, record.addressId, ['pending'], 'available');
    await settleRequestCards(tx, building.ownerId, record);
    await notifyRequestExpired(tx, {
      renteeId: record.renteeId,
      ownerId: building.ownerId,
      about: record.id,
    });
    return true;
  });
}
