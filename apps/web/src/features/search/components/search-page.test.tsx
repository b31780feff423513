import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER } from '@rentals/shared';
import { callsTo, jsonSentTo, stubApi } from '../../../test/api-stub';
import { testListing } from '../../../test/listings';
import { renderRoutes, testUser } from '../../../test/render';
import { SearchPage } from './search-page';

const routes = [{ path: '/search', element: <SearchPage /> }];
const page = (data: unknown[], more: object = {}) => ({
  success: true,
  data,
  next: null,
  reading: { text: '', words: [] },
  suggestions: [],
  closest: [],
  ...more,
});

describe('SearchPage', () => {
  it('asks for the text and filters of the address, and shows the cards', async () => {
    const fetchMock = stubApi({ 'GET /search': page([testListing()]) });
    renderRoutes({ path: '/search?q=guri%20Yaqshid&price=150-400', routes, user: testUser });
    expect(await screen.findByText('Villa Hodan')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results for “guri Yaqshid”' }),
    ).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET /search');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      q: 'guri Yaqshid',
      price: '150-400',
    });
    // The box and the filter bar are GET forms that carry the text on.
    const box = screen.getByRole('searchbox', { name: 'Search for a place' }) as HTMLInputElement;
    expect(box.value).toBe('guri Yaqshid');
    const filter = screen.getByRole('search', { name: 'Filter properties' });
    expect(filter.querySelector('input[name=q]')?.getAttribute('value')).toBe('guri Yaqshid');
  });

  it('says nothing was found, with the nearest spellings and the closest listings', async () => {
    stubApi({
      'GET /search': page([], { suggestions: ['Dharkenley'], closest: [testListing()] }),
    });
    renderRoutes({ path: '/search?q=Dharkanlay%20penthouse', routes, user: testUser });
    expect(await screen.findByText('Nothing found for “Dharkanlay penthouse”.')).toBeTruthy();
    const suggestion = screen.getByRole('link', { name: 'Dharkenley' });
    expect(suggestion.getAttribute('href')).toBe('/search?q=Dharkenley');
    expect(screen.getByRole('region', { name: 'Closest results' })).toBeTruthy();
    expect(screen.getByText('Villa Hodan')).toBeTruthy();
  });

  it('saves the search in one tap when signed in; a visitor is asked to sign in', async () => {
    const fetchMock = stubApi({
      'GET /search': page([testListing()]),
      'POST /saved-searches': { success: true, data: {} },
    });
    renderRoutes({ path: '/search?q=guri%20Hodan', routes, user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText('Saved: we will tell you of new matches.')).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /saved-searches')).toEqual({
      q: 'guri Hodan',
      type: '',
      district: '',
      price: 'any',
      rooms: 'any',
    });
  });

  it('offers a visitor to sign in to save it', async () => {
    stubApi({ 'GET /search': page([testListing()]) });
    renderRoutes({ path: '/search?q=guri', routes, user: EMPTY_USER });
    expect(await screen.findByRole('link', { name: 'Sign in to save this search' })).toBeTruthy();
  });

  it('says what the text was read as: a misspelt district, the type, rooms, price and guests', async () => {
    stubApi({
      'GET /search': page([testListing()], {
        reading: {
          text: 'guri 3 qol hodon',
          words: [],
          district: 'Hodan',
          type: 'House',
          rooms: 3,
        },
      }),
    });
    renderRoutes({ path: '/search?q=guri%203%20qol%20Hodon', routes, user: testUser });
    const readAs = await screen.findByText(/Read as/);
    expect(readAs.textContent).toBe('Read as: Hodan · House · 3+ rooms');
  });

  it('says nothing of a reading when the text names no district, type or number', async () => {
    stubApi({
      'GET /search': page([testListing()], { reading: { text: 'villa', words: ['villa'] } }),
    });
    renderRoutes({ path: '/search?q=villa', routes, user: testUser });
    expect(await screen.findByText('Villa Hodan')).toBeTruthy();
    expect(screen.queryByText(/Read as/)).toBeNull();
  });

  it('reads a price and guests', async () => {
    stubApi({
      'GET /search': page([testListing()], {
        reading: { text: 'hall 300 guests $500', words: [], type: 'Hall', guests: 300, price: 500 },
      }),
    });
    renderRoutes({ path: '/search?q=hall', routes, user: testUser });
    expect((await screen.findByText(/Read as/)).textContent).toBe(
      'Read as: Hall · 300+ guests · up to $500',
    );
  });
});
