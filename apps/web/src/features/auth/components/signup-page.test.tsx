import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { renderPage, sentBody, stubFetch } from '../../../test/render';
import { SignUpPage } from './signup-page';

const renderSignUp = () => renderPage('/signup', <SignUpPage />);

describe('SignUpPage', () => {
  it('warns when name or e-mail is empty and sends nothing', async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'sent' });
    renderSignUp();
    await userEvent.type(await screen.findByLabelText('Name'), 'Hodan Cali');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findAllByText(messages.fillEmptyFields)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the code field disabled until the first step succeeds', async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'sent' });
    renderSignUp();
    const code = await screen.findByLabelText<HTMLInputElement>('Code');
    expect(code.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('Name'), 'Hodan Cali');
    await userEvent.type(screen.getByLabelText('Email'), 'hodan@example.so');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(code.disabled).toBe(false));
    // After "Send code", focus goes to the code field (it dropped to the page).
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/signup');
    expect(sentBody(fetchMock)).toEqual({ name: 'Hodan Cali', email: 'hodan@example.so' });
  });

  it("shows 'User exist!!!' when the e-mail already has an account (409)", async () => {
    stubFetch(409, { success: false, status: 409, message: 'exists', code: 'conflict' });
    renderSignUp();
    await userEvent.type(await screen.findByLabelText('Name'), 'Hodan Cali');
    await userEvent.type(screen.getByLabelText('Email'), 'hodan@example.so');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findAllByText(messages.userExists)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>('Code').disabled).toBe(true);
  });
});

describe('SignUpPage by phone (issue 34)', () => {
  it('sends the name and the number, then the code with the number', async () => {
    const fetchMock = stubFetch(200, { success: true, data: 'sent' });
    renderSignUp();
    await userEvent.click(await screen.findByRole('radio', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Hodan Cali');
    await userEvent.type(screen.getByLabelText('Phone number'), '61-512-3456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sentBody(fetchMock)).toEqual({ name: 'Hodan Cali', phone: '+252615123456' });
    const code = await screen.findByLabelText<HTMLInputElement>('Code');
    await waitFor(() => expect(code.disabled).toBe(false));
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      otp: '123456',
      phone: '+252615123456',
      type: 'signup',
    });
  });
});
