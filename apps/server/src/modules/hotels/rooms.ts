import {
  addRoomFields,
  isUuid,
  messages,
  PICTURE_LIMITS,
  ROOM_CAPACITY_MESSAGE,
  roomFormProblem,
  stayPrice,
  TOO_MANY_ROOM_ADDRESSES_MESSAGE,
  type AvailableRoom,
  type HotelRoom,
  type HotelRoomsPage,
  type RoomUpdateValues,
} from '@rentals/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { idField, parseOrThrow } from '../../http/validate';
import { saveListingPictures } from '../../media/listing-pictures';
import type { ListingForm } from '../listings/add-form';
import type { ListingUpdate } from '../listings/edits';
import type { UserRow } from '../users/repository';
import { publicCache } from '../../http/public-cache';
import { authorize, mustExist } from '../listings/policy';
import { roomMustExist } from './policy';
import { presentRoom, totalPages } from './presenter';
import * as repo from './repository';
import { HOTEL_PICTURES_FOLDER } from './module';
import { assertOwnPictures } from '../listings/picture-order';

/*
 * Room types of a hotel and their addresses (spec 2 sections 3, 5 and 7). The hotel card's
 * price follows the lowest daily_rate, so every room write refreshes it in its transaction.
 */

const addressTaken = () => conflict('body.addresses: an address is already in this hotel');

/**
 * POST /hotels/hotelRooms/add: the owner adds a room type with its addresses. Rules in the
 * spec's order (roomFormProblem); an address already in the hotel is refused (409).
 */
export async function addRoom(deps: Deps, actor: UserRow, form: ListingForm): Promise<HotelRoom> {
  const hotel = mustExist(await repo.findHotel(deps.db, idField(form.fields, 'hotel_id')));
  authorize(actor, 'manage', 'Hotel', hotel);
  const problem = roomFormProblem(form.fields, form.pictures.length);
  if (problem) throw badRequest(problem);
  const input = parseOrThrow(addRoomFields, form.fields);
  const pictures = await saveListingPictures(deps.storage, HOTEL_PICTURES_FOLDER, form.pictures);
  try {
    return await deps.db.transaction(async (tx) => {
      mustExist(await repo.lockHotel(tx, hotel.id));
      const { room, addresses } = await repo.insertRoom(
        tx,
        {
          hotelId: hotel.id,
          type: input.type,
          pictures,
          facilities: input.facilities,
          capacity: input.capacity,
          maxKids: input.max_kids,
          maxAdults: input.max_adults,
          numberOfRooms: input.numberOfRooms,
          area: input.area,
          dailyRate: input.daily_rate,
          shortStayRate: input.short_stay_rate,
          minStayDays: input.min_stay_days,
        },
        input.addresses,
      );
      await repo.refreshCardPrice(tx, hotel.id);
      return presentRoom(room, addresses);
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.ADDRESS_INDEX)) throw addressTaken();
    throw err;
  }
}

const FIELD_COLUMNS = {
  type: 'type',
  area: 'area',
  daily_rate: 'dailyRate',
  short_stay_rate: 'shortStayRate',
  min_stay_days: 'minStayDays',
  capacity: 'capacity',
  max_kids: 'maxKids',
  max_adults: 'maxAdults',
  numberOfRooms: 'numberOfRooms',
  facilities: 'facilities',
} as const;

/**
 * POST /hotels/hotelRooms/update-room: the owner's edit of a room type. The merged result keeps
 * the add rules (capacity, addresses within numberOfRooms); uploaded files (at most 10) replace
 * the pictures; `addresses` is the full new list, and an address a live reservation holds
 * cannot be removed (409).
 */
export async function updateRoom(
  deps: Deps,
  actor: UserRow,
  input: ListingUpdate<RoomUpdateValues>,
): Promise<HotelRoom> {
  const before = roomMustExist(await repo.findRoom(deps.db, input.id));
  const hotel = mustExist(await repo.findHotel(deps.db, before.hotelId));
  authorize(actor, 'manage', 'Hotel', hotel);
  if (input.pictures.length > PICTURE_LIMITS.room.max)
    throw badRequest(messages.picturesMoreThan10);
  const values = { ...input.values };
  if (input.pictures.length > 0) delete values.pictures;
  if (values.pictures) assertOwnPictures(values.pictures, before.pictures, 'room');
  const uploaded =
    input.pictures.length > 0
      ? await saveListingPictures(deps.storage, HOTEL_PICTURES_FOLDER, input.pictures)
      : undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      const room = roomMustExist(await repo.lockRoom(tx, input.id));
      const current = await repo.addressesOfRooms(tx, [room.id]);
      const changes: repo.RoomChanges = {};
      for (const [field, column] of Object.entries(FIELD_COLUMNS) as [
        keyof typeof FIELD_COLUMNS,
        (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS],
      ][]) {
        const value = values[field];
        if (value !== undefined) (changes as Record<string, unknown>)[column] = value;
      }
      if (values.pictures) changes.pictures = values.pictures;
      if (uploaded) changes.pictures = uploaded;
      const merged = { ...room, ...changes };
      if (merged.capacity < merged.maxAdults + merged.maxKids)
        throw badRequest(ROOM_CAPACITY_MESSAGE);
      const wanted = values.addresses ?? current.map((a) => a.address);
      if (wanted.length > merged.numberOfRooms) throw badRequest(TOO_MANY_ROOM_ADDRESSES_MESSAGE);
      if (values.addresses) {
        const keep = new Set(values.addresses);
        const removed = current.filter((a) => !keep.has(a.address));
        if (
          (await repo.countLiveOnAddresses(
            tx,
            removed.map((a) => a.id),
          )) > 0
        )
          throw conflict('body.updatedValues.addresses: a removed address has a live reservation');
        await repo.deleteAddresses(
          tx,
          removed.map((a) => a.id),
        );
        const have = new Set(current.map((a) => a.address));
        await repo.insertAddresses(
          tx,
          room,
          values.addresses.filter((a) => !have.has(a)),
        );
      }
      const row =
        Object.keys(changes).length > 0 ? (await repo.updateRoom(tx, room.id, changes))! : room;
      if (changes.dailyRate !== undefined) await repo.refreshCardPrice(tx, room.hotelId);
      return presentRoom(row, await repo.addressesOfRooms(tx, [room.id]));
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.ADDRESS_INDEX)) throw addressTaken();
    throw err;
  }
}

