import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { expectFieldProblem, expectEmptyFieldRefused } from '../../../test/field-problem';
import { setTextMode } from '../../../test/i18n';
import { renderPage, sentBody, stubFetch } from '../../../test/render';
import { LoginPage } from './login-page';

const renderLogin = () => renderPage('/login', <LoginPage />);

describe('LoginPage', () => {
  it("warns 'fill the blank' on an empty e-mail and sends nothing", async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'sent' });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await expectEmptyFieldRefused(fetchMock, 'Email', messages.fillTheBlank);
  });

  it("shows 'User not exist' when the e-mail is unknown (400 not_found)", async () => {
    const fetchMock = stubFetch(400, {
      success: false,
      status: 400,
      message: 'no user with this e-mail',
      code: 'not_found',
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Email'), 'nobody@example.so');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findAllByText(messages.userNotExist)).length).toBeGreaterThan(0);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/login/email');
    expect(sentBody(fetchMock)).toEqual({ userEmail: 'nobody@example.so' });
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('moves to the code step once the code was sent', async () => {
    stubFetch(200, { success: true, data: 'sent' });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Email'), 'hodan@example.so');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // Focus goes where the person types next: the code.
    const code = await screen.findByLabelText('Code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/signup');
  });
});

describe('LoginPage by phone (issue 34)', () => {
  afterEach(() => setTextMode('spec'));

  it('offers the phone first in Somali, and sends the number as E.164', async () => {
    setTextMode('so');
    const fetchMock = stubFetch(200, { success: true, data: 'sent' });
    renderLogin();
    const choices = await screen.findAllByRole('radio');
    expect(choices.map((c) => c.textContent)).toEqual(['Telefoon', 'Iimayl']);
    expect(choices[0]!.getAttribute('aria-checked')).toBe('true');
    await userEvent.type(screen.getByLabelText('Lambarka telefoonka'), '0615 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Dir koodh' }));
    await screen.findByLabelText('Koodh');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/login/phone');
    expect(sentBody(fetchMock)).toEqual({ phone: '+252615123456' });
  });

  it('refuses a number that is not a mobile one and sends nothing', async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'sent' });
    renderLogin();
    await userEvent.click(await screen.findByRole('radio', { name: 'Phone' }));
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '01 850 000');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await expectFieldProblem(phone, 'Enter a mobile number, such as 061 5123456.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
