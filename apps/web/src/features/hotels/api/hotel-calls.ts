import {
  HOTEL_FOLDER_KIND,
  HOTEL_ROOM_FOLDER_KIND,
  type AddHotelFields,
  type AddRoomFields,
  type hotelContract,
  type HotelRoom,
  type HotelUpdateValues,
  type RoomUpdateValues,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useListingWrite } from '../../../shared/api/refreshing-mutation';
import { multipartOf } from '../../../shared/forms/multipart';
import { randomToken } from '../../../shared/lib/random-token';

/** The upload folder: the owner, the kind and a random token (spec 2 section 7). */
type Contract = typeof hotelContract;

const folderOf = (ownerId: string, kind: string) => `${ownerId}/${kind}/${randomToken()}`;

export type AddHotelInput = { fields: Omit<AddHotelFields, 'folder' | 'type'>; pictures: File[] };

/** POST /hotels/add, multipart: location and facilities as JSON text, pictures repeated. */
export const addHotel = ({ fields, pictures }: AddHotelInput) =>
  callData<Contract['addHotel']>(
    { method: 'POST', path: '/hotels/add' },
    {
      body: multipartOf({ ...fields, folder: folderOf(fields.owner, HOTEL_FOLDER_KIND) }, pictures),
    },
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
  callData<Contract['updateHotel']>(
    { method: 'POST', path: '/hotels/update' },
    {
      body: multipartOf(
        { hotel_id, folder: folderOf(ownerId, HOTEL_FOLDER_KIND), updatedValues },
        pictures,
      ),
    },
  );

export type AddRoomInput = {
  ownerId: string;
  fields: Omit<AddRoomFields, 'folder'>;
  pictures: File[];
};

/** POST /hotels/hotelRooms/add, multipart: addresses as a JSON array, facilities as JSON. */
export const addRoom = ({ ownerId, fields, pictures }: AddRoomInput) =>
  callData<Contract['addRoom']>(
    { method: 'POST', path: '/hotels/hotelRooms/add' },
    {
      body: multipartOf({ ...fields, folder: folderOf(ownerId, HOTEL_ROOM_FOLDER_KIND) }, pictures),
    },
  );

export type UpdateRoomInput = {
  room: HotelRoom;
  ownerId: string;
  updatedValues: RoomUpdateValues;
  pictures: File[];
};

/** POST /hotels/hotelRooms/update-room, multipart {room_id, folder, pictures?, updatedValues}. */
export const updateRoom = ({ room, ownerId, updatedValues, pictures }: UpdateRoomInput) =>
  callData<Contract['updateRoom']>(
    { method: 'POST', path: '/hotels/hotelRooms/update-room' },
    {
      body: multipartOf(
        { room_id: room._id, folder: folderOf(ownerId, HOTEL_ROOM_FOLDER_KIND), updatedValues },
        pictures,
      ),
    },
  );

/** Each write refreshes whatever is cached about its hotel. */
export const useAddHotel = () => useListingWrite(addHotel, () => 'listings');
export const useUpdateHotel = () => useListingWrite(updateHotel, (input) => input.hotel_id);
export const useAddRoom = () => useListingWrite(addRoom, (input) => input.fields.hotel_id);
export const useUpdateRoom = () => useListingWrite(updateRoom, (input) => input.room.hotel_id);
