import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, Reply, stubApi } from '../../../test/api-stub';
import { renderRoutes, sentBody, stubFetch, testUser } from '../../../test/render';
import { useUser } from '../../../shared/session/user';
import { EditProfilePage } from './edit-profile-page';

function AccountPage() {
  const { user } = useUser();
  return <p>account page of {user.email}</p>;
}

const routes = [
  { path: '/edit-profile', element: <EditProfilePage /> },
  { path: '/myaccount', element: <AccountPage /> },
];

const NEW_EMAIL = 'hodan.new@example.so';

/** Types a new e-mail and saves: the server answers that a code went to it. */
async function changeEmail(verify: unknown) {
  const fetchMock = stubApi({
    'POST /users/update': { success: true, data: 'success', pendingEmail: NEW_EMAIL },
    'POST /users/email-change/verify': verify,
    'GET /users/login/authorization': ok(testUser),
  });
  renderRoutes({ path: '/edit-profile', routes, user: testUser });
  const email = await screen.findByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, NEW_EMAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return fetchMock;
}

describe('EditProfilePage', () => {
  it('goes back to /myaccount without a call when nothing changed', async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'success' });
    renderRoutes({ path: '/edit-profile', routes, user: testUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/account page/)).toBeTruthy();
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
    expect(screen.queryByText(/account page/)).toBeNull();
  });

  it('asks for the code sent to a new e-mail, with focus on it, and shows the address once confirmed', async () => {
    const fetchMock = await changeEmail(ok({ ...testUser, email: NEW_EMAIL }));
    const code = await screen.findByLabelText('Code from the e-mail');
    expect(document.activeElement).toBe(code);
    expect(screen.getByText(NEW_EMAIL)).toBeTruthy();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findByText(`account page of ${NEW_EMAIL}`)).toBeTruthy();
    expect(await screen.findByText(`Your e-mail address is now ${NEW_EMAIL}`)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /users/email-change/verify')).toEqual({ otp: '123456' });
  });

  it('shows a refused code beside the field and as a toast, and keeps asking', async () => {
    const refusal = new Reply(400, {
      success: false,
      status: 400,
      message: messages.loginCodeError,
      code: 'invalid_code',
    });
    const fetchMock = await changeEmail(refusal);
    const code = await screen.findByLabelText('Code from the e-mail');
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    const wrong = 'Wrong code: check the e-mail and try again';
    expect(await screen.findAllByText(wrong)).toHaveLength(2);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const described = code.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe(wrong);
    expect(document.activeElement).toBe(code);
    expect(callsTo(fetchMock, 'POST /users/email-change/verify')).toHaveLength(1);
    expect(screen.queryByText(/account page/)).toBeNull();
  });

  it("says 'email already taken' when someone registered the address before the code", async () => {
    await changeEmail(
      new Reply(409, {
        success: false,
        status: 409,
        message: messages.emailTaken,
        code: 'conflict',
      }),
    );
    await userEvent.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findAllByText(messages.emailTaken)).toHaveLength(2);
  });
});
