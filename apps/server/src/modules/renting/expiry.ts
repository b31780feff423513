import type { Deps } from '../../deps';
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

const BATCH = 100;

/**
 * Declines, as the system, every rent request still pending since before `before`: the same
 * change as the owner's decline (record declined, property available, the request card gone),
 * and both sides told with request-expired. Each in its own transaction, only while still
 * pending, so two sweeps at once decline each request once. Answers how many it declined.
 */
export async function expireRentRequests(deps: Deps, before: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const stale = await stalePendingRecords(deps.db, before, BATCH);
    let declined = 0;
    for (const record of stale) if (await expireOne(deps, record)) declined++;
    expired += declined;
    // A short batch was the last; a full one that changed nothing was all taken by another sweep.
    if (stale.length < BATCH || declined === 0) return expired;
  }
}

async function expireOne(deps: Deps, record: RentingRecordRow): Promise<boolean> {
  const property = await findPropertyState(deps.db, record.propertyId);
  if (!property) return false;
  const parties = {
    propertyId: property.id,
    ownerId: property.ownerId,
    renteeId: record.renteeId,
  };
  return deps.db.transaction(async (tx) => {
    if (!(await setRecordStatus(tx, record.id, ['pending'], 'declined'))) return false;
    await releaseProperty(tx, property.id, record.id);
    await removeNotifications(tx, renteeRequests(parties, [NOTIFICATION_TYPES.rentRequest]));
    await notifyRequestExpired(tx, { ...parties, about: property.id });
    return true;
  });
}
