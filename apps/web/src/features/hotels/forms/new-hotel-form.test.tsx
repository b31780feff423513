import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FACILITY_CATALOGUE, messages } from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi } from '../../../test/api-stub';
import { expectFieldProblem } from '../../../test/field-problem';
import { pickedPictures } from '../../../test/picture-forms';
import { renderFormPage, testUser } from '../../../test/render';
import { NewHotelForm } from './new-hotel-form';

const ADD = 'POST /hotels/add';
const SIX = [...FACILITY_CATALOGUE['Bed room'].slice(0, 3), ...FACILITY_CATALOGUE.HVAC.slice(0, 3)];

function renderForm(count: number) {
  return renderFormPage({
    route: '/new',
    path: '/new',
    page: <NewHotelForm picked={pickedPictures(count, 'hotel')} />,
    back: { route: '/property-management', text: 'my properties' },
  });
}

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Name'), 'Hotel Jazeera');
  await userEvent.type(screen.getByLabelText('Contact'), '+252 61 5550199');
  await userEvent.selectOptions(screen.getByLabelText('District'), 'Hodan');
  await userEvent.type(screen.getByLabelText('Description'), 'Rooms by the sea');
};
const submitExpecting = async (message: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Add hotel' }));
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
};

describe('NewHotelForm', { timeout: 30_000 }, () => {
  it('asks for the required fields first', async () => {
    const fetchMock = stubApi({});
    renderForm(2);
    await submitExpecting(messages.fillEmptyFields);
    await expectFieldProblem(screen.getByLabelText('Name'), messages.fillEmptyFields);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('says which required field is empty beside it', async () => {
    stubApi({});
    renderForm(2);
    await fill();
    await userEvent.clear(screen.getByLabelText('Contact'));
    await submitExpecting(messages.fillEmptyFields);
    await expectFieldProblem(screen.getByLabelText('Contact'), messages.fillEmptyFields);
  });

  it('needs a picture', async () => {
    stubApi({});
    renderForm(0);
    await fill();
    await submitExpecting(messages.noPictures);
  });

  it('refuses more than 15 pictures', async () => {
    const fetchMock = stubApi({});
    renderForm(16);
    await fill();
    await submitExpecting(messages.only15Images);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('refuses fewer than six facilities', async () => {
    stubApi({});
    renderForm(2);
    await fill();
    for (const name of SIX.slice(0, 5)) await userEvent.click(screen.getByLabelText(name));
    await submitExpecting(messages.facilitiesLessThan6);
  });

  it('adds the hotel and goes to /property-management', async () => {
    const fetchMock = stubApi({ [ADD]: ok({}) });
    const { router } = renderForm(2);
    await fill();
    for (const name of SIX) await userEvent.click(screen.getByLabelText(name));
    await userEvent.click(screen.getByRole('button', { name: 'Add hotel' }));
    expect(await screen.findByText('my properties')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/property-management');
    const form = formSentTo(fetchMock, ADD);
    expect(form.get('name')).toBe('Hotel Jazeera');
    expect(form.get('owner')).toBe(testUser._id);
    expect(form.get('contact')).toBe('+252 61 5550199');
    expect(JSON.parse(String(form.get('location')))).toEqual({
      region: 'Benaadir',
      district: 'Hodan',
    });
    expect(JSON.parse(String(form.get('facilities')))).toEqual({
      'Bed room': SIX.slice(0, 3),
      HVAC: SIX.slice(3),
    });
    expect(form.getAll('pictures')).toHaveLength(2);
    expect(String(form.get('folder'))).toMatch(new RegExp(`^${testUser._id}/hotel/`));
  });
});
