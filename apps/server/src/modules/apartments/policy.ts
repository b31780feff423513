import { messages } from '@rentals/shared';
import { forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';

/** The building, or 404 "Can't find the property". */
export function mustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.cantFindProperty);
  return row;
}

/** Only the owner changes a building or answers its requests: 403 and nothing changes. */
export function assertOwner(actor: UserRow, building: { ownerId: string }): void {
  if (building.ownerId !== actor.id) throw forbidden('This property is not yours');
}

/** A claimed user id (owner, rentee) must be the signed-in user. */
export function assertSelf(actor: UserRow, claimedId: string, what: string): void {
  if (claimedId !== actor.id) throw forbidden(`${what} is not the signed-in user`);
}
