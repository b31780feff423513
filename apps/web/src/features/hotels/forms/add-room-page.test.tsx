import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { messages, ROOM_CAPACITY_MESSAGE, TOO_MANY_ROOM_ADDRESSES_MESSAGE } from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi, textParts } from '../../../test/api-stub';
import { aHotel, HOTEL_ID } from '../../../test/hotel-fixtures';
import { expectFieldProblem } from '../../../test/field-problem';
import {
  picturesAsChosen,
  SIX_UNIT_FACILITIES,
  tickAll,
  uploadPictures,
} from '../../../test/picture-forms';
import { renderFormPage, testUser } from '../../../test/render';
import { AddRoomPage } from './add-room-page';

vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }));

const HOTEL = 'GET /hotels/hotel/id';
const ADD = 'POST /hotels/hotelRooms/add';

let user: UserEvent;
const renderAdd = () =>
  renderFormPage({
    route: '/hotels/add-room/:hotelId',
    path: `/hotels/add-room/${HOTEL_ID}`,
    page: <AddRoomPage />,
    back: { route: '/properties/hotels/:propertyId/report', text: 'hotel report' },
  });
const upload = (count: number) => uploadPictures(user, count, 'room');
const type = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
};
const submitExpecting = async (message: string) => {
  await user.click(screen.getByRole('button', { name: 'Add room' }));
  // Each rule has its own message, so an earlier toast still open cannot pass for this one.
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
};
const fillFields = async () => {
  await user.selectOptions(screen.getByLabelText('Room type'), 'doubleRoom');
  await type('Area (m²)', '30');
  await type('Daily rate ($)', '50');
  await type('Short stay rate ($)', '70');
  await type('Capacity', '2');
  await type('Max adults', '2');
  await type('Max kids', '1');
  await type('Number of rooms', '2');
  await type('Addresses', '101 102 103');
};

describe('AddRoomPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
    picturesAsChosen();
  });

  it('starts with min_stay_days 2 and one room', async () => {
    stubApi({ [HOTEL]: ok(aHotel({ owner: testUser._id })) });
    renderAdd();
    expect(((await screen.findByLabelText('Min stay (days)')) as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Number of rooms') as HTMLInputElement).value).toBe('1');
  });

  it('checks the rules of Hotel room add in order, sending nothing', async () => {
    const fetchMock = stubApi({ [HOTEL]: ok(aHotel({ owner: testUser._id })) });
    renderAdd();
    await screen.findByLabelText('Pictures');
    await submitExpecting(messages.fillEmptyFields);
    // Said beside the first empty field too, which takes the focus.
    await expectFieldProblem(screen.getByLabelText('Room type'), messages.fillEmptyFields);
    await fillFields();
    await submitExpecting(ROOM_CAPACITY_MESSAGE);
    await expectFieldProblem(screen.getByLabelText('Capacity'), ROOM_CAPACITY_MESSAGE);
    await type('Capacity', '3');
    await submitExpecting(messages.noPictures);
    await upload(11);
    await submitExpecting(messages.picturesMoreThan10);
    await user.click(screen.getByRole('button', { name: 'Remove picture 11' }));
    await submitExpecting(messages.facilitiesAreLessThan6);
    await tickAll(user, SIX_UNIT_FACILITIES);
    await submitExpecting(TOO_MANY_ROOM_ADDRESSES_MESSAGE);
    await expectFieldProblem(screen.getByLabelText('Addresses'), TOO_MANY_ROOM_ADDRESSES_MESSAGE);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('adds the room type with its addresses and goes back to the dashboard', async () => {
    const fetchMock = stubApi({ [HOTEL]: ok(aHotel({ owner: testUser._id })), [ADD]: ok({}) });
    const { router } = renderAdd();
    await screen.findByLabelText('Pictures');
    await fillFields();
    await type('Capacity', '3');
    await type('Addresses', '101  102');
    await upload(2);
    await tickAll(user, SIX_UNIT_FACILITIES);
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    expect(await screen.findByText('hotel report')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/properties/hotels/${HOTEL_ID}/report`);
    const form = formSentTo(fetchMock, ADD);
    expect(textParts(form)).toMatchObject({
      hotel_id: HOTEL_ID,
      type: 'doubleRoom',
      daily_rate: '50',
      short_stay_rate: '70',
      min_stay_days: '2',
      capacity: '3',
      numberOfRooms: '2',
    });
    expect(JSON.parse(String(form.get('addresses')))).toEqual(['101', '102']);
    expect(form.getAll('pictures')).toHaveLength(2);
    expect(String(form.get('folder'))).toMatch(new RegExp(`^${testUser._id}/hotelRoom/`));
  });

  it('is for the hotel owner only', async () => {
    const fetchMock = stubApi({ [HOTEL]: ok(aHotel()) });
    renderAdd();
    expect(await screen.findByText('Only the owner of this hotel can see this page.')).toBeTruthy();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });
});
