import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, messages, type User } from '@rentals/shared';
import { userQueryKey } from '../session/user';
import { fail, jsonSentTo, ok, stubApi } from '../../test/api-stub';
import { renderRoutes, testUser } from '../../test/render';
import { FavoriteToggle } from './favorite-toggle';

const ID = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';

const renderToggle = (user: User) =>
  renderRoutes({
    path: '/properties/homes?district=Hodan',
    user,
    routes: [
      { path: '/properties/homes', element: <FavoriteToggle propertyId={ID} /> },
      { path: '/login', element: <p>login page</p> },
    ],
  });

describe('FavoriteToggle', () => {
  it('sends a visitor to /login, remembering the page', async () => {
    const fetchMock = stubApi({});
    const { router } = renderToggle(EMPTY_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/properties/homes', search: '?district=Hodan' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a favourite and keeps the server list in the user cache', async () => {
    const fetchMock = stubApi({
      'POST /users/addFavorite': ok({ favorites: [ID], updated: true }),
    });
    const { queryClient } = renderToggle(testUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(jsonSentTo(fetchMock, 'POST /users/addFavorite')).toEqual({
      propertyId: ID,
      userId: testUser._id,
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<User>(userQueryKey)?.favorites).toEqual([ID]),
    );
  });

  it("warns 'not updated' when the server changed nothing", async () => {
    stubApi({ 'POST /users/removeFavorite': ok({ favorites: [], updated: false }) });
    renderToggle({ ...testUser, favorites: [ID] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByText(messages.notUpdated)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
  });

  it('puts the heart back when the call fails', async () => {
    stubApi({ 'POST /users/addFavorite': fail(500, 'boom') });
    renderToggle(testUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByText('500: boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
  });
});
