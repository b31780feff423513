import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { testListing } from '../../../test/listings';
import { renderRoutes, testUser } from '../../../test/render';
import { CategoryPage } from './category-page';

const routes = [{ path: '/properties/:type', element: <CategoryPage /> }];

describe('CategoryPage', () => {
  it('lists the category with GET when nothing narrows it', async () => {
    const fetchMock = stubApi({
      'GET /rentingProperty/property-category/homes': ok([testListing()], null),
    });
    renderRoutes({ path: '/properties/homes', routes, user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Houses' })).toBeTruthy();
    expect(await screen.findByText('Villa Hodan')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /rentingProperty/filter')).toHaveLength(0);
  });

  it('builds the filter body from the URL: route type, district and inclusive bands', async () => {
    const fetchMock = stubApi({ 'POST /rentingProperty/filter': ok([testListing()], null) });
    renderRoutes({
      path: '/properties/offices?district=Hodan&price=1000%2B&rooms=4-10',
      routes,
      user: testUser,
    });
    expect(await screen.findByText('Villa Hodan')).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/filter')).toEqual({
      type: 'office',
      district: 'Hodan',
      price: { start: 1000, end: null },
      rooms: { start: 4, end: 10 },
    });
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('Hodan');
    expect((screen.getByLabelText('Price') as HTMLSelectElement).value).toBe('1000+');
  });

  it('puts a choice in the URL in place of the address, adding no history entry', async () => {
    const fetchMock = stubApi({
      'GET /rentingProperty/property-category/lands': ok([], null),
      'POST /rentingProperty/filter': ok([], null),
    });
    const { router } = renderRoutes({ path: '/properties/lands', routes, user: testUser });
    expect(await screen.findByText('No listings in Land yet.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Price'), '150-400');
    expect(router.state.location.search).toBe('?price=150-400');
    expect(await screen.findByText('No properties match this filter.')).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/filter')).toEqual({
      type: 'Land',
      district: '',
      price: { start: 150, end: 400 },
      rooms: { start: 0, end: null },
    });
    // Replaced, not pushed: Back leaves the page rather than stepping back through choices.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows hotels without a filter until their area lands', async () => {
    stubApi({ 'GET /rentingProperty/property-category/hotels': ok([], null) });
    renderRoutes({ path: '/properties/hotels', routes, user: testUser });
    expect(await screen.findByText('No listings in Hotels yet.')).toBeTruthy();
    expect(screen.queryByRole('search', { name: 'Filter properties' })).toBeNull();
    // The search box looks among hotels.
    const box = screen.getByRole('search', { name: 'Search' });
    expect(box.querySelector('input[name=type]')?.getAttribute('value')).toBe('Hotel');
  });
});
