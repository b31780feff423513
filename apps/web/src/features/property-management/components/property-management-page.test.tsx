import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { callsTo, fail, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { aListing } from '../../../test/owner-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { PropertyManagementPage } from './property-management-page';
import { tileValue } from '../../../test/list-items';
import { answerDialog } from '../../../test/dialog';

const HOUSE = aListing({ _id: 'a1000000-0000-4000-8000-000000000001', status: 'rented' });
const OFFICE = aListing({
  _id: 'a1000000-0000-4000-8000-000000000002',
  type: 'office',
  location: { region: 'Benaadir', district: 'Wadajir' },
  status: 'pending',
});
const LAND = aListing({
  _id: 'a1000000-0000-4000-8000-000000000003',
  type: 'Land',
  name: 'Dhul Kaxda',
});

const views = (url: URL) =>
  url.searchParams.get('propertyId') === OFFICE._id
    ? ok({ propertyId: OFFICE._id, views: 9, signedIn: 4, visitors: 5, uniqueUsers: 3 })
    : ok({ propertyId: HOUSE._id, views: 21, signedIn: 15, visitors: 6, uniqueUsers: 8 });

const routes = [{ path: '/property-management', element: <PropertyManagementPage /> }];
const renderDashboard = () =>
  renderRoutes({ path: '/property-management', routes, user: testUser });
describe('PropertyManagementPage', { timeout: 20_000 }, () => {
  it('sums up the properties and breaks down the views of the chosen one', async () => {
    const fetchMock = stubApi({
      'GET /users/properties': ok([HOUSE, OFFICE, LAND], null),
      'GET /views/property-views/': views,
      'GET /rentingProperty/favorites/': (url: URL) =>
        ok({ propertyId: url.searchParams.get('propertyId'), favorites: 2 }),
    });
    renderDashboard();
    await screen.findByText('No Properties', { selector: 'dt' });
    expect(tileValue('No Properties')).toBe('3');
    expect(tileValue('No Rented')).toBe('1');
    expect(tileValue('No Not Rented')).toBe('2');
    expect(callsTo(fetchMock, 'GET /users/properties')[0]?.url.searchParams.get('userId')).toBe(
      testUser._id,
    );
    await waitFor(() => expect(tileValue('Views')).toBe('21'));
    expect(tileValue('Unique users')).toBe('8');
    expect(tileValue('Favourites')).toBe('2');

    await userEvent.selectOptions(screen.getByLabelText('Property'), OFFICE._id);
    await waitFor(() => expect(tileValue('Views')).toBe('9'));
    expect(tileValue('Visitor views')).toBe('5');

    expect(screen.getByRole('link', { name: 'New Property' }).getAttribute('href')).toBe(
      `/properties/${testUser._id}/new`,
    );
    expect(screen.getByRole('link', { name: 'View Dhul Kaxda' }).getAttribute('href')).toBe(
      `/properties/default/${LAND._id}/report`,
    );
    expect(screen.getByRole('link', { name: 'Edit Dhul Kaxda' }).getAttribute('href')).toBe(
      `/properties/default/${LAND._id}/edit`,
    );
  });

  it('deletes only after the confirmation, and not when cancelled', async () => {
    let listings = [HOUSE, LAND];
    const fetchMock = stubApi({
      'GET /users/properties': () => ok(listings, null),
      'GET /views/property-views/': views,
      'GET /rentingProperty/favorites/': ok({ propertyId: HOUSE._id, favorites: 0 }),
      'POST /rentingProperty/delete': () => {
        listings = [HOUSE];
        return ok('success');
      },
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dhul Kaxda' }));
    await answerDialog('Delete this property?', 'Cancel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST /rentingProperty/delete')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Dhul Kaxda' }));
    await answerDialog('Delete this property?', 'Delete');
    expect(await screen.findByText(messages.success)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/delete')).toEqual({ propertyId: LAND._id });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dhul Kaxda' })).toBeNull());
    expect(tileValue('No Properties')).toBe('1');
  });

  it('shows the reason when a pending or rented property cannot be deleted (409)', async () => {
    stubApi({
      'GET /users/properties': ok([HOUSE], null),
      'GET /views/property-views/': views,
      'GET /rentingProperty/favorites/': ok({ propertyId: HOUSE._id, favorites: 0 }),
      'POST /rentingProperty/delete': fail(409, 'The property is rented'),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete House in Hodan' }));
    await answerDialog('Delete this property?', 'Delete');
    expect(await screen.findByText('The property is rented')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'House in Hodan' })).toBeTruthy();
  });

  it('invites a new owner to add a first property', async () => {
    stubApi({ 'GET /users/properties': ok([], null) });
    renderDashboard();
    expect(await screen.findByText(/You have no properties yet/)).toBeTruthy();
    expect(tileValue('No Properties')).toBe('0');
  });
});
