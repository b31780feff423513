import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { API_KEY_HEADER, DEV_API_KEY, EMPTY_USER, messages } from '@rentals/shared';
import { userQueryKey } from '../../../shared/session/user';
import { renderRoutes, stubFetch, testUser } from '../../../test/render';
import { RequireAuth } from './require-auth';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/myaccount', element: <p>account body</p> }] },
  { path: '/login', element: <p>login page</p> },
];

describe('RequireAuth', () => {
  it('sends the visitor to /login and clears the user when the check answers 401', async () => {
    const fetchMock = stubFetch(401, {
      success: false,
      status: 401,
      message: messages.notAuthorized,
    });
    const { router, queryClient } = renderRoutes({
      path: '/myaccount?tab=1',
      routes,
      user: testUser,
    });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText('account body')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/users/login/authorization');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get(API_KEY_HEADER)).toBe(DEV_API_KEY);
    expect(router.state.location.state).toEqual({
      from: { pathname: '/myaccount', search: '?tab=1' },
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(EMPTY_USER);
  });

  it('shows the page when the session is valid', async () => {
    stubFetch(200, { success: true, data: testUser });
    renderRoutes({ path: '/myaccount', routes });
    expect(await screen.findByText('account body')).toBeTruthy();
  });
});
