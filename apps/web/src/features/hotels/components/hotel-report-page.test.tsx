import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type HotelBookingEntry, type HotelReservation } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import {
  aHotel,
  aReservation,
  aRoom,
  aRoomAddress,
  HOTEL_ID,
  ROOM_ID,
} from '../../../test/hotel-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { HotelReportPage } from './hotel-report-page';
import { itemOf, tileValue } from '../../../test/list-items';

const RENTALS = '/hotels/hotelRoomRentals';
const entry = (id: string, name: string, r: Partial<HotelReservation>): HotelBookingEntry => ({
  user: {
    _id: `${id.slice(0, -1)}9`,
    name,
    picture: '',
    email: `${name}@example.so`,
    contact: '+252 61 555 0107',
  },
  bookingList: aReservation({ _id: id, ...r }),
});
const PENDING = entry('2d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f51', 'Guest pending', {
  status: 'pending',
});
const BOOKED = entry('2d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f52', 'Guest booked', { status: 'booked' });
const DONE = entry('2d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f53', 'Guest done', { status: 'completed' });

const routes = {
  'GET /hotels/hotel/id': ok(aHotel({ owner: testUser._id })),
  [`GET ${RENTALS}/summery`]: ok({ checkIn: 2, booked: 5, cancelled: 1 }),
  [`GET ${RENTALS}/upcoming-booking-list`]: ok({ bookingList: [PENDING, BOOKED], totalPages: 1 }),
  [`GET ${RENTALS}/booking-list`]: ok({ bookingList: [PENDING, BOOKED, DONE], totalPages: 3 }),
  'GET /hotels/hotelRooms/rooms': ok({
    rooms: [aRoom({ addresses: [aRoomAddress('101'), aRoomAddress('102', true)] })],
    totalPages: 1,
  }),
};
const renderReport = () =>
  renderRoutes({
    path: `/properties/hotels/${HOTEL_ID}/report`,
    routes: [{ path: '/properties/hotels/:propertyId/report', element: <HotelReportPage /> }],
    user: testUser,
  });
describe('HotelReportPage', { timeout: 20_000 }, () => {
  it("shows the tiles, the bookings with what each allows, and the rooms' links", async () => {
    stubApi(routes);
    renderReport();
    await waitFor(() => expect(tileValue('Check-ins today')).toBe('2'));
    expect(tileValue('Booked')).toBe('5');
    expect(tileValue('Cancelled')).toBe('1');
    const pending = await itemOf('All bookings', 'Guest pending');
    expect(pending.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const booked = await itemOf('All bookings', 'Guest booked');
    expect(booked.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(booked.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect((await itemOf('All bookings', 'Guest done')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit room Double room' }).getAttribute('href')).toBe(
      `/hotels/edit-room?roomId=${ROOM_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add room' }).getAttribute('href')).toBe(
      `/hotels/add-room/${HOTEL_ID}`,
    );
  });

  it('accepts a pending booking', async () => {
    const fetchMock = stubApi({ ...routes, [`POST ${RENTALS}/accept-reservation`]: ok('success') });
    renderReport();
    await userEvent.click(
      (await itemOf('Upcoming bookings', 'Guest pending')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText(messages.acceptedSuccessfully)).toBeTruthy();
    expect(jsonSentTo(fetchMock, `POST ${RENTALS}/accept-reservation`)).toEqual({
      reservation_id: PENDING.bookingList._id,
    });
  });

  it('marks a free room occupied and an occupied one free', async () => {
    const fetchMock = stubApi({ ...routes, 'POST /hotels/hotelRooms/rent-unrent-room': ok({}) });
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: /^101: free/ }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /hotels/hotelRooms/rent-unrent-room')).toHaveLength(1),
    );
    expect(jsonSentTo(fetchMock, 'POST /hotels/hotelRooms/rent-unrent-room')).toEqual({
      hotelId: HOTEL_ID,
      room_id: ROOM_ID,
      room_address: '101',
      occupied: true,
    });
    await screen.findByText(messages.success);
    await userEvent.click(await screen.findByRole('button', { name: /^102: occupied/ }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /hotels/hotelRooms/rent-unrent-room')).toHaveLength(2),
    );
    expect(jsonSentTo(fetchMock, 'POST /hotels/hotelRooms/rent-unrent-room', 1)).toMatchObject({
      room_address: '102',
      occupied: false,
    });
  });

  it('is for the owner only', async () => {
    const fetchMock = stubApi({ ...routes, 'GET /hotels/hotel/id': ok(aHotel()) });
    renderReport();
    expect(await screen.findByText('Only the owner of this hotel can see this page.')).toBeTruthy();
    expect(callsTo(fetchMock, `GET ${RENTALS}/booking-list`)).toHaveLength(0);
  });
});
