import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type MyApartmentRequest } from '@rentals/shared';
import { callsTo, type FetchMock, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { aListing, anEntry, aProperty, OTHER_OWNER_ID } from '../../../test/owner-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { MyAccountPage } from './my-account-page';

const FAVOURITE = aListing({ _id: 'd0000000-0000-4000-8000-000000000001', name: 'Villa Wadajir' });
const PENDING = anEntry({
  _id: 'd0000000-0000-4000-8000-000000000002',
  name: 'Guri Hodan',
  status: 'pending',
});
const RENTED = anEntry(
  { _id: 'd0000000-0000-4000-8000-000000000003', name: 'Xafiis Bondhere', status: 'rented' },
  'rented',
);

const BUILDING = aListing({
  _id: 'd0000000-0000-4000-8000-000000000004',
  kind: 'Apartment',
  type: 'Apartment',
  name: 'Daarta Hodan',
});
const BUILDING_OWNER = 'd0000000-0000-4000-8000-000000000005';
const apartment = (
  id: string,
  address: string,
  status: 'pending' | 'rented',
): MyApartmentRequest => ({
  building: BUILDING,
  owner: BUILDING_OWNER,
  record: {
    _id: id,
    status,
    apartment_address: address,
    apartment_type: '2-bedroom apartment',
    created_date: '2026-03-07T10:00:00.000Z',
    status_date: '2026-03-09T10:00:00.000Z',
  },
});
const PENDING_APARTMENT = apartment('d0000000-0000-4000-8000-000000000006', 'A-12', 'pending');
const RENTED_APARTMENT = apartment('d0000000-0000-4000-8000-000000000007', 'B-3', 'rented');

const routes = [{ path: '/myaccount', element: <MyAccountPage /> }];
const renderAccount = () => renderRoutes({ path: '/myaccount', routes, user: testUser });

type Scope = Pick<typeof screen, 'getByRole'>;

/** Presses Cancel request on `card`: the toast, the body sent to `route`, and the card gone. */
async function cancelRequest(
  fetchMock: FetchMock,
  card: Scope,
  [route, sent]: [string, unknown],
  heading: string,
) {
  await userEvent.click(card.getByRole('button', { name: 'Cancel request' }));
  expect(await screen.findByText(messages.success)).toBeTruthy();
  expect(jsonSentTo(fetchMock, route)).toEqual(sent);
  await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
}

/** Presses Request termination on `card`: the toast, and the notice sent to the owner. */
async function requestTermination(fetchMock: FetchMock, card: Scope, owner: string, about: string) {
  await userEvent.click(card.getByRole('button', { name: 'Request termination' }));
  expect(await screen.findByText(messages.success)).toBeTruthy();
  expect(jsonSentTo(fetchMock, 'POST /notifications/add')).toEqual({
    notification: { from: testUser._id, notifier: owner, type: 'rent-termination-request', about },
  });
}

const baseRoutes = {
  [`GET /users/favoriteProperties/${testUser._id}`]: ok([FAVOURITE], null),
  [`GET /users/pendingProperties/${testUser._id}`]: ok([PENDING]),
  [`GET /users/rentedProperties/${testUser._id}`]: ok([RENTED]),
  'GET /apartments/my-requests': ok([]),
  [`GET /rentingproperty/find/${RENTED.property._id}`]: ok(
    aProperty({ _id: RENTED.property._id, owner: OTHER_OWNER_ID }),
  ),
};

describe('MyAccountPage', { timeout: 20_000 }, () => {
  it('opens on the Favorites tab, listing the favourites as cards', async () => {
    const fetchMock = stubApi(baseRoutes);
    renderAccount();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Favorites',
      'Pending',
      'Rented',
      'Hall events',
      'Hotel stays',
      'Saved searches',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Villa Wadajir' })).toBeTruthy();
    // The other tabs are fetched only when opened.
    expect(callsTo(fetchMock, `GET /users/pendingProperties/${testUser._id}`)).toHaveLength(0);
  });

  it('cancels a pending request', async () => {
    let pending = [PENDING];
    const fetchMock = stubApi({
      ...baseRoutes,
      [`GET /users/pendingProperties/${testUser._id}`]: () => ok(pending),
      'POST /rentingProperty/cancel-rent-request': () => {
        pending = [];
        return ok('success');
      },
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText(messages.cardInProcess)).toBeTruthy();
    expect(screen.getByText('Requested 05-March-2026')).toBeTruthy();
    await cancelRequest(
      fetchMock,
      screen,
      ['POST /rentingProperty/cancel-rent-request', { propertyId: PENDING.property._id }],
      'Guri Hodan',
    );
  });

  it('asks the owner to end a tenancy, and says so when the request already exists', async () => {
    let answer = 'success';
    const fetchMock = stubApi({ ...baseRoutes, 'POST /notifications/add': () => ok(answer) });
    renderAccount();
    await userEvent.click(await screen.findByRole('tab', { name: 'Rented' }));
    await screen.findByRole('button', { name: 'Request termination' });
    await requestTermination(fetchMock, screen, OTHER_OWNER_ID, RENTED.property._id);

    answer = 'existed';
    const button = screen.getByRole('button', { name: 'Request termination' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    expect(await screen.findByText(messages.terminationExists)).toBeTruthy();
  });

  it('lists an apartment request under Pending with its building, apartment, address and day, and cancels it', async () => {
    let apartments = [PENDING_APARTMENT, RENTED_APARTMENT];
    const fetchMock = stubApi({
      ...baseRoutes,
      'GET /apartments/my-requests': () => ok(apartments),
      'POST /apartments/cancel-apartment-request': () => {
        apartments = [RENTED_APARTMENT];
        return ok('cancelled');
      },
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('tab', { name: 'Pending' }));
    const list = await screen.findByRole('region', { name: 'Pending requests' });
    // the general property's request and the apartment's, newest first; not the rented one
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Daarta Hodan', 'Guri Hodan']);
    const card = within(within(list).getAllByRole('article')[0]!);
    expect(card.getByText('Apartment A-12 · 2-bedroom apartment')).toBeTruthy();
    expect(card.getByText('Requested 07-March-2026')).toBeTruthy();
    await cancelRequest(
      fetchMock,
      card,
      [
        'POST /apartments/cancel-apartment-request',
        { apartmentRentingRecordId: PENDING_APARTMENT.record._id },
      ],
      'Daarta Hodan',
    );
    expect(callsTo(fetchMock, 'POST /rentingProperty/cancel-rent-request')).toHaveLength(0);
  });

  it('lists a rented apartment under Rented since its day, and asks its owner to end it', async () => {
    const fetchMock = stubApi({
      ...baseRoutes,
      'GET /apartments/my-requests': ok([PENDING_APARTMENT, RENTED_APARTMENT]),
      'POST /notifications/add': ok('success'),
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('tab', { name: 'Rented' }));
    const list = await screen.findByRole('region', { name: 'Rented properties' });
    const [first] = within(list).getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Daarta Hodan' })).toBeTruthy();
    expect(card.getByText('Apartment B-3 · 2-bedroom apartment')).toBeTruthy();
    expect(card.getByText('Since 09-March-2026')).toBeTruthy();
    expect(within(list).queryByText('Apartment A-12 · 2-bedroom apartment')).toBeNull();
    await requestTermination(fetchMock, card, BUILDING_OWNER, RENTED_APARTMENT.record._id);
  });

  it('moves between tabs with the arrow keys', async () => {
    stubApi(baseRoutes);
    renderAccount();
    const favourites = await screen.findByRole('tab', { name: 'Favorites' });
    favourites.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const rented = screen.getByRole('tab', { name: 'Rented' });
    expect(rented.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(rented);
    expect(await screen.findByRole('heading', { name: 'Xafiis Bondhere' })).toBeTruthy();
  });
});
