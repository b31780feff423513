import type {
  AvailableRoom,
  HotelDetail,
  HotelReservation,
  HotelRoom,
  HotelRoomAddress,
} from '@rentals/shared';
import { aKindDetail, PICTURES } from './owner-fixtures';
import { testUser } from './render';

/** Wire shapes of the hotel pages' tests; override what a test is about. */

export const HOTEL_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const HOTEL_OWNER_ID = '8e7d6c5b-4a39-4281-9f70-5e4d3c2b1a09';
export const ROOM_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
export const SUITE_ID = '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
export const RESERVATION_ID = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

export const aHotel = (overrides: Partial<HotelDetail> = {}): HotelDetail => ({
  ...aKindDetail(HOTEL_OWNER_ID),
  _id: HOTEL_ID,
  type: 'Hotel',
  contact: '+252 61 5550199',
  price: 50,
  name: 'Hotel Jazeera',
  facilities: { HVAC: ['Air conditioning'], Parking: ['Free parking on premises'] },
  description: 'Rooms near the sea with breakfast',
  ...overrides,
});

let addressCount = 0;
export const aRoomAddress = (address: string, occupied = false): HotelRoomAddress => ({
  _id: `b0000000-0000-4000-8000-${String(++addressCount).padStart(12, '0')}`,
  address,
  occupied,
});

export const aRoom = (overrides: Partial<HotelRoom> = {}): HotelRoom => ({
  _id: ROOM_ID,
  hotel_id: HOTEL_ID,
  type: 'doubleRoom',
  pictures: [PICTURES[0] ?? ''],
  facilities: {},
  addresses: [aRoomAddress('101'), aRoomAddress('102')],
  capacity: 3,
  max_kids: 1,
  max_adults: 2,
  numberOfRooms: 2,
  area: 30,
  daily_rate: 50,
  short_stay_rate: 70,
  min_stay_days: 2,
  created_date: '2026-01-20T09:00:00.000Z',
  ...overrides,
});

/** A room as availableRooms answers it for a stay of `days` nights (the server's price). */
export const anAvailableRoom = (
  days: number,
  overrides: Partial<HotelRoom> = {},
): AvailableRoom => {
  const room = aRoom(overrides);
  const nightly = days <= room.min_stay_days ? room.short_stay_rate : room.daily_rate;
  return { ...room, days, nightly_rate: nightly, price: days * nightly };
};

export const aReservation = (overrides: Partial<HotelReservation> = {}): HotelReservation => ({
  _id: RESERVATION_ID,
  guest_id: testUser._id,
  hotel_id: HOTEL_ID,
  room_id: ROOM_ID,
  address_id: 'b0000000-0000-4000-8000-000000000001',
  room_address: '101',
  room_type: 'doubleRoom',
  check_in: '2099-03-10',
  check_out: '2099-03-13',
  max_kids: 1,
  max_adults: 2,
  price: 150,
  status: 'pending',
  updated_values: null,
  created_date: '2026-03-01T10:00:00.000Z',
  updated_date: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
