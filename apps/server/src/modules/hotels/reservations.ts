import {
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
import { isExclusionViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden } from '../../http/errors';
import {
  createNotification,
  removeNotifications,
  sendNotification,
} from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { assertHoldWithinLimits, assertPendingBelowCap, today } from '../listings/holds';
import type { UserRow } from '../users/repository';
import { assertSelf, authorize, mustExist } from '../listings/policy';
import { assertGuest, reservationMustExist } from './policy';
import { presentReservation } from './presenter';
import * as repo from './repository';

/*
 * Hotel reservations (spec 2 sections 4, 5 and 7). The exclusion constraint
 * hotel_reservations_no_overlap is the guard: a write that would give one address two live
 * reservations sharing a night fails with 23P01 and answers 'rented'. Each state change writes
 * its notifications in the same transaction (the outbox sends them once it commits).
 */

const T = NOTIFICATION_TYPES;

/**
 * Runs a write that may make a reservation of `addressId` live, in a transaction that first takes
 * that address's lock: 'rented' when the exclusion constraint refuses it. Without the lock, many
 * simultaneous inserts for one address each find the others' uncommitted rows and wait on one
 * another, and PostgreSQL breaks each such cycle only after deadlock_timeout (1 s): 200 colliding
 * bookings took minutes. With it they queue, and each meets the constraint after the previous one
 * committed. The constraint stays the guard; the lock only orders the writers.
 */
async function guarded<A>(
  deps: Deps,
  addressId: string,
  write: (tx: Executor) => Promise<A>,
): Promise<A | 'rented'> {
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockAddress(tx, addressId);
      return write(tx);
    });
  } catch (err) {
    if (isExclusionViolation(err, repo.NO_OVERLAP_CONSTRAINT)) return 'rented';
    throw err;
  }
}

const guestToOwner = (res: repo.ReservationRow, ownerId: string, type: string) => ({
  type,
  fromUserId: res.guestId,
  notifierId: ownerId,
  about: res.id,
});
const ownerToGuest = (res: repo.ReservationRow, ownerId: string, type: string) => ({
  type,
  fromUserId: ownerId,
  notifierId: res.guestId,
  about: res.id,
});

/**
 * Removes the guest's open request cards of these types about the reservation and, when `told`
 * is given, tells the guest of the owner's answer with a notification of that type.
 */
export async function settleCards(
  tx: Executor,
  res: repo.ReservationRow,
  ownerId: string,
  types: readonly string[],
  told?: string,
) {
  await removeNotifications(tx, {
    fromUserId: res.guestId,
    notifierId: ownerId,
    about: res.id,
    types,
  });
  if (told) await sendNotification(tx, ownerToGuest(res, ownerId, told));
}

const checkInNotPast = (checkIn: string, field: string) => {
  if (checkIn < today()) throw badRequest(`${field}: must be today or later`);
};

/** The reservation and its hotel: 404 before anything else. */
async function reservationAndHotel(db: Executor, id: string) {
  const res = reservationMustExist(await repo.findReservation(db, id));
  const hotel = mustExist(await repo.findHotel(db, res.hotelId));
  return { res, hotel };
}

/** The owner's reservation: 404, then 403 for anyone else. */
async function ownersReservation(deps: Deps, actor: UserRow, id: string) {
  const found = await reservationAndHotel(deps.db, id);
  authorize(actor, 'manage', 'Hotel', found.hotel);
  return found;
}

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
  const data = await guarded(deps, address.id, async (tx) => {
    await assertPendingBelowCap(tx, deps.config, actor.id, 'Hotel', (db) =>
      repo.countPendingOf(db, actor.id),
    );
    const res = await repo.insertReservation(tx, {
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
    });
    await sendNotification(tx, guestToOwner(res, hotel.ownerId, T.rentRequest));
    return 'success' as const;
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
  const { res, hotel } = await reservationAndHotel(deps.db, id);
  if (res.guestId !== actor.id && hotel.ownerId !== actor.id)
    throw forbidden('This reservation is not yours');
  return presentReservation(res);
}

/** POST .../accept-reservation: pending becomes booked; rent-accepted to the guest. */
export async function acceptReservation(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string },
): Promise<'success'> {
  const { res, hotel } = await ownersReservation(deps, actor, input.reservation_id);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.updateReservation(tx, res.id, ['pending'], { status: 'booked' })))
      throw conflict('The reservation is no longer pending');
    await sendNotification(tx, ownerToGuest(res, hotel.ownerId, T.rentAccepted));
    await settleCards(tx, res, hotel.ownerId, [T.rentRequest]);
    return 'success' as const;
  });
}

