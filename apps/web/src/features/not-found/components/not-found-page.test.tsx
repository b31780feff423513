import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@rentals/shared';
import { renderRoutes } from '../../../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("shows the heading 'Boggaan lama helin' and a link home", async () => {
    renderRoutes({ path: '/nowhere', routes: [{ path: '*', element: <NotFoundPage /> }] });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(messages.notFoundTitle);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it("gives the document its own title, over the served page's", async () => {
    // The served head's title, as the server writes it: the first title is the one a browser shows.
    document.head.innerHTML = '<title>Halls · Mogadishu Rentals</title>';
    renderRoutes({ path: '/nowhere', routes: [{ path: '*', element: <NotFoundPage /> }] });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${messages.notFoundTitle} · Mogadishu Rentals`);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
