import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, messages, type User } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { expectRefusal } from '../../../test/field-problem';
import {
  aBuilding,
  anAddress,
  anApartment,
  BUILDING_ID,
  BUILDING_OWNER_ID,
} from '../../../test/apartment-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { ApartmentBuildingPage } from './apartment-building-page';
import { itemTexts } from '../../../test/list-items';

const FLAT = anApartment();
const STUDIO = anApartment({
  _id: 'e1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f7',
  apartment_type: 'Studio apartment',
  rent: 180,
  addresses: ['1A', '1B', '1C', '1D', '1E', '1F'].map((a) => anAddress(a)),
});
const TAKEN = anApartment({
  _id: 'f1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f8',
  apartment_type: 'Loft apartment',
  addresses: [anAddress('6A', 'rented'), anAddress('6B', 'pending')],
});

const routes = [
  { path: '/apartment-buildings/:propertyId', element: <ApartmentBuildingPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/thankyou/:type', element: <p>thank you page</p> },
];

const renderBuilding = (user: User, extra = {}) => {
  const fetchMock = stubApi({
    'GET /apartmentBuilding/find': ok(aBuilding()),
    [`GET /apartments/find-apartments/${BUILDING_ID}`]: ok([FLAT, STUDIO, TAKEN]),
    ...extra,
  });
  const rendered = renderRoutes({ path: `/apartment-buildings/${BUILDING_ID}`, routes, user });
  return { fetchMock, ...rendered };
};

const cardOf = async (type: string) => {
  // Generous: the machine running the tests is often busy.
  const list = await screen.findByRole('list', { name: 'Available apartments' }, { timeout: 5000 });
  const card = within(list).getByRole('heading', { name: type }).closest('li');
  if (!card) throw new Error(`no card of ${type}`);
  return within(card);
};
const reserve = async (type = '2-bedroom apartment') =>
  userEvent.click((await cardOf(type)).getByRole('button', { name: /^Reserve/ }));

describe('ApartmentBuildingPage', { timeout: 20_000 }, () => {
  it('shows the building and its apartments with their first free addresses', async () => {
    const { fetchMock } = renderBuilding(testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daru Salaam Towers' }),
    ).toBeTruthy();
    expect(screen.getByText('Wadajir, Benaadir')).toBeTruthy();
    expect(screen.getByText('Dhismo cusub oo Wadajir ku yaal')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Facilities' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /apartmentBuilding/find')[0]?.url.search).toBe(
      `?propertyId=${BUILDING_ID}`,
    );

    const flat = await cardOf('2-bedroom apartment');
    expect(flat.getByText('$350')).toBeTruthy();
    expect(flat.getByText('120 m²')).toBeTruthy();
    expect(flat.getByText('Open kitchen')).toBeTruthy();
    expect(flat.getByText('Semi furnished')).toBeTruthy();
    expect(itemTexts(flat.getByRole('list', { name: 'Available addresses' }))).toEqual(['3A']);

    const studio = await cardOf('Studio apartment');
    expect(itemTexts(studio.getByRole('list', { name: 'Available addresses' }))).toEqual([
      '1A',
      '1B',
      '1C',
      '1D',
      '+2 more',
    ]);
    // An apartment with no free address is not offered.
    expect(screen.queryByRole('heading', { name: 'Loft apartment' })).toBeNull();
  });

  it('sends a visitor who reserves to /login and back', async () => {
    const { router } = renderBuilding(EMPTY_USER);
    await reserve();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/apartment-buildings/${BUILDING_ID}`, search: '' },
    });
  });

  it("shows the owner the apartments without Reserve, and why (you can't rent your property)", async () => {
    renderBuilding({ ...testUser, _id: BUILDING_OWNER_ID });
    expect(await screen.findByText(messages.cannotRentOwn)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Available apartments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reserve/ })).toBeNull();
  });

  it('requests the chosen address, tells the owner and goes to /thankyou/waiting', async () => {
    const { fetchMock, router } = renderBuilding(testUser, {
      'POST /apartments/request-apartment-rent': ok('success'),
    });
    await reserve('Studio apartment');
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this apartment' });
    const select = within(dialog).getByLabelText('Address');
    expect(within(select).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(select, '1C');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('thank you page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thankyou/waiting');
    expect(await screen.findByText(messages.rentRequestSubmitted)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /apartments/request-apartment-rent')).toEqual({
      apartmentBuildingId: BUILDING_ID,
      apartment_address: '1C',
      rentee: testUser._id,
      notification: {
        from: testUser._id,
        notifier: BUILDING_OWNER_ID,
        type: 'rent-request',
        about: BUILDING_ID,
      },
    });
  });

  it('asks for the number the owner will call: required, and saved to the profile when changed', async () => {
    const { fetchMock } = renderBuilding(testUser, {
      'POST /apartments/request-apartment-rent': ok('success'),
      'POST /users/update': ok('success'),
    });
    await reserve();
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this apartment' });
    const contact = within(dialog).getByLabelText('Contact');
    expect((contact as HTMLInputElement).value).toBe(testUser.contact);
    await userEvent.clear(contact);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    await expectRefusal(contact, messages.pleaseFill);
    expect(callsTo(fetchMock, 'POST /apartments/request-apartment-rent')).toHaveLength(0);

    await userEvent.type(contact, '+252 61 999 0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('thank you page')).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /users/update')).toEqual({
      id: testUser._id,
      data: { contact: '+252 61 999 0000' },
    });
    expect(callsTo(fetchMock, 'POST /apartments/request-apartment-rent')).toHaveLength(1);
  });

  it("says an address taken meanwhile ('requested') is in process", async () => {
    renderBuilding(testUser, { 'POST /apartments/request-apartment-rent': ok('requested') });
    await reserve();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText(messages.propertyInProcess)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the owner of an unverified building ask for verification once', async () => {
    const fetchMock = stubApi({
      'GET /apartmentBuilding/find': ok(aBuilding({ verified: false })),
      [`GET /apartments/find-apartments/${BUILDING_ID}`]: ok([]),
      'POST /notifications/add': ok('success'),
    });
    renderRoutes({
      path: `/apartment-buildings/${BUILDING_ID}`,
      routes,
      user: { ...testUser, _id: BUILDING_OWNER_ID },
    });
    expect(await screen.findByText('No apartment is available in this building now.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText(messages.successCapital)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /notifications/add')).toEqual({
      notification: {
        from: BUILDING_OWNER_ID,
        notifier: 'admin',
        type: 'property-verification-request',
        about: BUILDING_ID,
      },
    });
    expect(
      (await screen.findByRole('button', { name: 'Verification requested' })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
  });

  it('says when the building does not exist', async () => {
    stubApi({});
    renderRoutes({ path: `/apartment-buildings/${BUILDING_ID}`, routes, user: testUser });
    expect(await screen.findByRole('heading', { name: messages.cantFindProperty })).toBeTruthy();
  });
});
