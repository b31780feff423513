import { forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';

export function roomMustExist<T>(row: T | null): T {
  if (!row) throw missing('There is no such room');
  return row;
}

export function reservationMustExist<T>(row: T | null): T {
  if (!row) throw missing('There is no such reservation');
  return row;
}

/** Only the reservation's guest asks for changes of it. */
export function assertGuest(actor: UserRow, reservation: { guestId: string }): void {
  if (reservation.guestId !== actor.id) throw forbidden('This reservation is not yours');
}
