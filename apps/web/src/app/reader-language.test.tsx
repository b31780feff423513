import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyApartmentRequest, NotificationWrapper } from '@rentals/shared';
import { ok, stubApi } from '../test/api-stub';
import { aHall, aHallEvent } from '../test/hall-fixtures';
import { setTextMode } from '../test/i18n';
import { aNotification } from '../test/notification-fixtures';
import { aListing } from '../test/owner-fixtures';
import { renderRoutes, testUser } from '../test/render';
import { AdminPage } from '../features/admin/components/admin-page';
import { MyAccountPage } from '../features/account/components/my-account-page';
import { EventFields } from '../features/halls/components/event-fields';
import { EventWhen } from '../features/halls/components/owner-event-row';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { apiErrorMessage } from '../shared/api/toast-api-error';
import { networkError } from '../shared/api/client';
import { FacilityGroups } from '../shared/forms/facility-groups';

/**
 * Issue 32 item 9: every text the app writes itself (a listing's title from its type and
 * district, an apartment's type, a facility, an event type, the offline error) is in the
 * reader's language, never English inside a Somali sentence nor Somali inside an English one.
 */

/** A business premises without a name: the server writes its title from its type and district. */
const unnamed = (overrides: Parameters<typeof aNotification>[0] = {}) =>
  aNotification({
    ...overrides,
    property: {
      name: 'Business in Waaberi',
      title: { name: '', type: 'business', district: 'Waaberi' },
    } as Partial<NonNullable<NotificationWrapper['property']>>,
  });

const inbox = (items: NotificationWrapper[]) => {
  stubApi({
    [`GET /notifications/notifier/${testUser._id}`]: ok(items, null),
    'POST /notifications/read': ok('success'),
    'GET /users/login/authorization': ok(testUser),
  });
  renderRoutes({
    path: `/notifications/${testUser._id}`,
    routes: [{ path: '/notifications/:id', element: <NotificationsPage /> }],
    user: testUser,
  });
};

describe("a listing's title in the reader's language", { timeout: 20_000 }, () => {
  it("writes an unnamed listing's title in Somali in the owner's inbox", async () => {
    setTextMode('so');
    inbox([unnamed()]);
    const heading = await screen.findByRole('heading', { level: 2, name: /Waaberi/ });
    expect(heading.textContent).toContain('Goob ganacsi ku yaal Waaberi');
    expect(heading.textContent).not.toContain('Business in');
  });

  it("writes it in English in the owner's inbox in English", async () => {
    setTextMode('en');
    inbox([unnamed()]);
    const heading = await screen.findByRole('heading', { level: 2, name: /Waaberi/ });
    expect(heading.textContent).toBe('Faadumo Warsame wants to rent Business in Waaberi');
  });

  it('keeps a named listing its own name, in either language', async () => {
    setTextMode('so');
    inbox([
      aNotification({
        property: { title: { name: 'Villa Hodan', type: 'house', district: 'Hodan' } } as Partial<
          NonNullable<NotificationWrapper['property']>
        >,
      }),
    ]);
    const heading = await screen.findByRole('heading', { level: 2, name: /Villa Hodan/ });
    expect(heading.textContent).not.toContain('ku yaal');
  });

  it("writes it in Somali in the admin console's requests", async () => {
    setTextMode('so');
    const request = unnamed({
      notification: { _id: 'v-1', type: 'property-verification-request', notifier: 'admin' },
      user: { name: 'Maxamed Cali' },
    });
    stubApi({
      'GET /admin/verification-requests': ok([request], null),
      'GET /admin/vacate-requests': ok([], null),
      'GET /admin/reports': ok([], null),
      'GET /admin/property-requests': ok([], null),
    });
    renderRoutes({
      path: '/admin',
      routes: [{ path: '/admin', element: <AdminPage /> }],
      user: { ...testUser, account_type: 'admin' },
    });
    const row = await screen.findByRole('article', { name: /Maxamed Cali/ });
    expect(row.textContent).toContain('Goob ganacsi ku yaal Waaberi');
    expect(row.textContent).not.toContain('Business in');
  });
});

