import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FACILITY_CATALOGUE, messages } from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi } from '../../../test/api-stub';
import { aHotel, HOTEL_ID } from '../../../test/hotel-fixtures';
import { expectRefusal } from '../../../test/field-problem';
import { picturesAsChosen, uploadPictures } from '../../../test/picture-forms';
import { renderFormPage, testUser } from '../../../test/render';
import { EditHotelPage } from './edit-hotel-page';

vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }));

const UPDATE = 'POST /hotels/update';
/** A stored hotel meets the six-facility rule, so an edit that keeps them can be saved. */
const SIX = { 'Bed room': FACILITY_CATALOGUE['Bed room'].slice(0, 6) };
let user: UserEvent;
function renderEdit() {
  const fetchMock = stubApi({
    'GET /hotels/hotel/id': ok(aHotel({ owner: testUser._id, facilities: SIX })),
    [UPDATE]: ok({}),
  });
  const rendered = renderFormPage({
    route: '/properties/hotels/:propertyId/edit',
    path: `/properties/hotels/${HOTEL_ID}/edit`,
    page: <EditHotelPage />,
    back: { route: '/properties/hotels/:propertyId/report', text: 'hotel report' },
  });
  return { fetchMock, ...rendered };
}

describe('EditHotelPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
    picturesAsChosen();
  });

  it('goes back without a call when nothing changed', async () => {
    const { fetchMock } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('hotel report')).toBeTruthy();
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('sends only the changed fields', async () => {
    const { fetchMock } = renderEdit();
    const contact = await screen.findByLabelText('Contact');
    await user.clear(contact);
    await user.type(contact, '+252 61 7770000');
    await user.selectOptions(screen.getByLabelText('District'), 'Wadajir');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('hotel report')).toBeTruthy();
    const form = formSentTo(fetchMock, UPDATE);
    expect(form.get('hotel_id')).toBe(HOTEL_ID);
    expect(JSON.parse(String(form.get('updatedValues')))).toEqual({
      contact: '+252 61 7770000',
      location: { region: 'Benaadir', district: 'Wadajir' },
    });
    expect(form.getAll('pictures')).toHaveLength(0);
  });

  it('says an emptied field beside it', async () => {
    const { fetchMock } = renderEdit();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectRefusal(name, messages.fillEmptyFields);
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it("refuses more than 15 pictures: 'Only 15 images are allowed'", async () => {
    const { fetchMock } = renderEdit();
    await uploadPictures(user, 16, 'h', { label: 'Replace pictures', max: 15 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(messages.only15Images)).toBeTruthy());
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });
});
