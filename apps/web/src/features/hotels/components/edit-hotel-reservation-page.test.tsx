import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type HotelReservation } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import {
  aHotel,
  aReservation,
  aRoom,
  aRoomAddress,
  HOTEL_ID,
  HOTEL_OWNER_ID,
  RESERVATION_ID,
  SUITE_ID,
} from '../../../test/hotel-fixtures';
import { expectRefusal } from '../../../test/field-problem';
import { renderRoutes, testUser } from '../../../test/render';
import { EditHotelReservationPage } from './edit-hotel-reservation-page';

const SUITE = aRoom({
  _id: SUITE_ID,
  type: 'suiteRoom',
  max_adults: 4,
  max_kids: 2,
  addresses: [aRoomAddress('301')],
});
const routes = [
  { path: '/properties/edit-records/hotel-reservation', element: <EditHotelReservationPage /> },
  { path: '/myaccount', element: <p>my account</p> },
];
const UPDATE = 'POST /hotels/hotelRoomRentals/update-reservation';
const REQUEST = 'POST /hotels/hotelRoomRentals/request-reservation-update';

function renderEdit(reservation: HotelReservation, extra = {}) {
  const fetchMock = stubApi({
    'GET /hotels/hotelRoomRentals/get-reservation': ok(reservation),
    'GET /hotels/hotel/id': ok(aHotel()),
    'GET /hotels/hotelRooms/rooms': ok({ rooms: [aRoom(), SUITE], totalPages: 1 }),
    ...extra,
  });
  const rendered = renderRoutes({
    path: `/properties/edit-records/hotel-reservation?reservationId=${RESERVATION_ID}`,
    routes,
    user: testUser,
  });
  return { fetchMock, ...rendered };
}

const field = async (label: string) => screen.findByLabelText(label, {}, { timeout: 5000 });
const setNumber = async (label: string, value: string) => {
  const input = await field(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};
const save = async (name = 'Save changes') =>
  userEvent.click(await screen.findByRole('button', { name }));
const sent = (mock: ReturnType<typeof stubApi>) => [
  ...callsTo(mock, UPDATE),
  ...callsTo(mock, REQUEST),
];

describe('EditHotelReservationPage', { timeout: 20_000 }, () => {
  it("asks for a room address of the new type: 'Please select room address'", async () => {
    const { fetchMock } = renderEdit(aReservation());
    await userEvent.selectOptions(await field('Room type'), 'suiteRoom');
    await save();
    await expectRefusal(await field('Room address'), messages.selectRoomAddress);
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it('refuses more kids or adults than the room type takes', async () => {
    const { fetchMock } = renderEdit(aReservation());
    await setNumber('Kids', '2');
    await save();
    await expectRefusal(await field('Kids'), messages.moreKids);
    await setNumber('Kids', '1');
    await setNumber('Adults', '3');
    await save();
    await expectRefusal(await field('Adults'), messages.moreAdults);
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it("holds the party to the booking's bounds: kids down to 0, adults down to 1", async () => {
    renderEdit(aReservation());
    await setNumber('Kids', '0');
    expect(((await field('Kids')) as HTMLInputElement).value).toBe('0');
    await setNumber('Adults', '1');
    expect(((await field('Adults')) as HTMLInputElement).value).toBe('1');
    await setNumber('Adults', '0');
    expect(((await field('Adults')) as HTMLInputElement).value).not.toBe('0');
  });

  it('sends nothing when nothing changed', async () => {
    const { fetchMock, router } = renderEdit(aReservation());
    await save();
    expect(await screen.findByText('my account')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myaccount');
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it('applies a pending change at once, with only what changed', async () => {
    const { fetchMock } = renderEdit(aReservation(), { [UPDATE]: ok('success') });
    await userEvent.selectOptions(await field('Room type'), 'suiteRoom');
    await userEvent.selectOptions(await field('Room address'), '301');
    await setNumber('Adults', '3');
    await save();
    expect(await screen.findByText(messages.success)).toBeTruthy();
    expect(jsonSentTo(fetchMock, UPDATE)).toEqual({
      hotel_id: HOTEL_ID,
      reservationId: RESERVATION_ID,
      updatedValues: { room_type: 'suiteRoom', room_address: '301', max_adults: 3 },
    });
    expect(callsTo(fetchMock, REQUEST)).toHaveLength(0);
  });

  it('asks the owner to change a booked stay', async () => {
    const { fetchMock } = renderEdit(aReservation({ status: 'booked' }), {
      [REQUEST]: ok('success'),
    });
    await setNumber('Kids', '0');
    await save('Request the change');
    expect(await screen.findByText(messages.hallUpdateSubmitted)).toBeTruthy();
    expect(jsonSentTo(fetchMock, REQUEST)).toEqual({
      reservationId: RESERVATION_ID,
      updatedValues: { max_kids: 0 },
      notification: {
        from: testUser._id,
        notifier: HOTEL_OWNER_ID,
        type: 'hotel-reservation-update',
        about: RESERVATION_ID,
      },
    });
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it("shows 'Rented' when the new room or days are taken", async () => {
    renderEdit(aReservation(), { [UPDATE]: ok('rented') });
    await userEvent.selectOptions(await field('Room address'), '102');
    await save();
    expect(await screen.findByText(messages.rented)).toBeTruthy();
  });

  it('offers no edit once the stay is over', async () => {
    renderEdit(aReservation({ status: 'completed' }));
    expect(await screen.findByText(/it can no longer be changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
