import { messages } from '@rentals/shared';
import { forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';

/** The hall, or 404 "Can't find the property". */
export function mustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.cantFindProperty);
  return row;
}

/** The event, or 404 'Ka xunnahay, Qalad ayaa jira' (spec 2 section 8, missing event id). */
export function eventMustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.missingEventId);
  return row;
}

export const isOwner = (actor: UserRow, property: { ownerId: string }) =>
  property.ownerId === actor.id;

/** Only the hall's owner changes it or answers its events: 403 and nothing changes. */
export function assertOwner(actor: UserRow, property: { ownerId: string }): void {
  if (!isOwner(actor, property)) throw forbidden('This hall is not yours');
}

/** A claimed user id (owner) must be the signed-in user. */
export function assertSelf(actor: UserRow, claimedId: string, what: string): void {
  if (claimedId !== actor.id) throw forbidden(`${what} is not the signed-in user`);
}
