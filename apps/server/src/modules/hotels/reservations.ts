import {
  HOTEL_RESERVATION_STATUSES,
  messages,
  reservationChanges,
  reservationEditProblem,
  stayPrice,
  type HotelBookingAnswer,
  type HotelRebookAnswer,
  type HotelReservation,
  type HotelReservationChanges,
  type HotelTerminationRequestAnswer,
  type HotelUpdateAnswer,
} from '@rentals/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { assertHoldWithinLimits, today } from '../listings/holds';
import type { UserRow } from '../users/repository';
import { assertSelf, mustExist } from '../listings/policy';
import { presentReservation } from './presenter';
import * as repo from './repository';
import { reservationFlow as flow } from './request-flow';
import { accepted, declined, terminated, updateAsked } from '../requests/steps';

/*
 * Hotel reservations (spec 2 sections 4, 5 and 7), as steps of the request-flow engine
 * (request-flow.ts): here only what a reservation has of its own, its rooms, dates and edits.
 */

const T = NOTIFICATION_TYPES;

/**
 * The address's lock, taken first by a write that may make a reservation of it live: 'rented'
 * when the exclusion constraint refuses it. Without the lock, many simultaneous inserts for one
 * address each find the others' uncommitted rows and wait on one another, and PostgreSQL breaks
 * each such cycle only after deadlock_timeout (1 s): 200 colliding bookings took minutes. With it
 * they queue, and each meets the constraint after the previous one committed. The constraint
 * stays the guard; the lock only orders the writers.
 */
const guardOf = (addressId: string) => ({
  before: async (tx: Executor) => {
    await repo.lockAddress(tx, addressId);
    return true;
  },
  taken: () => 'rented' as const,
});

const changedMeanwhile = () => conflict('The reservation changed meanwhile');

const checkInNotPast = (checkIn: string, field: string) => {
  if (checkIn < today()) throw badRequest(`${field}: must be today or later`);
};

/**
 * POST /hotels/hotelRoomRentals/booking/add: a guest reserves one address for a range. The
 * price is the server's (days times the nightly rate), the status pending, and the owner gets
 * a rent-request about the reservation. Answers {success, data: 'success' | 'rented'}. A
 * check-in more than MAX_DAYS_AHEAD ahead or a stay longer than MAX_STAY_NIGHTS is refused
 * (400), and so is a guest with MAX_PENDING_REQUESTS reservations waiting (409).
 */
export async function bookRoom(
  deps: Deps,
  actor: UserRow,
  input: {
    guest_id: string;
    hotel_id: string;
    room_id: string;
    room_address: string;
    room_type: string;
    check_in: string;
    check_out: string;
    max_adults: number;
    max_kids: number;
  },
): Promise<HotelBookingAnswer> {
  assertSelf(actor, input.guest_id, 'guest_id');
  const hotel = mustExist(await repo.findHotel(deps.db, input.hotel_id));
  if (hotel.ownerId === actor.id) throw badRequest(messages.cannotRentOwn);
  checkInNotPast(input.check_in, 'body.check_in');
  assertHoldWithinLimits(deps.config, today(), input.check_in, input.check_out);
  const room = await repo.findRoom(deps.db, input.room_id);
  if (!room || room.hotelId !== hotel.id)
    throw badRequest('body.room_id: is not a room of this hotel');
  if (room.type !== input.room_type)
    throw badRequest('body.room_type: is not the type of this room');
  const address = await repo.findAddress(deps.db, hotel.id, input.room_address);
  if (!address || address.roomId !== room.id)
    throw badRequest('body.room_address: is not an address of this room');
  if (input.max_kids > room.maxKids) throw badRequest(messages.moreKids);
  if (input.max_adults > room.maxAdults) throw badRequest(messages.moreAdults);
  if (address.occupied) return { success: true, data: 'rented' };
  const { price } = stayPrice(rates(room), input.check_in, input.check_out);
  const data = await flow.open(deps, hotel, {
    claim: guardOf(address.id).before,
    taken: 'rented' as const,
    cap: actor.id,
    insert: (tx) =>
      repo.reservationRows.insert(tx, {
        guestId: actor.id,
        hotelId: hotel.id,
        roomId: room.id,
        addressId: address.id,
        roomAddress: address.address,
        roomType: room.type,
        checkIn: input.check_in,
        checkOut: input.check_out,
        maxKids: input.max_kids,
        maxAdults: input.max_adults,
        price,
        status: 'pending',
      }),
    card: 'asks',
    type: T.rentRequest,
  });
  return { success: true, data };
}

