import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { renderRoutes, sentBody, stubFetch, testUser } from '../../../test/render';
import { EditProfilePage } from './edit-profile-page';

const routes = [
  { path: '/edit-profile', element: <EditProfilePage /> },
  { path: '/myaccount', element: <p>account page</p> },
];

describe('EditProfilePage', () => {
  it('goes back to /myaccount without a call when nothing changed', async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'success' });
    renderRoutes({ path: '/edit-profile', routes, user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('account page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends only the changed fields and shows 'email already taken' on 'taken'", async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'taken' });
    renderRoutes({ path: '/edit-profile', routes, user: testUser });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'other@example.so');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.emailTaken)).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ id: testUser._id, data: { email: 'other@example.so' } });
    expect(screen.queryByText('account page')).toBeNull();
  });
});