describe('generated texts in the reader’s language', { timeout: 20_000 }, () => {
  it("names an apartment's type in Somali on My account", async () => {
    setTextMode('so');
    const request: MyApartmentRequest = {
      building: aListing({
        _id: 'd0000000-0000-4000-8000-000000000004',
        kind: 'Apartment',
        type: 'Apartment',
        name: 'Daarta Hodan',
      }),
      owner: 'd0000000-0000-4000-8000-000000000005',
      record: {
        _id: 'd0000000-0000-4000-8000-000000000006',
        status: 'pending',
        apartment_address: 'A-12',
        apartment_type: '2-bedroom apartment',
        created_date: '2026-03-07T10:00:00.000Z',
        status_date: '2026-03-09T10:00:00.000Z',
      },
    };
    stubApi({
      [`GET /users/favoriteProperties/${testUser._id}`]: ok([], null),
      [`GET /users/pendingProperties/${testUser._id}`]: ok([]),
      [`GET /users/rentedProperties/${testUser._id}`]: ok([]),
      'GET /apartments/my-requests': ok([request]),
    });
    renderRoutes({
      path: '/myaccount',
      routes: [{ path: '/myaccount', element: <MyAccountPage /> }],
      user: testUser,
    });
    const tabs = await screen.findAllByRole('tab');
    await userEvent.click(tabs[1]!);
    const line = await screen.findByText(/A-12/);
    expect(line.textContent).toBe('Abaartamenti A-12 · Abaartamenti 2 qol jiif ah');
  });

  it('names the facilities of the property form in Somali', async () => {
    setTextMode('so');
    const { container } = render(
      <FacilityGroups
        categories={['Entertainment', 'Internet', 'Kitchen']}
        selected={{}}
        onToggle={() => undefined}
      />,
    );
    // the checkboxes' labels and the groups' names, as a person reads them
    const text = container.querySelector('fieldset')?.textContent ?? '';
    expect(text).not.toMatch(/\bMicrowave\b/);
    expect(text).not.toMatch(/\bTV\b/);
    expect(text).not.toMatch(/\bInternet\b/);
  });

  it('names the event types in English in English, and in Somali in Somali', () => {
    setTextMode('en');
    const hall = aHall();
    const values = {
      type: 'Meher',
      starting_time: '16:00',
      ending_time: '20:00',
      num_attendees: '100',
      food: '',
      cake: '',
      engravement_name: '',
    };
    const { unmount } = render(
      <EventFields hall={hall} values={values} onChange={() => undefined} />,
    );
    const options = within(screen.getByRole('combobox', { name: 'Event type' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).not.toContain('Xaflad');
    expect(options).not.toContain('Dhalasho');
    expect(options.join(' ')).toMatch(/Wedding/);
    // the stored value is still the spec's word
    expect((screen.getByRole('combobox', { name: 'Event type' }) as HTMLSelectElement).value).toBe(
      'Meher',
    );
    unmount();
    const when = render(<EventWhen info={aHallEvent().event_info} day="14-June-2030" />);
    expect(screen.getByText(/14-June-2030/).textContent).toMatch(/^Wedding/);
    when.unmount();
    setTextMode('so');
    render(<EventFields hall={hall} values={values} onChange={() => undefined} />);
    expect(
      within(screen.getByRole('combobox', { name: 'Nooca xafladda' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Meher', 'Xaflad', 'Dhalasho', 'Midna']);
  });

  it('tells a call that got no answer in the reader’s language, not the browser’s "Failed to fetch"', () => {
    const offline = networkError(new TypeError('Failed to fetch'));
    setTextMode('so');
    const somali = apiErrorMessage(offline);
    expect(somali).not.toContain('Failed to fetch');
    expect(somali).toMatch(/internet/i);
    setTextMode('en');
    const english = apiErrorMessage(offline);
    expect(english).not.toContain('Failed to fetch');
    expect(english).toMatch(/connection|offline/i);
  });
});
