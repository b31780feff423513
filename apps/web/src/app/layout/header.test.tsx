import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER } from '@rentals/shared';
import { UNREAD_COUNT_KEY } from '../../shared/live/unread-count';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoutes, testUser } from '../../test/render';
import { Header } from './header';

const routes = [{ path: '*', element: <Header /> }];

describe('Header', () => {
  it('shows visitors the seven categories and Get started', async () => {
    renderRoutes({ path: '/', routes, user: EMPTY_USER });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/properties/homes',
      '/properties/offices',
      '/properties/bussinesses',
      '/properties/retails',
      '/properties/lands',
      '/properties/hotels',
      '/properties/halls',
    ]);
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/login');
  });

  it('hides the categories on /login', async () => {
    renderRoutes({ path: '/login', routes, user: EMPTY_USER });
    await screen.findByRole('link', { name: /home/ });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  });

  it('gives signed-in users notifications and a profile menu that toggles and closes on choice', async () => {
    stubApi({ 'GET /notifications/unread-count': ok({ unread: 0 }) });
    renderRoutes({ path: '/', routes, user: testUser });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.getAttribute('href')).toBe(`/notifications/${testUser._id}`);
    const button = screen.getByRole('button', { name: 'Profile menu' });

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(testUser.email)).toBeTruthy();
    const entries = ['My account', 'Property Management', 'Post Request', 'Report'];
    for (const name of entries) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();

    await userEvent.click(button);
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the unread count on the bell, and says it', async () => {
    stubApi({ 'GET /notifications/unread-count': ok({ unread: 3 }) });
    renderRoutes({ path: '/', routes, user: testUser });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe(`/notifications/${testUser._id}`);
    expect(bell.textContent).toBe('3');
  });

  it("caps the bubble at '9+' and keeps the full count in the label", async () => {
    stubApi({ 'GET /notifications/unread-count': ok({ unread: 12 }) });
    renderRoutes({ path: '/', routes, user: testUser });
    const bell = await screen.findByRole('link', { name: 'Notifications, 12 unread' });
    expect(bell.textContent).toBe('9+');
  });

  it('shows no bubble before the count is known, nor with nothing unread', async () => {
    stubApi({ 'GET /notifications/unread-count': ok({ unread: 0 }) });
    const { queryClient } = renderRoutes({ path: '/', routes, user: testUser });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toEqual({ unread: 0 }));
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });

  it('asks visitors for no count', async () => {
    const api = stubApi({});
    renderRoutes({ path: '/', routes, user: EMPTY_USER });
    await screen.findByRole('link', { name: 'Get started' });
    expect(api).not.toHaveBeenCalled();
  });

  it('offers its search box where the page has none, and keeps the categories whole beside it', async () => {
    for (const path of ['/', '/properties/homes', '/search']) {
      const { unmount } = renderRoutes({ path, routes, user: EMPTY_USER });
      await screen.findByRole('navigation', { name: 'Categories' });
      expect(screen.queryByRole('search'), path).toBeNull();
      unmount();
    }
    renderRoutes({ path: '/halls/7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', routes, user: EMPTY_USER });
    const box = await screen.findByRole('search', { name: 'Search' });
    expect(box.getAttribute('action')).toBe('/search');
    // Beside the box the categories take a row of their own at every width.
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav.className).toContain('w-full');
    expect(nav.className).not.toContain('lg:w-auto');
  });
});
