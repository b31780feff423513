import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type NotificationWrapper } from '@rentals/shared';
import { callsTo, fail, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { deferred } from '../../../test/deferred';
import {
  aNotification,
  anApartmentNotification,
  LISTING_ID,
  NOTIFICATION_ID,
  RECORD_ID,
  SENDER_ID,
  someNotifications,
} from '../../../test/notification-fixtures';
import { answerCard, expandCard } from '../../../test/inbox';
import { renderRoutes, testUser } from '../../../test/render';
import { stubApiWithText, textReply } from '../../../test/text-stub';
import { NotificationsPage } from './notifications-page';

const INBOX = `GET /notifications/notifier/${testUser._id}`;
const baseRoutes = (items: NotificationWrapper[]) => ({
  [INBOX]: ok(items, null),
  'POST /notifications/read': ok('success'),
  'GET /users/login/authorization': ok(testUser),
});

/**
 * An inbox that answers like the server: a call that deletes a notification (`take`) leaves it
 * out of the next fetch, and every card can be deleted by its id.
 */
function inboxServer(items: NotificationWrapper[]) {
  let current = [...items];
  const take = (id: string) => {
    current = current.filter((item) => item.notification._id !== id);
    return ok('success');
  };
  const routes: Record<string, unknown> = {
    ...baseRoutes([]),
    [INBOX]: () => ok(current, null),
  };
  for (const item of items) {
    routes[`GET /notifications/delete/${item.notification._id}`] = () =>
      take(item.notification._id);
  }
  return { routes, take };
}

/** The sentence on aNotification()'s card, the default rent request. */
const RENT_REQUEST = 'Faadumo Warsame wants to rent Villa Hodan';

/** What an answer about one apartment names: its renting record and its building. */
const apartmentRecord = (record: string) => ({
  apartmentRentingRecordId: record,
  apartmentBuildingId: LISTING_ID,
});

const routes = [
  { path: '/notifications/:id', element: <NotificationsPage /> },
  { path: '/default/:id', element: <p>Property detail</p> },
  { path: '/halls/:id', element: <p>Hall detail</p> },
];
const renderInbox = (id = testUser._id) =>
  renderRoutes({ path: `/notifications/${id}`, routes, user: testUser });

const card = (name: string | RegExp) => screen.findByRole('article', { name });

describe('NotificationsPage', { timeout: 20_000 }, () => {
  it('tells each type in its own words, newest first as the server sends them', async () => {
    const types = [
      'rent-request',
      'rent-accepted',
      'rent-accpeted',
      'vacated',
      'completed',
      'rent-termination',
      'rent-termination-request',
      'hall-update',
      'hotel-reservation-update',
      'rent-request-declined',
      'request-declined',
      'vacate-request',
      'property-verification-request',
    ];
    stubApi(baseRoutes(someNotifications(types)));
    renderInbox();
    const expected = [
      'Faadumo Warsame wants to rent Villa Hodan',
      'Faadumo Warsame accepted your request to rent Villa Hodan',
      'Faadumo Warsame accepted your request to rent Villa Hodan',
      'Faadumo Warsame marked your rental of Villa Hodan as vacated',
      'Your rental of Villa Hodan is completed',
      'Faadumo Warsame ended your rental of Villa Hodan',
      'Faadumo Warsame asks to end the rental of Villa Hodan',
      'Faadumo Warsame asks to change a booking of Villa Hodan',
      'Faadumo Warsame asks to change a reservation at Villa Hodan',
      'Faadumo Warsame declined your request to rent Villa Hodan',
      'Faadumo Warsame declined your request for Villa Hodan',
      'Faadumo Warsame asks to vacate Villa Hodan',
      'Faadumo Warsame asks to verify Villa Hodan',
    ];
    await card(expected[0] as string);
    expect(screen.getAllByRole('article')).toHaveLength(expected.length);
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.trim());
    expect(names).toEqual(expected);
    expect(screen.getAllByText('05-March-2026')).toHaveLength(expected.length);
    // The sender is bold in the sentence, or named above it when the sentence does not say it.
    const request = within(await card(expected[0] as string));
    expect(request.getByText('Faadumo Warsame', { selector: 'strong' })).toBeTruthy();
    const completed = within(await card('Your rental of Villa Hodan is completed'));
    expect(completed.getByText('Faadumo Warsame', { selector: 'span' })).toBeTruthy();
  });

  it('falls back on the listing kind for a type without a card, and names admin', async () => {
    const kinds = ['Hall', 'Hotel', 'Property', 'Apartment'] as const;
    const items = kinds.map((kind, i) =>
      aNotification({
        notification: { _id: `n-${i}`, type: 'something-new' },
        property: { kind, name: `${kind} One` },
      }),
    );
    items.push(
      aNotification({
        notification: {
          _id: 'n-admin',
          type: 'property-verification-request-declined',
          from: 'admin',
        },
        user: { _id: 'admin', name: 'admin', picture: '' },
      }),
    );
    stubApi(baseRoutes(items));
    renderInbox();
    await card('Faadumo Warsame sent an update about the hall Hall One');
    await card('Faadumo Warsame sent an update about the hotel Hotel One');
    await card('Faadumo Warsame sent an update about the property Property One');
    await card('Faadumo Warsame sent an update about the apartment building Apartment One');
    const admin = within(await card('admin declined the verification of Villa Hodan'));
    expect(admin.getByTestId('admin-avatar')).toBeTruthy();
    expect(admin.getByText('admin', { selector: 'strong' })).toBeTruthy();
  });

  it('tells an expired request to the renter, from the system, and to the owner', async () => {
    stubApi(
      baseRoutes([
        aNotification({
          notification: { _id: 'n-renter', type: 'request-expired', from: 'admin' },
          user: { _id: 'admin', name: 'admin', picture: '' },
        }),
        aNotification({ notification: { _id: 'n-owner', type: 'request-expired' } }),
      ]),
    );
    renderInbox();
    const renter = within(await card('Your request for Villa Hodan expired without an answer'));
    expect(renter.getByTestId('admin-avatar')).toBeTruthy();
    await card("Faadumo Warsame's request for Villa Hodan expired without an answer");
  });

  it('links each card to its listing with the small picture, and marks unread ones', async () => {
    const fetchMock = stubApi(
      baseRoutes([
        aNotification({ notification: { read: false } }),
        aNotification({
          notification: { _id: 'n-hall', type: 'rent-accepted' },
          property: { kind: 'Hall', name: 'Dahab Hall', pictures: [] },
        }),
      ]),
    );
    renderInbox();
    const unread = within(await card(RENT_REQUEST));
    expect(unread.getByText('New')).toBeTruthy();
    const link = unread.getByRole('link', { name: 'Villa Hodan' });
    expect(link.getAttribute('href')).toBe(`/default/${LISTING_ID}`);
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      `/uploads/properties/${'a'.repeat(64)}-card.webp`,
    );
    const hall = within(await card(/accepted your request to rent Dahab Hall/));
    expect(hall.queryByText('New')).toBeNull();
    expect(hall.getByRole('link', { name: 'Dahab Hall' }).getAttribute('href')).toBe(
      `/halls/${LISTING_ID}`,
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST /notifications/read')).toHaveLength(1));
  });

  it('marks all read on opening, even with nothing new, and shows the empty state', async () => {
    const fetchMock = stubApi(baseRoutes([]));
    renderInbox();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /notifications/read')).toHaveLength(1));
  });

  it("opens one's own inbox when the address holds someone else's id", async () => {
    const fetchMock = stubApi(baseRoutes([aNotification()]));
    const { router } = renderInbox(SENDER_ID);
    await card(RENT_REQUEST);
    expect(router.state.location.pathname).toBe(`/notifications/${testUser._id}`);
    expect(callsTo(fetchMock, `GET /notifications/notifier/${SENDER_ID}`)).toHaveLength(0);
  });

  it('loads older notifications with Load more', async () => {
    const fetchMock = stubApi({
      ...baseRoutes([]),
      [INBOX]: (url: URL) =>
        url.searchParams.get('cursor') === 'c2'
          ? ok([aNotification({ notification: { _id: 'old', type: 'completed' } })], null)
          : ok([aNotification()], 'c2'),
    });
    renderInbox();
    await card(RENT_REQUEST);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Your rental of Villa Hodan is completed');
    expect(callsTo(fetchMock, INBOX)).toHaveLength(2);
  });

  it('expands requests to Accept and Decline; other cards do not expand', async () => {
    stubApi(baseRoutes(someNotifications(['rent-request', 'rent-termination-request', 'vacated'])));
    renderInbox();
    const article = within(await card(RENT_REQUEST));
    const toggle = article.getByRole('button', { name: RENT_REQUEST });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(article.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(article.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(article.getByRole('button', { name: 'Decline' })).toBeTruthy();
    const termination = await expandCard('Faadumo Warsame asks to end the rental of Villa Hodan');
    expect(termination.getByRole('button', { name: 'Accept' })).toBeTruthy();
    const vacated = within(await card(/as vacated/));
    expect(vacated.queryByRole('button', { expanded: false })).toBeNull();
    expect(vacated.getByRole('button', { name: 'Delete notification' })).toBeTruthy();
  });

  it('accepts a rent request: the body, the toast, the card gone, the user fetched again', async () => {
    const server = inboxServer([aNotification()]);
    const fetchMock = stubApiWithText(server.routes, {
      'POST /rentingProperty/rent': () => {
        server.take(NOTIFICATION_ID);
        return textReply('success');
      },
    });
    renderInbox();
    await answerCard(await expandCard(RENT_REQUEST), 'Accept');
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/rent')).toEqual({
      propertyRentingRecordId: RECORD_ID,
      propertyId: LISTING_ID,
      userId: SENDER_ID,
      acceptedBy: testUser._id,
    });
    expect(screen.queryByRole('article', { name: RENT_REQUEST })).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /users/login/authorization').length).toBeGreaterThan(0),
    );
  });

  it("shows 'server error' when accepting answers 'error', and keeps the card", async () => {
    stubApiWithText(baseRoutes([aNotification()]), {
      'POST /rentingProperty/rent': textReply('error', 409),
    });
    renderInbox();
    const article = await expandCard(RENT_REQUEST);
    await userEvent.click(article.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(messages.serverError)).toBeTruthy();
    expect(screen.getByRole('article', { name: RENT_REQUEST })).toBeTruthy();
    expect(article.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
  });

  it('declines a rent request with the property and its record', async () => {
    const server = inboxServer([aNotification()]);
    const fetchMock = stubApi({
      ...server.routes,
      'POST /rentingProperty/decline-rent-request': () => server.take(NOTIFICATION_ID),
    });
    renderInbox();
    await answerCard(await expandCard(RENT_REQUEST), 'Decline');
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/decline-rent-request')).toEqual({
      propertyId: LISTING_ID,
      propertyRentingRecordId: RECORD_ID,
    });
    expect(screen.queryByRole('article', { name: RENT_REQUEST })).toBeNull();
  });

  it('names the apartment and address of an apartment request, shows the number, and books that record', async () => {
    const wrapper = anApartmentNotification(
      'rent-request',
      { record: 'r3', address: 'A-12', type: '2-bedroom apartment' },
      '+252 61 555 0123',
    );
    const server = inboxServer([wrapper]);
    const fetchMock = stubApi({
      ...server.routes,
      'POST /apartments/rent': () => server.take(NOTIFICATION_ID),
    });
    renderInbox();
    const name =
      'Faadumo Warsame wants to rent apartment A-12 (2-bedroom apartment) in Daarta Hodan';
    const article = await expandCard(name);
    expect(article.getByText('+252 61 555 0123')).toBeTruthy();
    const call = article.getByRole('link', { name: 'Call Faadumo Warsame on +252 61 555 0123' });
    expect(call.getAttribute('href')).toBe('tel:+252615550123');
    const whatsapp = article.getByRole('link', {
      name: 'WhatsApp Faadumo Warsame on +252 61 555 0123',
    });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/252615550123');
    await answerCard(article, 'Accept');
    expect(jsonSentTo(fetchMock, 'POST /apartments/rent')).toEqual(apartmentRecord('r3'));
    expect(callsTo(fetchMock, 'POST /rentingProperty/rent')).toHaveLength(0);
  });

  it("accepts an apartment's termination request by vacating its record", async () => {
    const wrapper = anApartmentNotification('rent-termination-request', {
      record: 'r7',
      address: 'B-2',
      type: 'Studio apartment',
    });
    const server = inboxServer([wrapper]);
    const fetchMock = stubApi({
      ...server.routes,
      'POST /apartments/vacate': () => {
        server.take(NOTIFICATION_ID);
        return ok('completed');
      },
    });
    renderInbox();
    const article = await expandCard(
      'Faadumo Warsame asks to end the rental of apartment B-2 (Studio apartment) in Daarta Hodan',
    );
    await answerCard(article, 'Accept');
    expect(jsonSentTo(fetchMock, 'POST /apartments/vacate')).toEqual(apartmentRecord('r7'));
    expect(callsTo(fetchMock, 'POST /notifications/termination/accept')).toHaveLength(0);
  });

  it("shows no number on a card the server sent without one (another's request, admin's inbox)", async () => {
    stubApi(baseRoutes([aNotification()]));
    renderInbox();
    const article = await card(RENT_REQUEST);
    expect(within(article).queryByRole('link', { name: /^Call / })).toBeNull();
  });

  it('accepts a termination request by its id, and declines one by deleting it', async () => {
    const [accepting, declining] = someNotifications([
      'rent-termination-request',
      'rent-termination-request',
    ]) as [NotificationWrapper, NotificationWrapper];
    declining.property = { ...declining.property!, name: 'Flat Two' };
    const server = inboxServer([accepting, declining]);
    const fetchMock = stubApi({
      ...server.routes,
      'POST /notifications/termination/accept': () => server.take(accepting.notification._id),
    });
    renderInbox();
    const first = await expandCard('Faadumo Warsame asks to end the rental of Villa Hodan');
    await answerCard(first, 'Accept');
    expect(jsonSentTo(fetchMock, 'POST /notifications/termination/accept')).toEqual({
      notificationId: accepting.notification._id,
    });
    const second = await expandCard('Faadumo Warsame asks to end the rental of Flat Two');
    await answerCard(second, 'Decline');
    expect(
      callsTo(fetchMock, `GET /notifications/delete/${declining.notification._id}`),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
  });

  it('spins the pressed button and disables both while the call is in flight', async () => {
    const answer = deferred<unknown>();
    stubApi({
      ...baseRoutes([aNotification()]),
      'POST /rentingProperty/decline-rent-request': () => answer.promise,
    });
    renderInbox();
    const article = await expandCard(RENT_REQUEST);
    await userEvent.click(article.getByRole('button', { name: 'Decline' }));
    const decline = article.getByRole('button', { name: 'Decline' });
    const accept = article.getByRole('button', { name: 'Accept' });
    await waitFor(() => expect(decline.getAttribute('aria-busy')).toBe('true'));
    expect(decline.querySelector('svg.animate-spin')).toBeTruthy();
    expect(decline.hasAttribute('disabled')).toBe(true);
    expect(accept.hasAttribute('disabled')).toBe(true);
    expect(accept.getAttribute('aria-busy')).toBeNull();
    expect(
      article.getByRole('button', { name: 'Delete notification' }).hasAttribute('disabled'),
    ).toBe(true);
    answer.resolve(fail(500, 'boom'));
    expect(await screen.findByText('500: boom')).toBeTruthy();
    await waitFor(() => expect(accept.hasAttribute('disabled')).toBe(false));
  });

  it('deletes a notification with its x button', async () => {
    const fetchMock = stubApi(
      inboxServer([aNotification({ notification: { type: 'vacated' } })]).routes,
    );
    renderInbox();
    const article = within(await card(/as vacated/));
    await userEvent.click(article.getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(callsTo(fetchMock, `GET /notifications/delete/${NOTIFICATION_ID}`)).toHaveLength(1);
  });

  it('shows what a hall or hotel update request would change before it is answered', async () => {
    stubApi(
      baseRoutes([
        aNotification({
          notification: { _id: 'n-hall', type: 'hall-update' },
          property: {
            kind: 'Hall',
            name: 'Hoolka Jasiira',
            event_info: {
              type: 'Meher',
              date: '2026-12-12',
              starting_time: '16:00',
              ending_time: '20:00',
              num_attendees: 150,
              food: 'Bariis, hilib',
              cake_info: { name: 'no-cake', engravement_name: '', picture: null },
            },
            updated_values: [
              { name: 'date', value: '2026-12-19' },
              { name: 'num_attendees', value: 200 },
            ],
          },
        }),
        aNotification({
          notification: { _id: 'n-hotel', type: 'hotel-reservation-update' },
          property: {
            kind: 'Hotel',
            name: 'Hotel Jazeera',
            check_in: '2026-12-01',
            check_out: '2026-12-04',
            room_address: '101',
            updated_values: { check_out: '2026-12-05', max_kids: 0 },
          },
        }),
      ]),
    );
    renderInbox();
    const hall = await expandCard(/asks to change a booking of Hoolka Jasiira/);
    expect(
      hall.getByText(
        'Meher on 12-December-2026, 16:00–20:00, 150 attendees, Bariis, hilib, no cake',
      ),
    ).toBeTruthy();
    expect(
      hall.getByText('Asks to change: day to 19-December-2026, attendees to 200'),
    ).toBeTruthy();
    expect(hall.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);

    const hotel = await expandCard(/asks to change a reservation at Hotel Jazeera/);
    expect(hotel.getByText('Room 101, 01-December-2026 to 04-December-2026')).toBeTruthy();
    expect(
      hotel.getByText('Asks to change: check-out to 05-December-2026, kids to 0'),
    ).toBeTruthy();
    expect(hotel.getByRole('button', { name: 'Decline' }).hasAttribute('disabled')).toBe(false);
  });

  it('leaves a request it has no answer for disabled, with a note', async () => {
    stubApi(baseRoutes(someNotifications(['hall-update'])));
    renderInbox();
    const card = await expandCard('Faadumo Warsame asks to change a booking of Villa Hodan');
    expect(card.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    expect(card.getByText('This request cannot be answered here.')).toBeTruthy();
  });
});
