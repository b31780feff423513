import { expiringTransaction } from '../../db/expiring';
import type { Deps } from '../../deps';
import { expireInBatches } from '../listings/holds';
import { notifyRequestExpired, removeNotifications } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { renteeRequests } from './notifications';
import {
  findPropertyState,
  releaseProperty,
  setRecordStatus,
  stalePendingRecords,
  type RentingRecordRow,
} from './repository';

/**
 * Declines, as the system, every rent request still pending since before `before`: the same
 * change as the owner's decline (record declined, property available, the request card gone),
 * and both sides told with request-expired. Each in its own transaction, only while still
 * pending, so two sweeps at once decline each request once. Answers how many it declined.
 */
export const expireRentRequests = (deps: Deps, before: Date): Promise<number> =>
  expireInBatches(
    (limit) => stalePendingRecords(deps.db, before, limit),
    (record) => expireOne(deps, record),
  );

async function expireOne(deps: Deps, record: RentingRecordRow): Promise<boolean> {
  const property = await findPropertyState(deps.db, record.propertyId);
  if (!property) return false;
  const parties = {
    propertyId: property.id,
    ownerId: property.ownerId,
    renteeId: record.renteeId,
  };
  return expiringTransaction(deps.db, async (tx) => {
    if (!(await setRecordStatus(tx, record.id, ['pending'], 'declined'))) return false;
    await releaseProperty(tx, property.id, record.id);
    await removeNotifications(tx, renteeRequests(parties, [NOTIFICATION_TYPES.rentRequest]));
    await notifyRequestExpired(tx, { ...parties, about: property.id });
    return true;
  });
}
