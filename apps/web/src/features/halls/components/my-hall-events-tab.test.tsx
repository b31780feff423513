import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { aHallEvent, EVENT_ID } from '../../../test/hall-fixtures';
import { renderPage, testUser } from '../../../test/render';
import { MyHallEventsTab } from './my-hall-events-tab';
import { itemOf } from '../../../test/list-items';
import { answerDialog } from '../../../test/dialog';

type Stubs = Parameters<typeof stubApi>[0];

const renderTab = (extra: Stubs = {}) => {
  const fetchMock = stubApi({
    'GET /hallEvents/my-events': ok({
      events: [
        aHallEvent({ status: 'booked' }),
        aHallEvent({
          _id: '7d6c5b4a-3928-4f6e-8d5c-4b3a29180717',
          status: 'declined',
          event_info: { ...aHallEvent().event_info, date: '2030-07-02' },
        }),
      ],
      totalPages: 1,
      total: 2,
    }),
    ...extra,
  });
  renderPage('/myaccount', <MyHallEventsTab />, testUser);
  return fetchMock;
};

const row = (date: string) => itemOf('My hall events', new RegExp(date));

describe('MyHallEventsTab', { timeout: 20_000 }, () => {
  it('lists the events with hall, date, times and status; Edit only while live', async () => {
    renderTab();
    const booked = await row('14-June-2030');
    expect(booked.getByRole('link', { name: 'Hoolka Nasiib' }).getAttribute('href')).toBe(
      '/halls/3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d',
    );
    expect(booked.getByText('16:00–20:00')).toBeTruthy();
    expect(booked.getByText('booked')).toBeTruthy();
    expect(booked.getByRole('link', { name: /^Edit event/ }).getAttribute('href')).toBe(
      `/properties/edit-records/hall-event?eventId=${EVENT_ID}`,
    );
    const declined = await row('02-July-2030');
    expect(declined.queryByRole('link', { name: /^Edit event/ })).toBeNull();
    expect(declined.queryByRole('button', { name: /^Cancel event/ })).toBeNull();
  });

  it("asks the owner to end a booked event; a second request: 'Codsigaa horey ayaad u dhigatay'", async () => {
    const fetchMock = renderTab({
      'POST /hallEvents/cancel-event-request': ok(messages.terminationExists),
    });
    await userEvent.click(
      (await row('14-June-2030')).getByRole('button', { name: /^Cancel event/ }),
    );
    await answerDialog('Ask to end this booking?', 'Send the request');
    expect(await screen.findByText(messages.terminationExists)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/cancel-event-request')).toEqual({
      event_id: EVENT_ID,
    });
  });
});
