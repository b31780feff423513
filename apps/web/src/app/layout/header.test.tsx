import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER } from '@rentals/shared';
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
});
