import { forbidden } from '../../http/errors';
import { isAdmin } from '../users/roles';
import type { UserRow } from '../users/repository';
import { ADMIN_NOTIFIER } from './types';

/**
 * Whose inbox the actor may read: their own, or admin's (null) for an admin. Anyone else's is
 * refused with 403.
 */
export function inboxNotifier(actor: UserRow, userId: string): string | null {
  if (userId === ADMIN_NOTIFIER) {
    if (!isAdmin(actor)) throw forbidden('Only an admin can read the admin inbox');
    return null;
  }
  if (userId !== actor.id) throw forbidden('You can only read your own notifications');
  return actor.id;
}

/** Only the recipient answers or deletes a notification; admin-addressed ones, any admin. */
export function assertRecipient(actor: UserRow, row: { notifierId: string | null }) {
  const mine = row.notifierId === null ? isAdmin(actor) : row.notifierId === actor.id;
  if (!mine) throw forbidden('This notification is not yours');
}
