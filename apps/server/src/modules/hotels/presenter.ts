import type {
  Hotel,
  HotelBookingEntry,
  HotelDetail,
  HotelReservation,
  HotelReservationStatus,
  HotelRoom,
  MyHotelReservation,
  RoomType,
} from '@rentals/shared';
import { presentProperty } from '../properties/presenter';
import { withOwnerInfo, type DetailOptions } from '../listings/owner-info';
import type {
  AddressRow,
  HotelRow,
  OwnerCard,
  PropertyRow,
  ReservationRow,
  ReservationWithGuest,
  RoomRow,
} from './repository';

/** A hotel row on the wire: the renting property shape with type 'Hotel' and its contact. */
export const presentHotel = (row: HotelRow): Hotel => ({
  ...presentProperty(row),
  type: 'Hotel',
  contact: row.contact,
});

export const presentHotelDetail = (
  row: HotelRow,
  owner: OwnerCard,
  opts: DetailOptions,
): HotelDetail => withOwnerInfo(presentHotel(row), owner, opts);

/** A room type with its addresses (only those given: all of them, or the free ones). */
export const presentRoom = (row: RoomRow, addresses: readonly AddressRow[]): HotelRoom => ({
  _id: row.id,
  hotel_id: row.hotelId,
  type: row.type as RoomType,
  pictures: row.pictures,
  facilities: row.facilities,
  addresses: addresses
    .filter((a) => a.roomId === row.id)
    .map((a) => ({ _id: a.id, address: a.address, occupied: a.occupied })),
  capacity: row.capacity,
  max_kids: row.maxKids,
  max_adults: row.maxAdults,
  numberOfRooms: row.numberOfRooms,
  area: row.area,
  daily_rate: row.dailyRate,
  short_stay_rate: row.shortStayRate,
  min_stay_days: row.minStayDays,
  created_date: row.createdAt.toISOString(),
});

export const presentReservation = (row: ReservationRow): HotelReservation => ({
  _id: row.id,
  guest_id: row.guestId,
  hotel_id: row.hotelId,
  room_id: row.roomId,
  address_id: row.addressId,
  room_address: row.roomAddress,
  room_type: row.roomType as RoomType,
  check_in: row.checkIn,
  check_out: row.checkOut,
  max_kids: row.maxKids,
  max_adults: row.maxAdults,
  price: row.price,
  status: row.status as HotelReservationStatus,
  updated_values: row.updatedValues ?? null,
  created_date: row.createdAt.toISOString(),
  updated_date: row.updatedAt.toISOString(),
});

/**
 * The owner's lists wrap each reservation as {user, bookingList} (spec 2 section 3); the guest's
 * number is there for the owner to call (these lists are the owner's only).
 */
export const presentBooking = (row: ReservationWithGuest): HotelBookingEntry => ({
  user: {
    _id: row.user.id,
    name: row.user.name,
    picture: row.user.picture,
    email: row.user.email,
    contact: row.user.contact,
  },
  bookingList: presentReservation(row),
});

export const presentMyReservation = (row: {
  reservation: ReservationRow;
  hotel: PropertyRow;
}): MyHotelReservation => {
  const { location } = presentProperty(row.hotel);
  return {
    hotel: { _id: row.hotel.id, name: row.hotel.name, pictures: row.hotel.pictures, location },
    reservation: presentReservation(row.reservation),
  };
};

/** Pages of the numbered lists: at least one, so an empty list still shows "1 of 1". */
export const totalPages = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
