import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { testListing } from '../../../test/listings';
import { renderRoutes, testUser } from '../../../test/render';
import { HomeListings } from './home-listings';

const routes = [{ path: '/', element: <HomeListings /> }];
const COUNTS = { homes: 3, offices: 1, bussinesses: 0, retails: 2, lands: 1, hotels: 0, halls: 0 };

describe('HomeListings', () => {
  it('shows the newest listings, loads the next page by its cursor, and counts categories', async () => {
    const second = testListing({
      _id: '11111111-2222-4333-8444-555555555555',
      name: 'Office Bakaaro',
    });
    const fetchMock = stubApi({
      'GET /rentingProperty/renting': (url: URL) =>
        url.searchParams.get('cursor') === 'c2' ? ok([second], null) : ok([testListing()], 'c2'),
      'GET /rentingProperty/category-counts': ok(COUNTS),
    });
    renderRoutes({ path: '/', routes, user: testUser });
    expect(await screen.findByText('Villa Hodan')).toBeTruthy();
    expect(await screen.findByText('3 properties')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Retail spaces/ }).getAttribute('href')).toBe(
      '/properties/retails',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Office Bakaaro')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const urls = callsTo(fetchMock, 'GET /rentingProperty/renting').map((c) => c.url.search);
    expect(urls).toEqual(['', '?cursor=c2']);
  });

  it('narrows the grid to a type from the category bar', async () => {
    const fetchMock = stubApi({
      'GET /rentingProperty/renting': ok([testListing()], null),
      'POST /rentingProperty/filter': ok([], null),
      'GET /rentingProperty/category-counts': ok(COUNTS),
    });
    const { router } = renderRoutes({ path: '/', routes, user: testUser });
    await screen.findByText('Villa Hodan');
    const [apartments] = screen.getAllByRole('link', { name: 'Apartments' });
    expect(apartments!.getAttribute('href')).toBe('/?type=Apartment');
    await userEvent.click(apartments!);
    expect(router.state.location.search).toBe('?type=Apartment');
    expect(await screen.findByText('No properties match this filter.')).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/filter')).toMatchObject({
      type: 'Apartment',
      district: '',
    });
  });

  it("links each type with the filter alone, as the server renders it (the address's other parameters left out)", async () => {
    stubApi({
      'POST /rentingProperty/filter': ok([testListing()], null),
      'GET /rentingProperty/category-counts': ok(COUNTS),
    });
    renderRoutes({
      path: '/?utm_source=x&district=Hodan&district=Waaberi',
      routes,
      user: testUser,
    });
    await screen.findByText('Villa Hodan');
    const [apartments] = screen.getAllByRole('link', { name: 'Apartments' });
    expect(apartments!.getAttribute('href')).toBe('/?type=Apartment&district=Hodan');
    const [all] = screen.getAllByRole('link', { name: 'All' });
    expect(all!.getAttribute('href')).toBe('/?district=Hodan');
  });
});
