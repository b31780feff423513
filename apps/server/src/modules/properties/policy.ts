import { messages } from '@rentals/shared';
import { conflict, forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';
import type { PropertyRow } from './repository';

/** The property, or 404 "Can't find the property". */
export function mustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.cantFindProperty);
  return row;
}

/** Only the owner changes a property: anyone else gets 403 and nothing changes. */
export function assertOwner(actor: UserRow, row: PropertyRow): void {
  if (row.ownerId !== actor.id) throw forbidden('This property is not yours');
}

/** A claimed owner or user id must be the signed-in user (the acting user is the session's). */
export function assertSelf(actor: UserRow, claimedId: string, what = 'userId'): void {
  if (claimedId !== actor.id) throw forbidden(`${what} is not the signed-in user`);
}

/** A property someone is renting or has asked for cannot be deleted from under them. */
export function assertDeletable(row: PropertyRow): void {
  if (row.status === 'pending' || row.status === 'rented')
    throw conflict(`The property is ${row.status}; it can be deleted once it is free again`);
}
