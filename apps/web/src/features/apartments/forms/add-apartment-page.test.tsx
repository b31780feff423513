import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { messages, TOO_MANY_ADDRESSES_MESSAGE } from '@rentals/shared';
import { aBuilding, BUILDING_ID } from '../../../test/apartment-forms-fixtures';
import { callsTo, formSentTo, ok, stubApi, textParts } from '../../../test/api-stub';
import { expectFieldProblem, expectToasted } from '../../../test/field-problem';
import { OTHER_OWNER_ID } from '../../../test/owner-fixtures';
import {
  picturesAsChosen,
  SIX_UNIT_FACILITIES,
  uploadPictures,
  tickAll,
} from '../../../test/picture-forms';
import { renderFormPage, testUser } from '../../../test/render';
import { AddApartmentPage } from './add-apartment-page';

vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }));

const renderAdd = () =>
  renderFormPage({
    route: '/apartmentBuilding/add-apartment/:propertyId',
    path: `/apartmentBuilding/add-apartment/${BUILDING_ID}`,
    page: <AddApartmentPage />,
    back: { route: '/properties/apartment-buildings/:propertyId/report', text: 'building report' },
  });
const FIND = 'GET /apartmentBuilding/find';
const ADD = 'POST /apartments/add';

let user: UserEvent;
const upload = (count: number) => uploadPictures(user, count, 'flat');
const tick = (names: readonly string[]) => tickAll(user, names);
const submitExpecting = async (message: string, times = 1) => {
  await user.click(screen.getByRole('button', { name: 'Add apartment' }));
  await expectToasted(message, times);
};
const fillFields = async () => {
  await user.type(screen.getByLabelText('Area (m²)'), '90');
  await user.type(screen.getByLabelText('Rent per month ($)'), '350');
  await user.type(screen.getByLabelText('Bedrooms'), '2');
  await user.type(screen.getByLabelText('Bathrooms'), '1');
  await user.type(screen.getByLabelText('Floor level'), '3');
  await user.selectOptions(screen.getByLabelText('Apartment type'), '2-bedroom apartment');
  await user.selectOptions(screen.getByLabelText('Kitchen'), 'Open kitchen');
  await user.selectOptions(screen.getByLabelText('Furnishing'), 'Semi furnished');
};

describe('AddApartmentPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    user = userEvent.setup({ delay: null });
    picturesAsChosen();
  });

  it('checks the rules in the spec order with its messages, sending nothing', async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding({ units: 4 })) });
    renderAdd();
    await screen.findByLabelText('Pictures');
    await submitExpecting(messages.noPictures);
    await upload(11);
    await submitExpecting(messages.picturesMoreThan10);
    await user.click(screen.getByRole('button', { name: 'Remove picture 11' }));
    await screen.findByText('10 of 10 pictures chosen');
    await tick(SIX_UNIT_FACILITIES.slice(0, 5));
    await submitExpecting(messages.facilitiesAreLessThan6);
    await tick(SIX_UNIT_FACILITIES.slice(5));
    await submitExpecting(messages.fillEmptyFields);
    // The first empty field says so beside it and takes the focus.
    await expectFieldProblem(screen.getByLabelText('Area (m²)'), messages.fillEmptyFields);
    await fillFields();
    // Every field but the addresses: still the empty-fields warning, now on the addresses.
    await submitExpecting(messages.fillEmptyFields, 2);
    await expectFieldProblem(screen.getByLabelText('Addresses'), messages.fillEmptyFields);
    expect(screen.getByLabelText('Area (m²)').getAttribute('aria-invalid')).toBeNull();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses more addresses than the building's units, and numbers below 1", async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding({ units: 4 })) });
    renderAdd();
    await upload(1);
    await tick(SIX_UNIT_FACILITIES);
    await fillFields();
    const bedrooms = screen.getByLabelText('Bedrooms') as HTMLInputElement;
    await user.clear(bedrooms);
    await user.type(bedrooms, '0');
    expect(bedrooms.value).toBe('');
    await user.type(bedrooms, '2');
    // Five doors in a building of four units.
    await user.type(screen.getByLabelText('Addresses'), 'A1 A2  B1 B2 C1');
    expect(screen.getByText(/5 of 4 units/)).toBeTruthy();
    await submitExpecting(TOO_MANY_ADDRESSES_MESSAGE);
    await expectFieldProblem(screen.getByLabelText('Addresses'), TOO_MANY_ADDRESSES_MESSAGE);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('sends the apartment as multipart with addresses and facilities as JSON', async () => {
    const fetchMock = stubApi({
      [FIND]: ok(aBuilding({ units: 4 })),
      [ADD]: ok({ _id: 'a1', apartmentBuildingId: BUILDING_ID }),
    });
    renderAdd();
    await upload(2);
    await fillFields();
    await user.type(screen.getByLabelText('Addresses'), ' A1 A2   B1 B2 ');
    expect(screen.getByText(/4 of 4 units/)).toBeTruthy();
    await tick(SIX_UNIT_FACILITIES);
    await user.click(screen.getByRole('button', { name: 'Add apartment' }));
    expect(await screen.findByText('building report')).toBeTruthy();

    const body = formSentTo(fetchMock, ADD);
    expect(textParts(body)).toMatchObject({
      apartmentBuildingId: BUILDING_ID,
      area: '90',
      rent: '350',
      no_bedrooms: '2',
      no_bathrooms: '1',
      floor_level: '3',
      apartment_type: '2-bedroom apartment',
      kitchen: 'Open kitchen',
      furnishing: 'Semi furnished',
    });
    expect(JSON.parse(String(body.get('addresses')))).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(JSON.parse(String(body.get('facilities')))).toEqual({
      'Bed room': SIX_UNIT_FACILITIES.slice(0, 3),
      Internet: SIX_UNIT_FACILITIES.slice(3),
    });
    expect(body.get('folder')).toMatch(new RegExp(`^${testUser._id}/apartment/[0-9a-f]{24}$`));
    expect((body.getAll('pictures') as File[]).map((p) => p.name)).toEqual([
      'flat-1.jpg',
      'flat-2.jpg',
    ]);
  });

  it("refuses someone else's building", async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding({ owner: OTHER_OWNER_ID })) });
    renderAdd();
    expect(await screen.findByText(/Only the owner/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add apartment' })).toBeNull();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });
});
