import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TEXT_MODES, type Review, type TextMode } from '@rentals/shared';
import { setTextMode } from '../test/i18n';
import { ReviewsList } from '../features/ratings/components/reviews-list';
import { Footer } from './layout/footer';

// Issue 32, item 11: the server renders a page on its clock and in its time zone, the phone
// hydrates it on its own; whatever text depends on either must come out the same, or React
// throws the page away and draws it again (#418 in production).

const SERVER_TIME_ZONE = 'UTC';
/** A phone in Mogadishu's region, three hours ahead of the server. */
const PHONE_TIME_ZONE = 'Africa/Nairobi';

/** A review written late in the evening in UTC: already the next morning in Mogadishu. */
const review: Review = {
  _id: 'c0ffee00-0000-4000-8000-000000000001',
  propertyId: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  user: { _id: '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0', name: 'Hodan Cali', picture: '' },
  stars: [{ category: 'cleanliness', stars: 4 }],
  review: 'Clean and quiet.',
  created_date: '2026-03-05T22:30:00.000Z',
  updated_date: '2026-03-05T22:30:00.000Z',
};

const page = (): ReactNode => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>
      <ReviewsList reviews={[review]} />
      <Footer />
    </MemoryRouter>
  </I18nProvider>
);

/** The server's HTML, hydrated in the browser at `phoneNow`: the errors React recovered from. */
async function hydrateOnPhone(serverNow: Date, phoneNow: Date) {
  process.env.TZ = SERVER_TIME_ZONE;
  vi.setSystemTime(serverNow);
  const html = renderToString(page());

  process.env.TZ = PHONE_TIME_ZONE;
  vi.setSystemTime(phoneNow);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) }),
  );
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { html, text, errors };
}

describe('a server-rendered page hydrated on a phone with another clock and time zone', () => {
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = SERVER_TIME_ZONE;
    setTextMode('spec');
  });

  it.each(TEXT_MODES)('keeps the server text in %s (a review date, the year)', async (mode) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setTextMode(mode as TextMode);
    // New Year's Eve, 22:30 UTC: already 1 January in Mogadishu, and the phone a minute later.
    const { html, text, errors } = await hydrateOnPhone(
      new Date('2026-12-31T22:30:00.000Z'),
      new Date('2026-12-31T22:31:00.000Z'),
    );
    expect(errors).toEqual([]);
    expect(text).toBe(
      html
        .replace(/<[^>]*>/g, '')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    // The marketplace's day and year (Mogadishu), wherever the server runs.
    expect(text).toContain('© 2027');
    expect(text).toMatch(/06-March-2026|6 Maarso 2026|6 March 2026/);
  });
});
