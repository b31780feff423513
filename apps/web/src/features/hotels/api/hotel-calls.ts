import {
  HOTEL_FOLDER_KIND,
  HOTEL_ROOM_FOLDER_KIND,
  type AddHotelFields,
  type AddRoomFields,
  type hotelContract,
  type HotelUpdateValues,
  type RoomUpdateValues,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { listingUpdateCall, useListingUpdate } from '../../../shared/api/listing-update';
import { useListingWrite } from '../../../shared/api/refreshing-mutation';
import { listingUpload } from '../../../shared/forms/multipart';

type Contract = typeof hotelContract;

export type AddHotelInput = { fields: Omit<AddHotelFields, 'folder' | 'type'>; pictures: File[] };

/** POST /hotels/add, multipart: location and facilities as JSON text, pictures repeated. */
export const addHotel = ({ fields, pictures }: AddHotelInput) =>
  callData<Contract['addHotel']>(
    { method: 'POST', path: '/hotels/add' },
    { body: listingUpload(fields.owner, HOTEL_FOLDER_KIND, fields, pictures) },
  );

/** POST /hotels/update, multipart {hotel_id, folder, pictures?, updatedValues}. */
export const updateHotel = listingUpdateCall<Contract['updateHotel'], HotelUpdateValues>(
  { method: 'POST', path: '/hotels/update' },
  HOTEL_FOLDER_KIND,
  'hotel_id',
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
    { body: listingUpload(ownerId, HOTEL_ROOM_FOLDER_KIND, fields, pictures) },
  );

/** POST /hotels/hotelRooms/update-room, multipart {room_id, folder, pictures?, updatedValues}. */
export const updateRoom = listingUpdateCall<Contract['updateRoom'], RoomUpdateValues>(
  { method: 'POST', path: '/hotels/hotelRooms/update-room' },
  HOTEL_ROOM_FOLDER_KIND,
  'room_id',
);

/** Each write refreshes whatever is cached about its hotel. */
export const useAddHotel = () => useListingWrite(addHotel, () => 'listings');
export const useUpdateHotel = () => useListingUpdate(updateHotel);
export const useAddRoom = () => useListingWrite(addRoom, (input) => input.fields.hotel_id);
/** A room's edit refreshes what is cached about its hotel (the report lists the rooms). */
export const useUpdateRoom = (hotelId: string) => useListingUpdate(updateRoom, hotelId);
