import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HOTEL_REBOOK_ERROR_MESSAGE,
  messages,
  type HotelReservation,
  type MyHotelReservation,
} from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { aHotel, aReservation, HOTEL_ID } from '../../../test/hotel-fixtures';
import { renderPage, testUser } from '../../../test/render';
import { MyReservationsTab } from './my-reservations-tab';
import { itemOf } from '../../../test/list-items';

const RENTALS = '/hotels/hotelRoomRentals';
const hotel = aHotel();
const stay = (id: string, overrides: Partial<HotelReservation>): MyHotelReservation => ({
  hotel: { _id: HOTEL_ID, name: hotel.name, pictures: hotel.pictures, location: hotel.location },
  reservation: aReservation({ _id: id, ...overrides }),
});
const id = (n: number) => `1d2e3f4a-5b6c-4d7e-8f9a-${String(n).padStart(12, '0')}`;
const STAYS = [
  stay(id(1), { status: 'pending', room_address: 'P1', max_adults: 1, max_kids: 1 }),
  stay(id(2), { status: 'booked', room_address: 'B2' }),
  stay(id(3), { status: 'booked', room_address: 'B3', check_in: '2020-01-01' }),
  stay(id(4), { status: 'cancelled', room_address: 'C4' }),
  stay(id(5), { status: 'completed', room_address: 'D5' }),
];

function renderTab(extra = {}) {
  const fetchMock = stubApi({
    [`GET ${RENTALS}/my-reservations`]: ok({ reservations: STAYS, totalPages: 1 }),
    ...extra,
  });
  renderPage('/myaccount', <MyReservationsTab />, testUser);
  return fetchMock;
}

const row = (address: string) => itemOf('Hotel stays', address);
const buttons = async (address: string) =>
  (await row(address))
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .concat((await row(address)).queryAllByRole('link', { name: /^Edit/ }).map(() => 'Edit'));

describe('MyReservationsTab', { timeout: 20_000 }, () => {
  it('lists each stay with its status and the actions it allows', async () => {
    renderTab();
    const pending = await row('P1');
    expect(pending.getByText('pending')).toBeTruthy();
    expect(pending.getByText('10-March-2099 → 13-March-2099')).toBeTruthy();
    expect(pending.getByText(/1 adult, 1 kid ·/)).toBeTruthy();
    expect(pending.getByText('$150')).toBeTruthy();
    expect((await buttons('P1')).sort()).toEqual(['Cancel', 'Edit']);
    expect((await buttons('B2')).sort()).toEqual(['Cancel', 'Edit']);
    expect((await buttons('B3')).sort()).toEqual(['Ask to end stay', 'Edit']);
    expect(await buttons('C4')).toEqual(['Re-book']);
    expect(await buttons('D5')).toEqual([]);
  });

  it('cancels a pending stay after a question', async () => {
    const fetchMock = renderTab({ [`POST ${RENTALS}/cancel-reservation`]: ok('success') });
    await userEvent.click((await row('P1')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `POST ${RENTALS}/cancel-reservation`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel stay' }));
    expect(await screen.findByText(messages.success)).toBeTruthy();
    expect(jsonSentTo(fetchMock, `POST ${RENTALS}/cancel-reservation`)).toEqual({
      reservation_id: id(1),
      prev_status: 'pending',
      user_id: testUser._id,
      rentee_id: testUser._id,
    });
  });

  it('asks the owner to end a stay already begun; a second ask is refused', async () => {
    const fetchMock = renderTab({ [`POST ${RENTALS}/cancel-reservation-request`]: ok('existed') });
    await userEvent.click((await row('B3')).getByRole('button', { name: 'Ask to end stay' }));
    expect(await screen.findByText(messages.terminationExists)).toBeTruthy();
    expect(jsonSentTo(fetchMock, `POST ${RENTALS}/cancel-reservation-request`)).toEqual({
      reservation_id: id(3),
    });
  });

  it('re-books a cancelled stay, and says when it cannot', async () => {
    const fetchMock = renderTab({ [`POST ${RENTALS}/re-book-hotel-room`]: ok('error') });
    await userEvent.click((await row('C4')).getByRole('button', { name: 'Re-book' }));
    expect(await screen.findByText(HOTEL_REBOOK_ERROR_MESSAGE)).toBeTruthy();
    expect(jsonSentTo(fetchMock, `POST ${RENTALS}/re-book-hotel-room`)).toMatchObject({
      reservation_id: id(4),
      hotel_id: HOTEL_ID,
      room_address: 'C4',
      check_in: '2099-03-10',
      check_out: '2099-03-13',
      prev_status: 'cancelled',
    });
  });

  it('links Edit to the reservation edit screen', async () => {
    renderTab();
    const link = (await row('B2')).getByRole('link', { name: /^Edit stay/ });
    expect(link.getAttribute('href')).toBe(
      `/properties/edit-records/hotel-reservation?reservationId=${id(2)}`,
    );
  });
});
