import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FACILITY_CATALOGUE,
  messages,
  ROOM_CAPACITY_MESSAGE,
  TOO_MANY_ROOM_ADDRESSES_MESSAGE,
} from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi } from '../../../test/api-stub';
import { expectRefusal } from '../../../test/field-problem';
import { aHotel, aRoom, HOTEL_ID, ROOM_ID } from '../../../test/hotel-fixtures';
import { renderFormPage, testUser } from '../../../test/render';
import { EditRoomPage } from './edit-room-page';

const UPDATE = 'POST /hotels/hotelRooms/update-room';
const SIX = { 'Bed room': FACILITY_CATALOGUE['Bed room'].slice(0, 6) };

const renderEdit = () => {
  const fetchMock = stubApi({
    [`GET /hotels/hotelRooms/get-room/${ROOM_ID}`]: ok(aRoom({ facilities: SIX })),
    'GET /hotels/hotel/id': ok(aHotel({ owner: testUser._id })),
    [UPDATE]: ok({}),
  });
  renderFormPage({
    route: '/hotels/edit-room',
    path: `/hotels/edit-room?roomId=${ROOM_ID}`,
    page: <EditRoomPage />,
    back: { route: `/properties/hotels/${HOTEL_ID}/report`, text: 'hotel report' },
  });
  return fetchMock;
};

const retype = async (label: string, value: string) => {
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('EditRoomPage', { timeout: 30_000 }, () => {
  it('says beside the field what it refuses, and the toast says it too', async () => {
    const fetchMock = renderEdit();
    const capacity = await screen.findByLabelText('Capacity', {}, { timeout: 5000 });
    await retype('Capacity', '');
    await save();
    await expectRefusal(capacity, messages.fillEmptyFields);

    // Two adults and a kid do not fit a room for one.
    await retype('Capacity', '1');
    await save();
    await expectRefusal(capacity, ROOM_CAPACITY_MESSAGE);

    await retype('Capacity', '3');
    await retype('Addresses', '101 102 103');
    await save();
    await expectRefusal(screen.getByLabelText('Addresses'), TOO_MANY_ROOM_ADDRESSES_MESSAGE);
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it("sends only the changed rate under the room's id, and goes back to the hotel's report", async () => {
    const fetchMock = renderEdit();
    await screen.findByLabelText('Daily rate ($)', {}, { timeout: 5000 });
    await retype('Daily rate ($)', '65');
    await save();
    expect(await screen.findByText('hotel report')).toBeTruthy();
    const form = formSentTo(fetchMock, UPDATE);
    expect(form.get('room_id')).toBe(ROOM_ID);
    expect(form.get('folder')).toMatch(new RegExp(`^${testUser._id}/hotelRoom/[0-9a-f]{24}$`));
    expect(JSON.parse(String(form.get('updatedValues')))).toEqual({ daily_rate: 65 });
    expect(form.getAll('pictures')).toHaveLength(0);
  });
});
