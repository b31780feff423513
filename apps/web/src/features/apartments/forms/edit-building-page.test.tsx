import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { aBuilding, BUILDING_ID } from '../../../test/apartment-forms-fixtures';
import { callsTo, formSentTo, ok, stubApi } from '../../../test/api-stub';
import { expectRefusal, toasts } from '../../../test/field-problem';
import { OTHER_OWNER_ID, PICTURES } from '../../../test/owner-fixtures';
import { picturesAsChosen, uploadPictures } from '../../../test/picture-forms';
import { expectEditOfOwnOnly } from '../../../test/owner-only';
import { renderFormPage, testUser } from '../../../test/render';
import { EditBuildingPage } from './edit-building-page';

vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }));

const renderEdit = () =>
  renderFormPage({
    route: '/properties/apartment-buildings/:propertyId/edit',
    path: `/properties/apartment-buildings/${BUILDING_ID}/edit`,
    page: <EditBuildingPage />,
    back: { route: '/properties/apartment-buildings/:propertyId/report', text: 'building report' },
  });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const FIND = 'GET /apartmentBuilding/find';
const UPDATE = 'POST /apartmentBuilding/update';

describe('EditBuildingPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    picturesAsChosen();
  });

  it("goes back to the building's report without a call when nothing changed", async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding()) });
    renderEdit();
    expect(((await screen.findByLabelText('Units')) as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Daarta Hodan');
    await save();
    expect(await screen.findByText('building report')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, FIND)[0]?.url.searchParams.get('propertyId')).toBe(BUILDING_ID);
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('sends only the changed fields and the new picture order', async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding()), [UPDATE]: ok(aBuilding()) });
    renderEdit();
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Daarta Cusub');
    const units = screen.getByLabelText('Units');
    await userEvent.clear(units);
    await userEvent.type(units, '12');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Wadajir');
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 3 left' }));
    await save();
    expect(await screen.findByText('building report')).toBeTruthy();

    const body = formSentTo(fetchMock, UPDATE);
    expect(body.get('apartmentBuildingId')).toBe(BUILDING_ID);
    expect(body.get('folder')).toMatch(
      new RegExp(`^${testUser._id}/apartmentBuilding/[0-9a-f]{24}$`),
    );
    expect(body.getAll('pictures')).toEqual([]);
    expect(JSON.parse(String(body.get('updatedValues')))).toEqual({
      name: 'Daarta Cusub',
      units: 12,
      location: { region: 'Benaadir', district: 'Wadajir' },
      pictures: [PICTURES[0], PICTURES[2], PICTURES[1]],
    });
  });

  it('uploads replacement pictures, which replace the old ones', async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding()), [UPDATE]: ok(aBuilding()) });
    renderEdit();
    await uploadPictures(userEvent, 1, 'new', { label: 'Replace pictures' });
    expect(
      await screen.findByText('These 1 pictures will replace the 3 current ones.'),
    ).toBeTruthy();
    await save();
    expect(await screen.findByText('building report')).toBeTruthy();
    const body = formSentTo(fetchMock, UPDATE);
    expect((body.getAll('pictures') as File[]).map((f) => f.name)).toEqual(['new-1.jpg']);
    expect(JSON.parse(String(body.get('updatedValues')))).toEqual({});
  });

  it("refuses more than 10 pictures with 'Pictures are more than 10' and emptied fields", async () => {
    const fetchMock = stubApi({ [FIND]: ok(aBuilding()) });
    renderEdit();
    await uploadPictures(userEvent, 11, 'p', { label: 'Replace pictures' });
    await save();
    expect(await toasts().findByText(messages.picturesMoreThan10)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep current pictures' }));
    await userEvent.clear(screen.getByLabelText('Floors'));
    await save();
    await expectRefusal(screen.getByLabelText('Floors'), messages.apartmentFillEmpty);
    // An emptied description is the other message, said on the description.
    await userEvent.clear(screen.getByLabelText('Description'));
    await save();
    await expectRefusal(screen.getByLabelText('Description'), messages.fillEmptyPlaces);
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it("shows 'Can't find the property' for an unknown id and refuses someone else's", async () => {
    await expectEditOfOwnOnly(renderEdit, { [FIND]: ok(aBuilding({ owner: OTHER_OWNER_ID })) });
  });
});
