import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { messages, PUBLIC_PATHS } from '@rentals/shared';
import { fail, ok, stubApi } from '../../test/api-stub';
import { aBuilding, anApartment, BUILDING_ID } from '../../test/apartment-fixtures';
import { renderRoutes } from '../../test/render';
import { ApartmentBuildingPage } from '../../features/apartments/components/apartment-building-page';
import { ListingDetailRoute } from './listing-detail-route';
import { PUBLIC_PAGE_DATA } from './public-page-data';

// The server's rendering fetches a public page's declared data before it renders, so the page
// renders once: what the page asks for on its first view must be there already.
describe("a public page's declared data", () => {
  it("is everything a visitor's first view of an apartment building asks for", async () => {
    stubApi({
      'GET /users/login/authorization': fail(401, messages.notAuthorized),
      'GET /apartmentBuilding/find': ok(aBuilding()),
      [`GET /apartments/find-apartments/${BUILDING_ID}`]: ok([anApartment()]),
      'GET /ratingsAndReviews/findPropertyRatings': ok({
        categories: {},
        overall: null,
        count: 0,
      }),
      'GET /ratingsAndReviews/usersReviews': ok([]),
    });
    const loaded = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await PUBLIC_PAGE_DATA.building(loaded, BUILDING_ID);
    const declared = loaded
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash);

    const { queryClient } = renderRoutes({
      path: `/apartment-buildings/${BUILDING_ID}`,
      routes: [
        {
          path: PUBLIC_PATHS.building,
          element: <ListingDetailRoute page={ApartmentBuildingPage} idParam="propertyId" />,
        },
      ],
    });
    await screen.findByRole('list', { name: 'Available apartments' }, { timeout: 5000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash);
    expect(declared).toEqual(asked);
  });
});
