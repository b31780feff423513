import { messages } from '@rentals/shared';
import { forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';

/** The hotel, or 404 "Can't find the property". */
export function mustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.cantFindProperty);
  return row;
}

export function roomMustExist<T>(row: T | null): T {
  if (!row) throw missing('There is no such room');
  return row;
}

export function reservationMustExist<T>(row: T | null): T {
  if (!row) throw missing('There is no such reservation');
  return row;
}

/** Only the owner changes a hotel or answers its requests: 403 and nothing changes. */
export function assertOwner(actor: UserRow, hotel: { ownerId: string }): void {
  if (hotel.ownerId !== actor.id) throw forbidden('This property is not yours');
}

/** A claimed user id (owner, guest_id, user_id) must be the signed-in user. */
export function assertSelf(actor: UserRow, claimedId: string, what: string): void {
  if (claimedId !== actor.id) throw forbidden(`${what} is not the signed-in user`);
}

/** Only the reservation's guest asks for changes of it. */
export function assertGuest(actor: UserRow, reservation: { guestId: string }): void {
  if (reservation.guestId !== actor.id) throw forbidden('This reservation is not yours');
}
