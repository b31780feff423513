import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, FACILITIES_SHOWN, messages, type User } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { testDetail } from '../../../test/listings';
import { renderRoutes, testUser } from '../../../test/render';
import { PropertyDetailPage } from './property-detail-page';
import { describedBy } from '../../../test/described-by';

const detail = testDetail();
const DETAIL = `GET /rentingproperty/find/${detail._id}`;
const routes = [
  { path: '/default/:id', element: <PropertyDetailPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/thankyou/:type', element: <p>thank you page</p> },
];

const renderDetail = (user: User, property = detail, extra = {}) => {
  const fetchMock = stubApi({ [DETAIL]: ok(property), ...extra });
  const rendered = renderRoutes({ path: `/default/${property._id}`, routes, user });
  return { fetchMock, ...rendered };
};

const reserve = async () => userEvent.click(await screen.findByRole('button', { name: 'Reserve' }));

describe('PropertyDetailPage', () => {
  it('shows the facts, six facilities until asked for all, and the WhatsApp link', async () => {
    renderDetail(testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Hodan' })).toBeTruthy();
    expect(screen.getByText('Hodan, Benaadir')).toBeTruthy();
    expect(screen.getByText('220 m²')).toBeTruthy();
    const facilities = screen.getByRole('region', { name: 'Facilities' });
    expect(within(facilities).getAllByRole('listitem')).toHaveLength(FACILITIES_SHOWN);
    await userEvent.click(screen.getByRole('button', { name: /Show all facilities/ }));
    expect(within(facilities).getAllByRole('listitem')).toHaveLength(7);
    const whatsapp = screen.getByRole('link', { name: 'Message on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/252617770000');
    expect(screen.getByRole('link', { name: 'Call the owner' }).getAttribute('href')).toMatch(
      /^tel:/,
    );
  });

  it('sends a visitor who reserves to /login, and asks them to sign in to message', async () => {
    const { router } = renderDetail(
      EMPTY_USER,
      testDetail({ ownerInfo: { ...detail.ownerInfo, contact: null } }),
    );
    expect(await screen.findByRole('link', { name: 'Sign in to message the owner' })).toBeTruthy();
    await reserve();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/default/${detail._id}`, search: '' },
    });
  });

  it("shows the owner no Reserve, but why (you can't rent your property) and the dashboard", async () => {
    renderDetail({ ...testUser, _id: detail.owner });
    expect(await screen.findByText(messages.cannotRentOwn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open its dashboard' }).getAttribute('href')).toBe(
      `/properties/default/${detail._id}/report`,
    );
  });

  it('says a pending property is in process', async () => {
    renderDetail(testUser, testDetail({ status: 'pending' }));
    await reserve();
    expect(await screen.findAllByText(messages.propertyInProcess)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks to 'please fill' the contact and district before sending anything", async () => {
    const { fetchMock } = renderDetail({ ...testUser, contact: '', district: '' });
    await reserve();
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this property' });
    await userEvent.type(within(dialog).getByLabelText('Contact'), '+252 61 1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await screen.findAllByText(messages.pleaseFill)).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The empty field is marked, says why beside it, and has the focus.
    const district = within(dialog).getByLabelText('District');
    await waitFor(() => expect(document.activeElement).toBe(district));
    expect(district.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(district)).toBe(messages.pleaseFill);
    expect(within(dialog).getByLabelText('Contact').getAttribute('aria-invalid')).toBeNull();
  });

  it('saves a changed contact, sends the request and goes to /thankyou/waiting', async () => {
    const { fetchMock, router } = renderDetail(testUser, detail, {
      'POST /users/update': ok('success'),
      'POST /rentingProperty/renting-request/': ok('success'),
    });
    await reserve();
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('District'), 'Wadajir');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('thank you page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thankyou/waiting');
    expect(await screen.findByText(messages.rentRequestSubmitted)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /users/update')).toEqual({
      id: testUser._id,
      data: { contact: testUser.contact, district: 'Wadajir' },
    });
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/renting-request/')).toEqual({
      propertyId: detail._id,
      userId: testUser._id,
      notification: {
        from: testUser._id,
        notifier: detail.owner,
        type: 'rent-request',
        about: detail._id,
      },
    });
  });

  it("keeps an unchanged contact and says 'requested' properties are in process", async () => {
    const { fetchMock } = renderDetail(testUser, detail, {
      'POST /rentingProperty/renting-request/': ok('requested'),
    });
    await reserve();
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(messages.propertyInProcess)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /users/update')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the owner of an unverified property ask for verification once', async () => {
    const owner = { ...testUser, _id: detail.owner };
    const { fetchMock } = renderDetail(owner, testDetail({ verified: false }), {
      'POST /notifications/add': ok('existed'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText(messages.requestAlreadySubmitted)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /notifications/add')).toEqual({
      notification: {
        from: detail.owner,
        notifier: 'admin',
        type: 'property-verification-request',
        about: detail._id,
      },
    });
    expect(
      (await screen.findByRole('button', { name: 'Verification requested' })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
  });

  it("sends a visitor who opens an 'ad' by its address to /login", async () => {
    const { router } = renderDetail(EMPTY_USER, testDetail({ status: 'ad' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/default/${detail._id}`, search: '' },
    });
  });

  it('says when the property does not exist', async () => {
    stubApi({});
    renderRoutes({ path: `/default/${detail._id}`, routes, user: testUser });
    expect(await screen.findByRole('heading', { name: messages.cantFindProperty })).toBeTruthy();
  });
});
