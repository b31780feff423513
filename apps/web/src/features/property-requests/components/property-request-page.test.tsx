import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { expectEmptyFieldRefused } from '../../../test/field-problem';
import { renderRoutes, testUser } from '../../../test/render';
import { PropertyRequestPage } from './property-request-page';
import { RequestChooserPage } from './request-chooser-page';

const routes = [
  { path: '/property-request', element: <RequestChooserPage /> },
  { path: '/property-request/:type', element: <PropertyRequestPage /> },
  { path: '/', element: <p>home page</p> },
];
const renderAt = (path: string) => renderRoutes({ path, routes, user: testUser });

describe('post request', () => {
  it('offers the customer and owner forms', async () => {
    stubApi({});
    renderAt('/property-request');
    await userEvent.click(await screen.findByRole('link', { name: /I have a property/ }));
    expect(await screen.findByRole('heading', { name: 'I have a property' })).toBeTruthy();
    expect((screen.getByLabelText('Customer type') as HTMLSelectElement).value).toBe('seller');
  });

  it("warns 'PLease the fill' without a service and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderAt('/property-request/customer');
    await userEvent.type(await screen.findByLabelText('Description'), 'A 3-room house');
    await userEvent.click(screen.getByRole('button', { name: 'Post request' }));
    expect((await screen.findAllByText(messages.pleaseTheFill)).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
    // The toast, and the words under the services, whose first choice has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
  });

  it("warns 'PLease the fill' without a description and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderAt('/property-request/customer');
    await userEvent.click(await screen.findByRole('radio', { name: /Kiro/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Post request' }));
    await expectEmptyFieldRefused(fetchMock, 'Description', messages.pleaseTheFill);
  });

  it("sends the request as the signed-in customer, says 'success' and goes home", async () => {
    const fetchMock = stubApi({ 'POST /propertyrequest/add': ok('success') });
    renderAt('/property-request/customer');
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'Mogadishu');
    await userEvent.type(screen.getByLabelText('District'), 'Hodan');
    await userEvent.selectOptions(screen.getByLabelText('Property type'), 'House');
    await userEvent.click(screen.getByRole('radio', { name: /Kiro/ }));
    await userEvent.type(screen.getByLabelText('Description'), 'A 3-room house near Hodan');
    await userEvent.click(screen.getByRole('button', { name: 'Post request' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByText(messages.success)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /propertyrequest/add')).toEqual({
      request: {
        region: 'Mogadishu',
        district: 'Hodan',
        customer_type: 'buyer',
        property_type: 'House',
        service: 'Kiro',
        description: 'A 3-room house near Hodan',
        customer: testUser._id,
      },
    });
  });

  it('sends an unknown type back to the chooser', async () => {
    stubApi({});
    renderAt('/property-request/landlord');
    expect(await screen.findByRole('heading', { name: 'Post a request' })).toBeTruthy();
  });
});
