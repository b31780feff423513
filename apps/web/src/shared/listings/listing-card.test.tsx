import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, messages } from '@rentals/shared';
import { testListing } from '../../test/listings';
import { renderRoutes, testUser } from '../../test/render';
import { ListingCard } from './listing-card';

const LOGIN = { path: '/login', element: <p>login page</p> };

const renderCard = (listing = testListing(), user = testUser) =>
  renderRoutes({
    path: '/',
    user,
    routes: [
      { path: '/', element: <ListingCard listing={listing} /> },
      { path: '/default/:id', element: <p>detail page</p> },
      LOGIN,
    ],
  });

describe('ListingCard', () => {
  it('shows the summary and opens the detail route', async () => {
    const { router } = renderCard();
    const link = await screen.findByRole('link', { name: /Villa Hodan/ });
    expect(link.getAttribute('href')).toBe(`/default/${testListing()._id}`);
    expect(screen.getByText('$450')).toBeTruthy();
    expect(screen.getByText('4 rooms')).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    const img = link.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('src')).toMatch(/-card\.webp$/);
    expect(img?.getAttribute('srcset')).toMatch(/-card\.webp 480w, .*-phone\.webp 720w, .*1280w$/);
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe(`/default/${testListing()._id}`);
  });

  it('says "1 review", not "1 reviews", in the rating a screen reader hears', async () => {
    renderCard(testListing({ rating: { overall: 4, count: 1 } }));
    expect(await screen.findByText(/rating from 1 review$/)).toBeTruthy();
  });

  it('cuts the description at 60 characters', async () => {
    renderCard(testListing({ description: 'x'.repeat(61) }));
    expect(await screen.findByText(`${'x'.repeat(60)}...`)).toBeTruthy();
  });

  it('keeps a short description whole', async () => {
    renderCard(testListing({ description: 'Quiet street' }));
    expect(await screen.findByText('Quiet street')).toBeTruthy();
  });

  it('warns on a pending listing and does not open', async () => {
    const { router } = renderCard(testListing({ status: 'pending' }));
    expect(await screen.findByText(messages.cardInProcess)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByText('Villa Hodan'));
    expect(router.state.location.pathname).toBe('/');
  });

  it("sends a visitor to /login from an 'ad', remembering the listing", async () => {
    const { router } = renderCard(testListing({ status: 'ad' }), EMPTY_USER);
    const link = await screen.findByRole('link', { name: /Villa Hodan/ });
    expect(link.getAttribute('href')).toBe('/login');
    await userEvent.click(link);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/default/${testListing()._id}`, search: '' },
    });
  });

  it("opens an 'ad' for a signed-in user", async () => {
    renderCard(testListing({ status: 'ad' }));
    const link = await screen.findByRole('link', { name: /Villa Hodan/ });
    expect(link.getAttribute('href')).toBe(`/default/${testListing()._id}`);
  });
});
