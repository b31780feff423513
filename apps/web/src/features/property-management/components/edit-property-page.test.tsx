import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi } from '../../../test/api-stub';
import { aProperty, OTHER_OWNER_ID, PICTURES, PROPERTY_ID } from '../../../test/owner-fixtures';
import { expectRefusal } from '../../../test/field-problem';
import { picturesAsChosen, uploadPictures } from '../../../test/picture-forms';
import { expectEditOfOwnOnly } from '../../../test/owner-only';
import { renderFormPage, testUser } from '../../../test/render';
import { EditPropertyPage } from './edit-property-page';

vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }));

const renderEdit = () =>
  renderFormPage({
    route: '/properties/default/:propertyId/edit',
    path: `/properties/default/${PROPERTY_ID}/edit`,
    page: <EditPropertyPage />,
    back: { route: '/property-management', text: 'dashboard' },
  });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const FIND = `GET /rentingproperty/find/${PROPERTY_ID}`;

describe('EditPropertyPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    picturesAsChosen();
  });

  it('goes back to the dashboard without a call when nothing changed', async () => {
    const fetchMock = stubApi({ [FIND]: ok(aProperty()) });
    renderEdit();
    expect(((await screen.findByLabelText('Price per month ($)')) as HTMLInputElement).value).toBe(
      '450',
    );
    await save();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST /rentingProperty/update')).toHaveLength(0);
  });

  it('sends only the changed fields and the new picture order', async () => {
    const fetchMock = stubApi({
      [FIND]: ok(aProperty()),
      'POST /rentingProperty/update': ok(aProperty()),
    });
    renderEdit();
    const price = await screen.findByLabelText('Price per month ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '500');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Wadajir');
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 2 left' }));
    expect(
      screen.getByRole('button', { name: 'Move picture 1 left' }).hasAttribute('disabled'),
    ).toBe(true);
    await save();
    expect(await screen.findByText('dashboard')).toBeTruthy();

    const body = formSentTo(fetchMock, 'POST /rentingProperty/update');
    expect(body.get('propertyId')).toBe(PROPERTY_ID);
    expect(body.get('folder')).toMatch(new RegExp(`^${testUser._id}/property/[0-9a-f]{24}$`));
    expect(body.getAll('pictures')).toEqual([]);
    expect(JSON.parse(String(body.get('updatedValues')))).toEqual({
      price: 500,
      location: { region: 'Benaadir', district: 'Wadajir' },
      pictures: [PICTURES[1], PICTURES[0], PICTURES[2]],
    });
  });

  it('uploads replacement pictures, which replace the old ones', async () => {
    const fetchMock = stubApi({
      [FIND]: ok(aProperty()),
      'POST /rentingProperty/update': ok(aProperty()),
    });
    renderEdit();
    await uploadPictures(userEvent, 2, 'new', { label: 'Replace pictures' });
    expect(
      await screen.findByText('These 2 pictures will replace the 3 current ones.'),
    ).toBeTruthy();
    await save();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    const body = formSentTo(fetchMock, 'POST /rentingProperty/update');
    expect((body.getAll('pictures') as File[]).map((f) => f.name)).toEqual([
      'new-1.jpg',
      'new-2.jpg',
    ]);
    expect(JSON.parse(String(body.get('updatedValues')))).toEqual({});
  });

  it("refuses more than 10 pictures with 'Pictures are more than 10'", async () => {
    const fetchMock = stubApi({ [FIND]: ok(aProperty()) });
    renderEdit();
    await uploadPictures(userEvent, 11, 'p', { label: 'Replace pictures' });
    await save();
    expect(await screen.findByText(messages.picturesMoreThan10)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /rentingProperty/update')).toHaveLength(0);
  });

  it('says an emptied field beside it, which takes the focus', async () => {
    const fetchMock = stubApi({ [FIND]: ok(aProperty()) });
    renderEdit();
    const area = await screen.findByLabelText('Area (m²)', {}, { timeout: 5000 });
    await userEvent.clear(area);
    await save();
    await expectRefusal(area, messages.fillEmptyPlaces);
    expect(callsTo(fetchMock, 'POST /rentingProperty/update')).toHaveLength(0);
  });

  it("shows 'Can't find the property' for an unknown id and refuses someone else's", async () => {
    await expectEditOfOwnOnly(renderEdit, { [FIND]: ok(aProperty({ owner: OTHER_OWNER_ID })) });
  });
});
