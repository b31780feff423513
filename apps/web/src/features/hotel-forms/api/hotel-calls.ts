import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HOTEL_FOLDER_KIND,
  HOTEL_ROOM_FOLDER_KIND,
  type AddHotelFields,
  type AddRoomFields,
  type Hotel,
  type HotelRoom,
  type HotelUpdateValues,
  type RoomUpdateValues,
} from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { multipartOf } from '../../../shared/forms/multipart';
import { randomToken } from '../../../shared/lib/random-token';
import { invalidateHotel } from './invalidate';

/** The upload folder: the owner, the kind and a random token (spec 2 section 7). */
const folderOf = (ownerId: string, kind: string) => `${ownerId}/${kind}/${randomToken()}`;

export type AddHotelInput = { fields: Omit<AddHotelFields, 'folder' | 'type'>; pictures: File[] };

/** POST /hotels/add, multipart: location and facilities as JSON text, pictures repeated. */
export const addHotel = ({ fields, pictures }: AddHotelInput) =>
  api.post<Hotel>(
    '/hotels/add',
    multipartOf({ ...fields, folder: folderOf(fields.owner, HOTEL_FOLDER_KIND) }, pictures),
  );

export type UpdateHotelInput = {
  hotel_id: string;
  ownerId: string;
  updatedValues: HotelUpdateValues;
  /** replacements for all the pictures; none keeps them (updatedValues.pictures may reorder) */
  pictures: File[];
};

/** POST /hotels/update, multipart {hotel_id, folder, pictures?, updatedValues}. */
export const updateHotel = ({ hotel_id, ownerId, updatedValues, pictures }: UpdateHotelInput) =>
  api.post<Hotel>(
    '/hotels/update',
    multipartOf(
      { hotel_id, folder: folderOf(ownerId, HOTEL_FOLDER_KIND), updatedValues },
      pictures,
    ),
  );

export type AddRoomInput = {
  ownerId: string;
  fields: Omit<AddRoomFields, 'folder'>;
  pictures: File[];
};

/** POST /hotels/hotelRooms/add, multipart: addresses as a JSON array, facilities as JSON. */
export const addRoom = ({ ownerId, fields, pictures }: AddRoomInput) =>
  api.post<HotelRoom>(
    '/hotels/hotelRooms/add',
    multipartOf({ ...fields, folder: folderOf(ownerId, HOTEL_ROOM_FOLDER_KIND) }, pictures),
  );

export type UpdateRoomInput = {
  room: HotelRoom;
  ownerId: string;
  updatedValues: RoomUpdateValues;
  pictures: File[];
};

/** POST /hotels/hotelRooms/update-room, multipart {room_id, folder, pictures?, updatedValues}. */
export const updateRoom = ({ room, ownerId, updatedValues, pictures }: UpdateRoomInput) =>
  api.post<HotelRoom>(
    '/hotels/hotelRooms/update-room',
    multipartOf(
      { room_id: room._id, folder: folderOf(ownerId, HOTEL_ROOM_FOLDER_KIND), updatedValues },
      pictures,
    ),
  );

/** Each write refreshes whatever is cached about its hotel. */
function useHotelWrite<T, R>(call: (input: T) => Promise<R>, hotelIdOf: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) => invalidateHotel(queryClient, hotelIdOf(input)),
  });
}

export const useAddHotel = () => useHotelWrite(addHotel, () => 'listings');
export const useUpdateHotel = () => useHotelWrite(updateHotel, (input) => input.hotel_id);
export const useAddRoom = () => useHotelWrite(addRoom, (input) => input.fields.hotel_id);
export const useUpdateRoom = () => useHotelWrite(updateRoom, (input) => input.room.hotel_id);
