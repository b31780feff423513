import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FACILITY_CATALOGUE,
  HALL_DAY_REPEATED_MESSAGE,
  HALL_TOO_MANY_DAYS_MESSAGE,
  messages,
} from '@rentals/shared';
import { callsTo, formSentTo, ok, stubApi, textParts } from '../../../test/api-stub';
import { expectFieldProblem, toasts } from '../../../test/field-problem';
import { pickedPictures } from '../../../test/picture-forms';
import { renderFormPage, testUser } from '../../../test/render';
import { NewHallForm } from './new-hall-form';

const renderForm = (pictures = 2) => {
  const fetchMock = stubApi({ 'POST /hallProperty/add': ok({}) });
  const rendered = renderFormPage({
    route: '/properties/:id/new',
    path: '/properties/me/new',
    page: <NewHallForm picked={pickedPictures(pictures, 'hall')} />,
    back: { route: '/property-management', text: 'dashboard' },
  });
  return { fetchMock, ...rendered };
};

const form = () => screen.getByRole('form', { name: 'New hall' });
const group = (name: string) => within(screen.getByRole('group', { name }));
const type = (scope: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add hall' }));
// In the toasts: a refused field also shows the message beside it.
const warned = async (text: string) => expect(await toasts().findByText(text)).toBeTruthy();
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

/** Everything the rules ask for, except what a test leaves out. */
async function fillValid(skip: string[] = []) {
  const f = within(form());
  const fields: Array<[string, string]> = [
    ['Name', 'Hoolka Nasiib'],
    ['Guests with food', '300'],
    ['Guests seated', '200'],
    ['Minimum guests per event', '50'],
    ['Deposit ($)', '100'],
    ['Hourly rate without food ($)', '50'],
    ['Description', 'Hool weyn'],
  ];
  for (const [label, value] of fields) if (!skip.includes(label)) type(f, label, value);
  if (!skip.includes('day')) {
    type(group('Day minimum 1'), 'Weekday', 'Friday');
    type(group('Day minimum 1'), 'Minimum guests', '120');
  }
  if (!skip.includes('food')) {
    type(group('Package 1'), 'Items', 'Bariis, hilib ari');
    type(group('Package 1'), 'Price per guest ($)', '10');
  }
  if (!skip.includes('cake')) {
    type(group('Cake 1'), 'Cake name', 'Keeg weyn');
    type(group('Cake 1'), 'Cake price ($)', '80');
  }
  const facilities = FACILITY_CATALOGUE.Halls.slice(0, skip.includes('facility') ? 5 : 6);
  for (const name of facilities) await userEvent.click(f.getByLabelText(name, { exact: true }));
}

describe('NewHallForm', { timeout: 30_000 }, () => {
  it('asks for the required fields first', async () => {
    const { fetchMock } = renderForm();
    await submit();
    await warned(messages.fillEmptyFields);
    await expectFieldProblem(field('Name'), messages.fillEmptyFields);
    expect(callsTo(fetchMock, 'POST /hallProperty/add')).toHaveLength(0);
  });

  it('says which required field is empty beside it', async () => {
    renderForm();
    await fillValid(['Deposit ($)']);
    await submit();
    await warned(messages.fillEmptyFields);
    await expectFieldProblem(field('Deposit ($)'), messages.fillEmptyFields);
  });

  it.each([
    {
      what: 'a food package, a cake and a day minimum',
      left: ['food'],
      message: messages.dataIncomplete,
    },
    { what: 'at least one picture', pictures: 0, message: messages.noPictures },
    { what: 'at least 6 facilities', left: ['facility'], message: messages.facilitiesLessThan6 },
  ])('wants $what', async ({ pictures, left, message }) => {
    renderForm(pictures);
    await fillValid(left);
    await submit();
    await warned(message);
  });

  it('keeps capacities at 10 or more', async () => {
    renderForm();
    await fillValid();
    type(within(form()), 'Guests seated', '5');
    await submit();
    await warned(messages.hallMin(10));
    await expectFieldProblem(field('Guests seated'), messages.hallMin(10));
  });

  it('refuses a cake name under 3 characters', async () => {
    renderForm();
    await fillValid();
    type(group('Cake 1'), 'Cake name', 'Ke');
    await submit();
    await warned(messages.nameTooShort);
    // A list's row has no field of the hall's own to mark: the toast says it.
    expect(form().querySelector('[aria-invalid]')).toBeNull();
  });

  it('adds a row only after the previous one is filled, and no day twice, 8 days at most', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add cake' }));
    await warned(messages.dataIncomplete);
    expect(screen.queryByRole('group', { name: 'Cake 2' })).toBeNull();
    type(group('Cake 1'), 'Cake name', 'Keeg weyn');
    type(group('Cake 1'), 'Cake price ($)', '80');
    await userEvent.click(screen.getByRole('button', { name: 'Add cake' }));
    expect(screen.getByRole('group', { name: 'Cake 2' })).toBeTruthy();

    const food = group('Package 1');
    const days = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    for (const [i, day] of days.entries()) {
      await userEvent.click(food.getByRole('button', { name: '+ Weekday price' }));
      await userEvent.selectOptions(food.getByLabelText(`Day ${i + 1}`, { exact: true }), day);
      type(food, `Day ${i + 1} price ($)`, '12');
    }
    await userEvent.click(food.getByRole('button', { name: '+ Weekday price' }));
    await userEvent.selectOptions(food.getByLabelText('Day 8', { exact: true }), 'Friday');
    await warned(HALL_DAY_REPEATED_MESSAGE);
    expect((food.getByLabelText('Day 8', { exact: true }) as HTMLSelectElement).value).toBe('');
    await userEvent.click(food.getByRole('button', { name: '+ Weekday price' }));
    await warned(HALL_TOO_MANY_DAYS_MESSAGE);
    expect(food.queryByLabelText('Day 9', { exact: true })).toBeNull();
  });

  it('sends the hall as multipart and goes to the dashboard', async () => {
    const { fetchMock, router } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByLabelText('Several events a day (multi-rental)'));
    type(within(form()), 'Events a day at most', '2');
    await submit();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/property-management');
    await warned(messages.success);
    const sent = formSentTo(fetchMock, 'POST /hallProperty/add');
    expect(textParts(sent)).toMatchObject({
      owner: testUser._id,
      name: 'Hoolka Nasiib',
      capacity_banquet: '300',
      multiRentalAllowed: 'true',
      max_rent_per_day: '2',
    });
    expect(JSON.parse(String(sent.get('location')))).toEqual({
      region: 'Benaadir',
      district: 'Yaaqshiid',
    });
    expect(JSON.parse(String(sent.get('food')))).toEqual([
      { package: 'Bariis, hilib ari', price: 10, daysBasedPrice: [] },
    ]);
    expect(JSON.parse(String(sent.get('cake')))).toEqual([{ name: 'Keeg weyn', price: 80 }]);
    expect(JSON.parse(String(sent.get('day_min_attendees')))).toEqual([
      { day: 'Friday', min_attendees: 120 },
    ]);
    expect(sent.getAll('pictures')).toHaveLength(2);
  });
});
