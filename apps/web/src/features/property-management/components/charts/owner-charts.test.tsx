import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { incomeMonths, statsDays, type OwnerStats } from '@rentals/shared';
import { callsTo, ok, stubApi } from '../../../../test/api-stub';
import { setTextMode, WithI18n } from '../../../../test/i18n';
import { renderPage, testUser } from '../../../../test/render';
import { InterestChart } from './interest-chart';
import { ListingCharts } from './owner-charts';

const HALL_ID = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const days = statsDays(30);
const months = incomeMonths();

/** A hall's figures: views rising day by day, two bookings in one month's days. */
const STATS: OwnerStats = {
  days: 30,
  timeZone: 'Africa/Mogadishu',
  listings: 1,
  interest: days.map((day, i) => ({ day, views: i % 7, favourites: i % 3 === 0 ? 1 : 0 })),
  requests: {
    received: 9,
    accepted: 4,
    declined: 2,
    expired: 1,
    withdrawn: 0,
    pending: 2,
    answerHours: 3.5,
  },
  income: months.map((month, i) => ({ month, usd: i * 100 })),
  occupancy: {
    kind: 'hall',
    days: [`${months[9]}-01`, `${months[9]}-02`, `${months[9]}-03`].map((day, i) => ({
      day,
      events: i === 1 ? 0 : i + 1,
    })),
  },
};

afterEach(() => setTextMode('spec'));

const renderCharts = () => renderPage('/report', <ListingCharts propertyId={HALL_ID} />, testUser);

/** The numbers of a figure's table, row by row (the table is folded until tapped open). */
const tableOf = (figure: HTMLElement) =>
  [...figure.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('ListingCharts', () => {
  it('draws each chart as a named picture with its caption and a table of the same numbers', async () => {
    setTextMode('en');
    stubApi({ [`GET /owner-stats/listings/${HALL_ID}`]: ok(STATS) });
    renderCharts();
    const pictures = await screen.findAllByRole('img');
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) {
      const figure = picture.closest('figure')!;
      const caption = figure.querySelector('figcaption')!;
      expect(picture.querySelector('title')?.textContent).toBeTruthy();
      // named by its title, described by the caption
      expect(picture.getAttribute('aria-labelledby')).toBe(picture.querySelector('title')!.id);
      expect(picture.getAttribute('aria-describedby')).toBe(caption.id);
      expect(figure.querySelector('details table')).toBeTruthy();
      expect(within(figure).getByText('Show the numbers')).toBeTruthy();
    }
    const [interest, requests, income, occupancy] = pictures.map((p) => p.closest('figure')!);
    expect(interest!.querySelector('figcaption')!.textContent).toContain('last 30 days');
    expect(tableOf(interest!).map(([, views, favourites]) => [views, favourites])).toEqual(
      STATS.interest.map((d) => [String(d.views), String(d.favourites)]),
    );
    expect(tableOf(requests!)).toEqual([
      ['Accepted', '4'],
      ['Declined', '2'],
      ['Expired', '1'],
      ['Withdrawn', '0'],
      ['Waiting', '2'],
    ]);
    expect(requests!.textContent).toContain('Half were answered within 3.5 hours');
    expect(tableOf(income!).map(([, usd]) => usd)).toEqual(
      STATS.income.map((m) => `$${m.usd.toLocaleString('en-US')}`),
    );
    // the hall's month: days 1 and 3 booked, 2 free, of the days the answer holds
    expect(tableOf(occupancy!)).toEqual([[expect.any(String), '2', '1']]);
  });

  it('names the months in Somali', async () => {
    setTextMode('so');
    stubApi({ [`GET /owner-stats/listings/${HALL_ID}`]: ok(STATS) });
    renderCharts();
    const pictures = await screen.findAllByRole('img');
    const income = pictures[2]!.closest('figure')!;
    const somali = ['Jannaayo', 'Febraayo', 'Maarso', 'Abriil', 'Maayo', 'Juun', 'Luulyo'];
    const rows = tableOf(income).map(([month]) => month!.split(' ')[0]);
    expect(
      rows.some((m) => somali.includes(m!) || /eembar|Oktoobar|Ogosto|Sebteembar/.test(m!)),
    ).toBe(true);
    expect(income.textContent).toContain('Muuji tirooyinka');
  });

  it('asks for 90 days when the owner picks them', async () => {
    const fetchMock = stubApi({
      [`GET /owner-stats/listings/${HALL_ID}`]: (url: URL) =>
        ok({ ...STATS, days: Number(url.searchParams.get('days')) }),
    });
    renderCharts();
    await screen.findAllByRole('img');
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, `GET /owner-stats/listings/${HALL_ID}`)
          .at(-1)
          ?.url.searchParams.get('days'),
      ).toBe('90'),
    );
    expect(screen.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('a chart rendered on the server', () => {
  it('is whole SVG markup, with no code needed to draw it', () => {
    const html = renderToString(
      <WithI18n>
        <InterestChart stats={STATS} />
      </WithI18n>,
    );
    expect(html).toMatch(/<svg role="img"[^>]*viewBox="0 0 360 200"/);
    expect(html).toContain('<title');
    expect(html).toMatch(/<path d="M/);
    expect(html).toContain('<table');
  });
});
