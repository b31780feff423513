import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, HOTEL_RENTED_MESSAGE, messages, type User } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import {
  aHotel,
  anAvailableRoom,
  aRoomAddress,
  HOTEL_ID,
  HOTEL_OWNER_ID,
  ROOM_ID,
} from '../../../test/hotel-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { HotelPage } from './hotel-page';
import { itemTexts } from '../../../test/list-items';

const routes = [
  { path: '/hotels/:hotel_id', element: <HotelPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/thankyou/:type', element: <p>thank you page</p> },
];

const STAY = 'check_in=2099-03-10&check_out=2099-03-13&adults=2&kids=1';
const RATINGS = { overall: 4.2, count: 7, categories: {} };

const renderHotel = (
  user: User,
  { search = STAY, rooms = [anAvailableRoom(3)], extra = {} } = {},
) => {
  const fetchMock = stubApi({
    'GET /hotels/hotel/id': ok(aHotel()),
    'GET /hotels/hotelRoomRentals/availableRooms': ok(rooms),
    'GET /ratingsAndReviews/findPropertyRatings': ok(RATINGS),
    ...extra,
  });
  const rendered = renderRoutes({ path: `/hotels/${HOTEL_ID}?${search}`, routes, user });
  return { fetchMock, ...rendered };
};

const roomCard = async (type = 'Double room') => {
  const list = await screen.findByRole('list', { name: 'Available rooms' }, { timeout: 5000 });
  const card = within(list).getByRole('heading', { name: type }).closest('li');
  if (!card) throw new Error(`no card of ${type}`);
  return within(card);
};
const interested = async () =>
  userEvent.click((await roomCard()).getByRole('button', { name: /^Interested/ }));
const confirmation = () => screen.findByRole('dialog', { name: 'Confirm your reservation' });

describe('HotelPage', { timeout: 20_000 }, () => {
  it('shows the hotel, its rating and the rooms free for the searched stay', async () => {
    const many = anAvailableRoom(3, {
      addresses: ['1', '2', '3', '4', '5', '6', '7'].map((a) => aRoomAddress(a)),
    });
    const { fetchMock } = renderHotel(testUser, { rooms: [many] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Jazeera' })).toBeTruthy();
    expect(screen.getByText('Hodan, Benaadir')).toBeTruthy();
    expect(await screen.findByText('4.2 · 7 ratings')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Facilities' })).toBeTruthy();
    const card = await roomCard();
    expect(itemTexts(card.getByRole('list', { name: 'Free rooms' }))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '+2 more',
    ]);
    expect(screen.getByTestId('check-in').textContent).toBe('10-March-2099');
    expect(screen.getByTestId('check-out').textContent).toBe('13-March-2099');
    const query = callsTo(fetchMock, 'GET /hotels/hotelRoomRentals/availableRooms')[0]?.url
      .searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      hotel_id: HOTEL_ID,
      check_in: '2099-03-10',
      check_out: '2099-03-13',
      adults: '2',
      kids: '1',
    });
  });

  it('asks for days before it searches', async () => {
    const { fetchMock } = renderHotel(testUser, { search: '' });
    expect(await screen.findByText(/Choose your check-in and check-out days/)).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /hotels/hotelRoomRentals/availableRooms')).toHaveLength(0);
  });

  it('confirms hotel, room, days, party and the price: 3 nights past the short stay at the daily rate', async () => {
    renderHotel(testUser);
    await interested();
    const dialog = within(await confirmation());
    expect(dialog.getByText('Hotel Jazeera')).toBeTruthy();
    expect(dialog.getByText('Double room')).toBeTruthy();
    expect(dialog.getByText('10-March-2099')).toBeTruthy();
    expect(dialog.getByText('13-March-2099')).toBeTruthy();
    expect(dialog.getByTestId('stay-price').textContent).toBe('$150');
    expect(dialog.getByText('3 nights × $50')).toBeTruthy();
  });

  it('prices a stay of at most min_stay_days at the short stay rate', async () => {
    renderHotel(testUser, {
      search: 'check_in=2099-03-10&check_out=2099-03-12&adults=1&kids=0',
      rooms: [anAvailableRoom(2)],
    });
    await interested();
    const dialog = within(await confirmation());
    expect(dialog.getByTestId('stay-price').textContent).toBe('$140');
    expect(dialog.getByText('2 nights × $70 (short stay rate)')).toBeTruthy();
  });

  it('reserves the chosen room address and goes to /thankyou/waiting', async () => {
    const { fetchMock, router } = renderHotel(testUser, {
      extra: {
        'POST /hotels/hotelRoomRentals/booking/add': ok({ success: true, data: 'success' }),
      },
    });
    await interested();
    const dialog = within(await confirmation());
    await userEvent.selectOptions(dialog.getByLabelText('Room address'), '102');
    await userEvent.click(dialog.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('thank you page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thankyou/waiting');
    expect(jsonSentTo(fetchMock, 'POST /hotels/hotelRoomRentals/booking/add')).toEqual({
      guest_id: testUser._id,
      hotel_id: HOTEL_ID,
      room_id: ROOM_ID,
      room_address: '102',
      room_type: 'doubleRoom',
      check_in: '2099-03-10',
      check_out: '2099-03-13',
      max_adults: 2,
      max_kids: 1,
      price: 150,
      status: 'pending',
      notification: { from: testUser._id, notifier: HOTEL_OWNER_ID, type: 'rent-request' },
    });
  });

  it("says so in Somali when the room was taken meanwhile ('rented')", async () => {
    renderHotel(testUser, {
      extra: { 'POST /hotels/hotelRoomRentals/booking/add': ok({ success: true, data: 'rented' }) },
    });
    await interested();
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText(HOTEL_RENTED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Decline closes the confirmation without reserving', async () => {
    const { fetchMock } = renderHotel(testUser);
    await interested();
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST /hotels/hotelRoomRentals/booking/add')).toHaveLength(0);
  });

  it('sends a visitor to /login and back to the same search', async () => {
    const { router } = renderHotel(EMPTY_USER);
    await interested();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/hotels/${HOTEL_ID}`, search: `?${STAY}` },
    });
  });

  it("shows the owner the rooms without Interested, and why (you can't rent your property)", async () => {
    renderHotel({ ...testUser, _id: HOTEL_OWNER_ID });
    expect(await screen.findByText(messages.cannotRentOwn)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Available rooms' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Interested/ })).toBeNull();
  });
});