const rates = (room: repo.RoomRow) => ({
  daily_rate: room.dailyRate,
  short_stay_rate: room.shortStayRate,
  min_stay_days: room.minStayDays,
});

/** GET .../get-reservation: for its guest or the hotel's owner. */
export async function getReservation(
  deps: Deps,
  actor: UserRow,
  id: string,
): Promise<HotelReservation> {
  const request = await flow.find(deps.db, id);
  flow.ownerOrRequester(actor, request);
  return presentReservation(request.row);
}

/** The owner's answers to a request: only while it is pending. */
const fromPending = {
  from: ['pending'],
  refused: () => conflict('The reservation is no longer pending'),
};

/** The reservation an owner's answer names. */
const reservationId = (input: { reservation_id: string }) => input.reservation_id;

/** POST .../accept-reservation: pending becomes booked; rent-accepted to the guest. */
export const acceptReservation = flow.answer(reservationId, () => ({
  ...accepted,
  ...fromPending,
  to: { status: 'booked' },
}));

/** POST .../decline-reservation-request: pending becomes declined; request-declined when asked. */
export const declineReservation = flow.answer(
  reservationId,
  (input: { reservation_id: string; sendNotificationDecline: boolean }) => ({
    ...declined(input.sendNotificationDecline),
    ...fromPending,
    to: { status: 'declined' },
    settles: [T.rentRequest],
  }),
);

/**
 * An edit of a reservation checked against the rules of "Hotel reservation edit": the address
 * must be one of the chosen room type's, the party within its limits, the dates a valid range.
 * Answers the columns to write (price recomputed), or null when nothing changed.
 */
async function resolveEdit(
  db: Executor,
  config: Config,
  res: repo.ReservationRow,
  edit: HotelReservationChanges,
  field: string,
) {
  const current = {
    room_type: res.roomType as NonNullable<HotelReservationChanges['room_type']>,
    room_address: res.roomAddress,
    check_in: res.checkIn,
    check_out: res.checkOut,
    max_kids: res.maxKids,
    max_adults: res.maxAdults,
  };
  const diff = reservationChanges(current, edit);
  if (!diff) return null;
  const next = { ...current, ...diff };
  if (next.check_out <= next.check_in)
    throw badRequest(`${field}.check_out: must be after check_in`);
  if (diff.check_in !== undefined) checkInNotPast(next.check_in, `${field}.check_in`);
  if (diff.check_in !== undefined || diff.check_out !== undefined)
    assertHoldWithinLimits(config, today(), next.check_in, next.check_out);
  const address = await repo.findAddress(db, res.hotelId, next.room_address);
  const room = address ? await repo.findRoom(db, address.roomId) : null;
  if (!address || !room || room.type !== next.room_type)
    throw badRequest(messages.selectRoomAddress);
  const problem = reservationEditProblem(next, {
    type: room.type,
    max_kids: room.maxKids,
    max_adults: room.maxAdults,
    addresses: [{ address: address.address }],
  });
  if (problem) throw badRequest(problem);
  return {
    diff,
    address,
    columns: {
      roomId: room.id,
      addressId: address.id,
      roomAddress: address.address,
      roomType: room.type,
      checkIn: next.check_in,
      checkOut: next.check_out,
      maxKids: next.max_kids,
      maxAdults: next.max_adults,
      price: stayPrice(rates(room), next.check_in, next.check_out).price,
    },
  };
}

/** Whether the edit moves onto an address the owner marked occupied. */
const movesOntoOccupied = (res: repo.ReservationRow, edit: { address: repo.AddressRow }): boolean =>
  edit.address.id !== res.addressId && edit.address.occupied;