/** GET /hotels/hotelRooms/rooms: a page of the hotel's room types, oldest first. */
export async function listRooms(
  deps: Deps,
  query: { hotel_id: string; page: number; pageSize: number },
): Promise<HotelRoomsPage> {
  const hotel = mustExist(await repo.findHotel(deps.db, query.hotel_id));
  const rooms = await repo.roomsOfHotel(deps.db, hotel.id, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const addresses = await repo.addressesOfRooms(
    deps.db,
    rooms.map((r) => r.id),
  );
  return {
    rooms: rooms.map((room) => presentRoom(room, addresses)),
    totalPages: totalPages(await repo.countRooms(deps.db, hotel.id), query.pageSize),
  };
}

/** GET /hotels/hotelRooms/get-room/{id}. */
export async function getRoom(deps: Deps, id: string): Promise<HotelRoom> {
  const room = roomMustExist(await repo.findRoom(deps.db, id));
  return presentRoom(room, await repo.addressesOfRooms(deps.db, [room.id]));
}

/** POST /hotels/hotelRooms/rent-unrent-room: the owner sets an address occupied or free. */
export async function rentUnrentRoom(
  deps: Deps,
  actor: UserRow,
  input: { hotelId: string; room_id: string; room_address: string; occupied: boolean },
): Promise<HotelRoom> {
  const hotel = mustExist(await repo.findHotel(deps.db, input.hotelId));
  authorize(actor, 'manage', 'Hotel', hotel);
  const room = roomMustExist(await repo.findRoom(deps.db, input.room_id));
  if (room.hotelId !== hotel.id) throw badRequest('body.room_id: is not a room of this hotel');
  const address = await repo.findAddress(deps.db, hotel.id, input.room_address);
  if (!address || address.roomId !== room.id)
    throw badRequest('body.room_address: is not an address of this room');
  await repo.setOccupied(deps.db, address.id, input.occupied);
  return presentRoom(room, await repo.addressesOfRooms(deps.db, [room.id]));
}

/**
 * GET /hotels/hotelRoomRentals/availableRooms: room types with the addresses free for the
 * whole range (the exclusion constraint's rule), optionally only those that take the party.
 */
export function availableRooms(
  deps: Deps,
  query: { hotel_id: string; check_in: string; check_out: string; adults?: number; kids?: number },
): Promise<AvailableRoom[]> {
  // The same for every visitor: briefly cached, cleared by any booking or listing edit through
  // the API (the exclusion constraint, not this answer, is what guards a booking).
  const { hotel_id, check_in, check_out, adults, kids } = query;
  return publicCache(deps).get(
    `hotel-availability:${JSON.stringify([hotel_id, check_in, check_out, adults, kids])}`,
    () => loadAvailableRooms(deps, query),
  );
}

async function loadAvailableRooms(
  deps: Deps,
  query: { hotel_id: string; check_in: string; check_out: string; adults?: number; kids?: number },
): Promise<AvailableRoom[]> {
  // The hotel, its rooms and its free doors read side by side: one round trip's wait, not three
  // (an id that is no uuid names no hotel, and must not reach the other two).
  const id = isUuid(query.hotel_id) ? query.hotel_id : null;
  const [found, allRooms, free] = await Promise.all([
    id ? repo.findHotel(deps.db, id) : null,
    id ? repo.roomsOfHotel(deps.db, id) : [],
    id ? repo.freeAddresses(deps.db, id, query.check_in, query.check_out) : [],
  ]);
  mustExist(found);
  const rooms = allRooms.filter(
    (room) =>
      (query.adults === undefined || room.maxAdults >= query.adults) &&
      (query.kids === undefined || room.maxKids >= query.kids),
  );
  return rooms.flatMap((room) => {
    const presented = presentRoom(room, free);
    if (presented.addresses.length === 0) return [];
    const stay = stayPrice(
      {
        daily_rate: room.dailyRate,
        short_stay_rate: room.shortStayRate,
        min_stay_days: room.minStayDays,
      },
      query.check_in,
      query.check_out,
    );
    return [{ ...presented, ...stay }];
  });
}