/** POST .../decline-reservation-request: pending becomes declined; request-declined when asked. */
export async function declineReservation(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string; sendNotificationDecline: boolean },
): Promise<'success'> {
  const { res, hotel } = await ownersReservation(deps, actor, input.reservation_id);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.updateReservation(tx, res.id, ['pending'], { status: 'declined' })))
      throw conflict('The reservation is no longer pending');
    const told = input.sendNotificationDecline ? T.requestDeclined : undefined;
    await settleCards(tx, res, hotel.ownerId, [T.rentRequest], told);
    return 'success' as const;
  });
}

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
  const { res, hotel } = await reservationAndHotel(deps.db, input.reservationId);
  const isOwner = hotel.ownerId === actor.id;
  if (!isOwner) assertGuest(actor, res);
  if (input.hotel_id !== undefined && input.hotel_id !== res.hotelId)
    throw badRequest('body.hotel_id: is not the hotel of this reservation');
  if (res.status === 'pending') {
    const edit = await resolveEdit(
      deps.db,
      deps.config,
      res,
      input.updatedValues,
      'body.updatedValues',
    );
    if (!edit) return 'unchanged';
    if (movesOntoOccupied(res, edit)) return 'rented';
    return guarded(deps, edit.columns.addressId, async (tx) => {
      if (!(await repo.updateReservation(tx, res.id, ['pending'], edit.columns)))
        throw conflict('The reservation changed meanwhile');
      return 'success' as const;
    });
  }
  if (res.status !== 'booked') throw conflict(`A ${res.status} reservation can't be changed`);
  if (!isOwner) throw conflict('A booked reservation changes through an update request');
  if (!res.updatedValues) throw conflict('There is no update request to accept');
  const edit = await resolveEdit(deps.db, deps.config, res, res.updatedValues, 'updated_values');
  if (edit && movesOntoOccupied(res, edit)) return 'rented';
  return guarded(deps, edit?.columns.addressId ?? res.addressId, async (tx) => {
    const changed = await repo.updateReservation(tx, res.id, ['booked'], {
      ...(edit?.columns ?? {}),
      updatedValues: null,
    });
    if (!changed) throw conflict('The reservation changed meanwhile');
    await settleCards(tx, res, hotel.ownerId, [T.hotelReservationUpdate], T.rentAccepted);
    return 'success' as const;
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
  const { res, hotel } = await reservationAndHotel(deps.db, input.reservationId);
  assertGuest(actor, res);
  if (res.status !== 'booked')
    throw conflict('Only a booked reservation takes an update request; edit a pending one');
  const edit = await resolveEdit(
    deps.db,
    deps.config,
    res,
    input.updatedValues,
    'body.updatedValues',
  );
  if (!edit) return 'unchanged';
  if (movesOntoOccupied(res, edit)) return 'rented';
  const { addressId, checkIn, checkOut } = edit.columns;
  if (await repo.isAddressTaken(deps.db, addressId, checkIn, checkOut, res.id)) return 'rented';
  return deps.db.transaction(async (tx) => {
    if (!(await repo.updateReservation(tx, res.id, ['booked'], { updatedValues: edit.diff })))
      throw conflict('The reservation changed meanwhile');
    await sendNotification(tx, guestToOwner(res, hotel.ownerId, T.hotelReservationUpdate));
    return 'success' as const;
  });
}

/** POST .../reservation-update-decline: the owner declines the waiting update request. */
export async function declineReservationUpdate(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string; sendingNotification: boolean },
): Promise<'success'> {
  const { res, hotel } = await ownersReservation(deps, actor, input.reservation_id);
  if (!res.updatedValues) throw conflict('There is no update request to decline');
  return deps.db.transaction(async (tx) => {
    await repo.updateReservation(tx, res.id, [res.status], { updatedValues: null });
    const told = input.sendingNotification ? T.requestDeclined : undefined;
    await settleCards(tx, res, hotel.ownerId, [T.hotelReservationUpdate], told);
    return 'success' as const;
  });
}