/** An edit as a call sends it: 'unchanged' when nothing differs, 'rented' onto an occupied address. */
async function sentEdit(deps: Deps, res: repo.ReservationRow, changes: HotelReservationChanges) {
  const edit = await resolveEdit(deps.db, deps.config, res, changes, 'body.updatedValues');
  if (!edit) return 'unchanged' as const;
  return movesOntoOccupied(res, edit) ? ('rented' as const) : edit;
}

/**
 * POST .../update-reservation. A pending reservation takes the edit at once (its guest or the
 * owner). A booked one changes only when its owner accepts the guest's update request: the
 * stored updated_values are applied, the request card goes and the guest gets rent-accepted.
 * 'rented' when the new address or range collides, 'unchanged' when nothing differs.
 */
export async function updateReservation(
  deps: Deps,
  actor: UserRow,
  input: { hotel_id?: string; reservationId: string; updatedValues: HotelReservationChanges },
): Promise<HotelUpdateAnswer> {
  const request = await flow.find(deps.db, input.reservationId);
  const res = request.row;
  const isOwner = flow.ownerOrRequester(actor, request);
  if (input.hotel_id !== undefined && input.hotel_id !== res.hotelId)
    throw badRequest('body.hotel_id: is not the hotel of this reservation');
  if (res.status === 'pending') {
    const edit = await sentEdit(deps, res, input.updatedValues);
    if (typeof edit === 'string') return edit;
    return flow.move(deps, request, {
      from: ['pending'],
      refused: changedMeanwhile,
      to: edit.columns,
      ...guardOf(edit.columns.addressId),
      answer: 'success',
    });
  }
  if (res.status !== 'booked') throw conflict(`A ${res.status} reservation can't be changed`);
  if (!isOwner) throw conflict('A booked reservation changes through an update request');
  if (!res.updatedValues) throw conflict('There is no update request to accept');
  const edit = await resolveEdit(deps.db, deps.config, res, res.updatedValues, 'updated_values');
  if (edit && movesOntoOccupied(res, edit)) return 'rented';
  return flow.move(deps, request, {
    ...accepted,
    from: ['booked'],
    refused: changedMeanwhile,
    to: { ...(edit?.columns ?? {}), updatedValues: null },
    ...guardOf(edit?.columns.addressId ?? res.addressId),
    settles: [T.hotelReservationUpdate],
  });
}

/**
 * POST .../request-reservation-update: the guest of a booked reservation asks for a change.
 * It is checked like an edit and against the other live reservations ('rented'), stored as
 * updated_values, and the owner gets hotel-reservation-update.
 */
export async function requestReservationUpdate(
  deps: Deps,
  actor: UserRow,
  input: { reservationId: string; updatedValues: HotelReservationChanges },
): Promise<HotelUpdateAnswer> {
  const request = await flow.requestersRequest(deps, actor, input.reservationId);
  const res = request.row;
  if (res.status !== 'booked')
    throw conflict('Only a booked reservation takes an update request; edit a pending one');
  const edit = await sentEdit(deps, res, input.updatedValues);
  if (typeof edit === 'string') return edit;
  const { addressId, checkIn, checkOut } = edit.columns;
  if (await repo.isAddressTaken(deps.db, addressId, checkIn, checkOut, res.id)) return 'rented';
  const asked = updateAsked(T.hotelReservationUpdate);
  return flow.move(deps, request, {
    ...asked,
    refused: changedMeanwhile,
    to: { updatedValues: edit.diff },
  });
}

/** POST .../reservation-update-decline: the owner declines the waiting update request. */
export const declineReservationUpdate = flow.answer(
  reservationId,
  (input: { reservation_id: string; sendingNotification: boolean }, { row }) => {
    if (!row.updatedValues) throw conflict('There is no update request to decline');
    return {
      ...declined(input.sendingNotification),
      // whatever its status meanwhile: the request is cleared and answered
      from: HOTEL_RESERVATION_STATUSES,
      refused: changedMeanwhile,
      to: { updatedValues: null },
      settles: [T.hotelReservationUpdate],
    };
  },
);

