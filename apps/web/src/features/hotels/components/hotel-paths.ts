import { KIND_FACTS, ownerPagePath } from '@rentals/shared';

/** The routes of a hotel (spec 2 section 2). */
export const hotelDetailPath = KIND_FACTS.Hotel.webPath;
export const hotelReportPath = (id: string) => ownerPagePath('Hotel', id, 'report');
export const hotelEditPath = (id: string) => ownerPagePath('Hotel', id, 'edit');
export const addRoomPath = (hotelId: string) => `/hotels/add-room/${hotelId}`;
export const editRoomPath = (roomId: string) =>
  `/hotels/edit-room?roomId=${encodeURIComponent(roomId)}`;
export const editReservationPath = (reservationId: string) =>
  `/properties/edit-records/hotel-reservation?reservationId=${encodeURIComponent(reservationId)}`;
