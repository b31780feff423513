import { msg } from '@lingui/core/macro';
import {
  messages,
  reservationChanges,
  reservationEditProblem,
  type HotelReservation,
  type HotelReservationChanges,
  type HotelRoom,
} from '@rentals/shared';

/** The edit screen's values: dates may be missing while the picker is mid-way. */
export type ReservationEdit = {
  room_type: string;
  room_address: string;
  check_in: string | null;
  check_out: string | null;
  max_adults: string;
  max_kids: string;
};

export const reservationEditOf = (r: HotelReservation): ReservationEdit => ({
  room_type: r.room_type,
  room_address: r.room_address,
  check_in: r.check_in,
  check_out: r.check_out,
  max_adults: String(r.max_adults),
  max_kids: String(r.max_kids),
});

export type EditOutcome =
  /** `field`: the one the message is about, said beside it; none for the days */
  | { kind: 'problem'; message: string; field?: keyof ReservationEdit }
  | { kind: 'unchanged' }
  | { kind: 'send'; changes: HotelReservationChanges };

// reservationEditProblem's messages, each about one field.
const PROBLEM_FIELDS: Readonly<Record<string, keyof ReservationEdit>> = {
  [messages.selectRoomAddress]: 'room_address',
  [messages.moreKids]: 'max_kids',
  [messages.moreAdults]: 'max_adults',
};

/** Message when the picker holds only one day. */
export const PICK_BOTH_DAYS = 'Choose a check-in and a check-out day';
/** The same message, for the page's language. */
export const PICK_BOTH_DAYS_MESSAGE = msg`Choose a check-in and a check-out day`;

/**
 * What Save does with an edit (spec 2 section 5 "Hotel reservation edit"): the address must be
 * one of the chosen type's ('Please select room address'), kids and adults within its limits
 * ('You have more kids', 'You have more adults'); both days are needed; nothing changed means
 * nothing is sent.
 */
export function editOutcome(
  reservation: HotelReservation,
  edit: ReservationEdit,
  rooms: readonly HotelRoom[],
): EditOutcome {
  const room = rooms.find((r) => r.type === edit.room_type);
  const party = { max_kids: Number(edit.max_kids || 0), max_adults: Number(edit.max_adults || 0) };
  const problem = reservationEditProblem(
    { room_address: edit.room_address, ...party },
    room ?? { type: edit.room_type, max_kids: 0, max_adults: 0, addresses: [] },
  );
  if (problem) return { kind: 'problem', message: problem, field: PROBLEM_FIELDS[problem] };
  if (!edit.check_in || !edit.check_out) return { kind: 'problem', message: PICK_BOTH_DAYS };
  const changes = reservationChanges(reservation, {
    room_type: edit.room_type as HotelReservation['room_type'],
    room_address: edit.room_address,
    check_in: edit.check_in,
    check_out: edit.check_out,
    ...party,
  });
  return changes ? { kind: 'send', changes } : { kind: 'unchanged' };
}