/**
 * POST .../cancel-reservation-request: the guest of a booked reservation asks to end it; the
 * owner gets rent-termination-request, 'existed' when it is already waiting.
 */
export async function requestTermination(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string },
): Promise<HotelTerminationRequestAnswer> {
  const { res, hotel } = await reservationAndHotel(deps.db, input.reservation_id);
  assertGuest(actor, res);
  if (res.status !== 'booked') throw conflict('Only a booked reservation can be terminated');
  return deps.db.transaction((tx) =>
    createNotification(tx, guestToOwner(res, hotel.ownerId, T.rentTerminationRequest)),
  );
}

/** POST .../terminate-reservation: the owner ends a booked reservation; rent-termination to the guest. */
export async function terminateReservation(
  deps: Deps,
  actor: UserRow,
  input: { reservation_id: string },
): Promise<'success'> {
  const { res, hotel } = await ownersReservation(deps, actor, input.reservation_id);
  return deps.db.transaction(async (tx) => {
    const done = await repo.updateReservation(tx, res.id, ['booked'], {
      status: 'terminated',
      updatedValues: null,
    });
    if (!done) throw conflict('Only a booked reservation can be terminated');
    await settleCards(
      tx,
      res,
      hotel.ownerId,
      [T.rentTerminationRequest, T.hotelReservationUpdate],
      T.rentTermination,
    );
    return 'success' as const;
  });
}

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
  const { res, hotel } = await reservationAndHotel(deps.db, input.reservation_id);
  const isOwner = hotel.ownerId === actor.id;
  if (!isOwner) assertGuest(actor, res);
  return deps.db.transaction(async (tx) => {
    const done = await repo.updateReservation(tx, res.id, ['pending', 'booked'], {
      status: 'cancelled',
      updatedValues: null,
    });
    if (!done) throw conflict('Only a pending or booked reservation can be cancelled');
    // The guest is told when the owner cancels.
    const ownerCancels = isOwner && res.guestId !== actor.id;
    const told = res.status === 'pending' ? T.requestDeclined : T.rentTermination;
    await settleCards(
      tx,
      res,
      hotel.ownerId,
      [T.rentRequest, T.hotelReservationUpdate, T.rentTerminationRequest],
      ownerCancels ? told : undefined,
    );
    return 'success' as const;
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
  const { res, hotel } = await reservationAndHotel(deps.db, input.reservation_id);
  const isOwner = hotel.ownerId === actor.id;
  if (!isOwner) assertGuest(actor, res);
  const now = today();
  if (res.status === 'completed' || res.checkOut < now) return 'error';
  if (res.status === 'pending' || res.status === 'booked') return 'error';
  checkInNotPast(input.check_in, 'body.check_in');
  assertHoldWithinLimits(deps.config, today(), input.check_in, input.check_out);
  const room = await repo.findRoom(deps.db, res.roomId);
  const address = await repo.findAddress(deps.db, res.hotelId, res.roomAddress);
  if (!room || !address) return 'error';
  if (address.occupied) return 'rented';
  const from = res.status;
  return guarded(deps, address.id, async (tx) => {
    if (!isOwner)
      await assertPendingBelowCap(tx, deps.config, actor.id, 'Hotel', (db) =>
        repo.countPendingOf(db, actor.id),
      );
    const done = await repo.updateReservation(tx, res.id, [from], {
      status: isOwner ? 'booked' : 'pending',
      // A guest's re-booking is a new request: its expiry counts from now.
      ...(isOwner ? {} : { requestedAt: new Date() }),
      checkIn: input.check_in,
      checkOut: input.check_out,
      price: stayPrice(rates(room), input.check_in, input.check_out).price,
      updatedValues: null,
    });
    if (!done) throw conflict('The reservation changed meanwhile');
    if (isOwner) await sendNotification(tx, ownerToGuest(res, hotel.ownerId, T.rentAccepted));
    else await sendNotification(tx, guestToOwner(res, hotel.ownerId, T.rentRequest));
    return 'success' as const;
  });
}
