/** The routes of a hotel (spec 2 section 2). */
export const hotelDetailPath = (id: string) => `/hotels/${id}`;
export const hotelReportPath = (id: string) => `/properties/hotels/${id}/report`;
export const hotelEditPath = (id: string) => `/properties/hotels/${id}/edit`;
export const addRoomPath = (hotelId: string) => `/hotels/add-room/${hotelId}`;
export const editRoomPath = (roomId: string) =>
  `/hotels/edit-room?roomId=${encodeURIComponent(roomId)}`;
export const editReservationPath = (reservationId: string) =>
  `/properties/edit-records/hotel-reservation?reservationId=${encodeURIComponent(reservationId)}`;
