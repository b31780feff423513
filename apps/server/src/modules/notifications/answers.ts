import type { Deps } from '../../deps';
import { badRequest, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';
import { assertRecipient } from './policy';
import type { ClientNotificationRules } from './client-rules';
import { createNotification, findNotificationById, takeNotification } from './service';
import { ADMIN_NOTIFIER, NOTIFICATION_TYPES } from './types';

const gone = () => missing('There is no such notification');

/**
 * The owner accepts a renter's termination request from the inbox (spec 1 section 4): a
 * vacate-request goes to admin and the termination request leaves the inbox, in one
 * transaction. The vacate request follows the rule an owner's own one does (the owner's
 * property, rented now); answering twice finds the request gone (404).
 */
export async function acceptTerminationRequest(
  deps: Deps,
  actor: UserRow,
  notificationId: string,
  vacateRequestNotice: ClientNotificationRules['vacateRequest'],
): Promise<'success'> {
  const request = await findNotificationById(deps.db, notificationId);
  if (!request) throw gone();
  assertRecipient(actor, request);
  if (request.type !== NOTIFICATION_TYPES.rentTerminationRequest)
    throw badRequest('notificationId: is not a termination request');
  const vacate = await vacateRequestNotice(deps, actor, {
    type: NOTIFICATION_TYPES.vacateRequest,
    notifier: ADMIN_NOTIFIER,
    about: request.about,
  });
  return deps.db.transaction(async (tx) => {
    if (!(await takeNotification(tx, request.id, request.type))) throw gone();
    await createNotification(tx, vacate);
    return 'success' as const;
  });
}