/**
 * POST .../cancel-reservation-request: the guest of a booked reservation asks to end it; the
 * owner gets rent-termination-request, 'existed' when it is already waiting.
 */
export async function requestTermination(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string },
): Promise<HotelTerminationRequestAnswer> {
  const request = await flow.requestersRequest(deps, actor, input.reservation_id);
  if (request.row.status !== 'booked') throw onlyBooked();
  return deps.db.transaction((tx) => flow.askOnce(tx, request, T.rentTerminationRequest));
}

const onlyBooked = () => conflict('Only a booked reservation can be terminated');

/** POST .../terminate-reservation: the owner ends a booked reservation; rent-termination to the guest. */
export const terminateReservation = flow.answer(reservationId, () => ({
  ...terminated(T.hotelReservationUpdate),
  refused: onlyBooked,
  to: { status: 'terminated', updatedValues: null },
}));

/**
 * POST .../cancel-reservation: its guest or the owner cancels a pending or booked reservation.
 * The guest's open request cards about it go; when the owner cancels, the guest is told
 * (request-declined for a pending one, rent-termination for a booked one).
 */
export async function cancelReservation(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string; user_id?: string },
): Promise<'success'> {
  if (input.user_id !== undefined) assertSelf(actor, input.user_id, 'user_id');
  const request = await flow.find(deps.db, input.reservation_id);
  // The guest is told when the owner cancels.
  const ownerCancels = flow.ownerOrRequester(actor, request) && request.requesterId !== actor.id;
  const told = request.row.status === 'pending' ? T.requestDeclined : T.rentTermination;
  return flow.move(deps, request, {
    from: ['pending', 'booked'],
    refused: () => conflict('Only a pending or booked reservation can be cancelled'),
    to: { status: 'cancelled', updatedValues: null },
    settles: [T.rentRequest, T.hotelReservationUpdate, T.rentTerminationRequest],
    tells: ownerCancels ? told : undefined,
    answer: 'success',
  });
}

/**
 * POST .../re-book-hotel-room: an ended reservation live again for the given dates: pending
 * (rent-request to the owner) when its guest re-books, booked (rent-accepted to the guest) when
 * the owner does. 'error' once completed, when its check-out has passed or while it is still
 * live; 'rented' when the address is taken for those dates.
 */
export async function rebookReservation(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string; check_in: string; check_out: string; user_id?: string },
): Promise<HotelRebookAnswer> {
  if (input.user_id !== undefined) assertSelf(actor, input.user_id, 'user_id');
  const request = await flow.find(deps.db, input.reservation_id);
  const res = request.row;
  const isOwner = flow.ownerOrRequester(actor, request);
  if (res.status === 'completed' || res.checkOut < today()) return 'error';
  if (res.status === 'pending' || res.status === 'booked') return 'error';
  checkInNotPast(input.check_in, 'body.check_in');
  assertHoldWithinLimits(deps.config, today(), input.check_in, input.check_out);
  const room = await repo.findRoom(deps.db, res.roomId);
  const address = await repo.findAddress(deps.db, res.hotelId, res.roomAddress);
  if (!room || !address) return 'error';
  if (address.occupied) return 'rented';
  return flow.move(deps, request, {
    from: [res.status],
    refused: changedMeanwhile,
    before: async (tx) => {
      await guardOf(address.id).before(tx);
      if (!isOwner) await flow.capped(tx, deps, actor.id);
      return true;
    },
    taken: () => 'rented',
    to: {
      status: isOwner ? 'booked' : 'pending',
      // A guest's re-booking is a new request: its expiry counts from now.
      ...(isOwner ? {} : { requestedAt: new Date() }),
      checkIn: input.check_in,
      checkOut: input.check_out,
      price: stayPrice(rates(room), input.check_in, input.check_out).price,
      updatedValues: null,
    },
    ...(isOwner ? { tells: T.rentAccepted } : { asks: T.rentRequest }),
    answer: 'success',
  });
}
