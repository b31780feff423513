import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@rentals/shared';
import { setTextMode } from '../../test/i18n';
import { renderRoutes } from '../../test/render';
import { networkError } from '../../shared/api/client';
import { RouteError } from './route-error';

/**
 * Issue 32 item 10: moving inside the app to a page never seen while offline (its code cannot be
 * downloaded, its data cannot be read) shows the offline page, not 'error happened / Failed to
 * fetch'; any other failure still says 'error happened'.
 */
function failingRoute(error: unknown) {
  const Failing = () => {
    throw error;
  };
  return renderRoutes({
    path: '/page',
    routes: [
      {
        path: '/',
        errorElement: <RouteError />,
        children: [{ path: 'page', element: <Failing /> }],
      },
    ],
  });
}

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it("shows the offline page when a page's code cannot be downloaded offline", async () => {
    goOffline();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText(/error happened/i)).toBeNull();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows it when a page's data got no answer, in Somali on a Somali page", async () => {
    setTextMode('so');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failingRoute(networkError(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'Internet ma jiro' })).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it("still says 'error happened' for a page that failed online", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failingRoute(new Error('a bug'));
    expect(
      await screen.findByRole('heading', { name: new RegExp(messages.errorHappened, 'i') }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });
});
