import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type NotificationWrapper } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { aNotification, LISTING_ID, SENDER_ID } from '../../../test/notification-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { AdminPage } from './admin-page';

const adminUser = { ...testUser, account_type: 'admin' };
const routes = [{ path: '/admin', element: <AdminPage /> }];
const renderAdmin = (user = adminUser) => renderRoutes({ path: '/admin', routes, user });

const verification = aNotification({
  notification: {
    _id: 'v-1',
    type: 'property-verification-request',
    notifier: 'admin',
    created_date: '2026-03-04T08:00:00.000Z',
  },
  user: { name: 'Maxamed Cali' },
});
const vacate = aNotification({
  notification: { _id: 'x-1', type: 'vacate-request', notifier: 'admin' },
  user: { name: 'Maxamed Cali' },
});
const sender = { _id: SENDER_ID, name: 'Faadumo Warsame', email: 'faadumo@example.so' };

/** Lists that lose a request once an action on it succeeds, like the server's. */
function adminServer() {
  const lists: Record<string, NotificationWrapper[]> = {
    verification: [verification],
    vacate: [vacate],
  };
  const take = (list: string) => (_url: URL, init?: RequestInit) => {
    const { notificationId } = JSON.parse(String(init?.body)) as { notificationId: string };
    lists[list] = (lists[list] ?? []).filter((item) => item.notification._id !== notificationId);
    return ok('success');
  };
  return {
    'GET /admin/verification-requests': () => ok(lists.verification, null),
    'GET /admin/vacate-requests': () => ok(lists.vacate, null),
    'POST /admin/verification-requests/approve': take('verification'),
    'POST /admin/verification-requests/decline': take('verification'),
    'POST /admin/vacate-requests/complete': take('vacate'),
    'GET /admin/reports': ok(
      [
        {
          _id: 'r-1',
          type: 'House',
          description: 'Sawirada ma furmayaan',
          created_date: '2026-03-02T08:00:00.000Z',
          user: sender,
        },
      ],
      null,
    ),
    'GET /admin/property-requests': ok(
      [
        {
          _id: 'p-1',
          region: 'Mogadishu',
          district: 'Hodan',
          customer_type: 'renter',
          property_type: 'House',
          service: 'Kiro',
          description: 'Guri 3 qol ah',
          created_date: '2026-03-01T08:00:00.000Z',
          user: sender,
        },
      ],
      null,
    ),
  };
}

const verificationText = 'Maxamed Cali asks to verify Villa Hodan';

describe('AdminPage', { timeout: 20_000 }, () => {
  it("tells someone who is not admin 'Not allowed' and asks the server nothing", async () => {
    const fetchMock = stubApi(adminServer());
    renderAdmin(testUser);
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens on verification requests with the sender, the date and the listing', async () => {
    stubApi(adminServer());
    renderAdmin();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin lists' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Verification requests',
      'Vacate requests',
      'Reports',
      'Property requests',
      'SMS',
    ]);
    const row = within(await screen.findByRole('article', { name: verificationText }));
    expect(row.getByText('04-March-2026')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Open listing' }).getAttribute('href')).toBe(
      `/default/${LISTING_ID}`,
    );
  });

  // Either answer takes the request off the list, and only its own route is called.
  it.each([
    { button: 'Approve', done: messages.acceptedSuccessfully, route: 'approve', other: 'decline' },
    { button: 'Decline', done: messages.declinedSuccessfully, route: 'decline', other: 'approve' },
  ])(
    '$button a verification request by its notification id',
    async ({ button, done, route, other }) => {
      const fetchMock = stubApi(adminServer());
      renderAdmin();
      const row = within(await screen.findByRole('article', { name: verificationText }));
      await userEvent.click(row.getByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(jsonSentTo(fetchMock, `POST /admin/verification-requests/${route}`)).toEqual({
        notificationId: 'v-1',
      });
      expect(callsTo(fetchMock, `POST /admin/verification-requests/${other}`)).toHaveLength(0);
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: verificationText })).toBeNull(),
      );
      expect(await screen.findByText('No listing is waiting for verification.')).toBeTruthy();
    },
  );

  it('completes a vacate request', async () => {
    const fetchMock = stubApi(adminServer());
    renderAdmin();
    await userEvent.click(screen.getByRole('tab', { name: 'Vacate requests' }));
    const name = 'Maxamed Cali asks to vacate Villa Hodan';
    const row = within(await screen.findByRole('article', { name }));
    await userEvent.click(row.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText(messages.success)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /admin/vacate-requests/complete')).toEqual({
      notificationId: 'x-1',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
  });

  it('lists reports and property requests with their sender, date and text', async () => {
    stubApi(adminServer());
    renderAdmin();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    const report = within(await screen.findByRole('article', { name: /Faadumo Warsame/ }));
    expect(report.getByText('faadumo@example.so')).toBeTruthy();
    expect(report.getByText('02-March-2026')).toBeTruthy();
    // Named as the report form names it: the stored 'House' is a complaint, Cabasho.
    expect(report.getByText('Cabasho')).toBeTruthy();
    expect(report.queryByText('House')).toBeNull();
    expect(report.getByText('Sawirada ma furmayaan')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Property requests' }));
    const request = within(await screen.findByRole('article', { name: /01-March-2026/ }));
    expect(request.getByText('Kiro')).toBeTruthy();
    expect(request.getByText('Hodan, Mogadishu')).toBeTruthy();
    expect(request.getByText('Guri 3 qol ah')).toBeTruthy();
  });
});
