import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type User } from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi } from '../../../test/api-stub';
import { aHall, HALL_ID, HALL_OWNER_ID } from '../../../test/hall-fixtures';
import { expectRefusal } from '../../../test/field-problem';
import { renderFormPage, testUser } from '../../../test/render';
import { EditHallPage } from './edit-hall-page';

const OWNER: User = { ...testUser, _id: HALL_OWNER_ID };

const renderEdit = (user: User) => {
  const fetchMock = stubApi({
    [`GET /hallProperty/find/${HALL_ID}`]: ok(aHall()),
    'POST /hallProperty/update': ok(aHall()),
  });
  const rendered = renderFormPage({
    route: '/properties/halls/:propertyId/edit',
    path: `/properties/halls/${HALL_ID}/edit`,
    page: <EditHallPage />,
    back: { route: '/property-management', text: 'dashboard' },
    user,
  });
  return { fetchMock, ...rendered };
};

const form = async () =>
  within(await screen.findByRole('form', { name: 'Edit hall' }, { timeout: 5000 }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Changes' }));

describe('EditHallPage', { timeout: 20_000 }, () => {
  it('is only for the owner', async () => {
    renderEdit(testUser);
    expect(await screen.findByText('Only the owner of this hall can see this page.')).toBeTruthy();
  });

  it('starts from the stored hall and goes back without a call when nothing changed', async () => {
    const { fetchMock } = renderEdit(OWNER);
    const f = await form();
    expect((f.getByLabelText('Guests with food', { exact: true }) as HTMLInputElement).value).toBe(
      '300',
    );
    expect(
      (
        within(screen.getByRole('group', { name: 'Package 1' })).getByLabelText('Day 1', {
          exact: true,
        }) as HTMLSelectElement
      ).value,
    ).toBe('Friday');
    await submit();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /hallProperty/update')).toHaveLength(0);
  });

  it('sends only the changed fields and the new picture order', async () => {
    const { fetchMock } = renderEdit(OWNER);
    const f = await form();
    fireEvent.change(f.getByLabelText('Hourly rate without food ($)', { exact: true }), {
      target: { value: '60' },
    });
    await userEvent.click(f.getByLabelText('Several events a day (multi-rental)'));
    fireEvent.change(f.getByLabelText('Events a day at most', { exact: true }), {
      target: { value: '3' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 2 left' }));
    await submit();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(await screen.findByText(messages.success)).toBeTruthy();
    const sent = formSentTo(fetchMock, 'POST /hallProperty/update');
    expect(sent.get('hall_id')).toBe(HALL_ID);
    const pictures = aHall().pictures;
    expect(JSON.parse(String(sent.get('updatedValues')))).toEqual({
      hourly_rate: 60,
      multiRentalAllowed: true,
      max_rent_per_day: 3,
      pictures: [pictures[1], pictures[0], pictures[2]],
    });
  });

  it('keeps capacities at 10 or more', async () => {
    const { fetchMock } = renderEdit(OWNER);
    const f = await form();
    fireEvent.change(f.getByLabelText('Guests seated', { exact: true }), {
      target: { value: '9' },
    });
    await submit();
    await expectRefusal(f.getByLabelText('Guests seated', { exact: true }), messages.hallMin(10));
    expect(callsTo(fetchMock, 'POST /hallProperty/update')).toHaveLength(0);
  });

  it('says an emptied description beside it', async () => {
    const { fetchMock } = renderEdit(OWNER);
    const f = await form();
    const description = f.getByLabelText('Description', { exact: true });
    fireEvent.change(description, { target: { value: ' ' } });
    await submit();
    await expectRefusal(description, messages.fillEmptyFields);
    expect(callsTo(fetchMock, 'POST /hallProperty/update')).toHaveLength(0);
  });
});
