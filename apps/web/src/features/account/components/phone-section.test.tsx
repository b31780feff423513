import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { renderPage, testUser } from '../../../test/render';
import { PhoneSection } from './phone-section';

const E164 = '+252615123456';

describe('PhoneSection (issue 34)', () => {
  it('adds a number once the code sent to it by SMS comes back, then offers SMS alerts', async () => {
    const fetchMock = stubApi({
      'POST /users/phone': ok('sent'),
      'POST /users/phone/verify': ok({ ...testUser, phone: E164 }),
      'POST /users/sms-alerts': ok({ ...testUser, phone: E164, sms_alerts: true }),
    });
    renderPage('/edit-profile', <PhoneSection />, testUser);
    const alerts = screen.getByRole<HTMLInputElement>('checkbox');
    // No number yet: nothing to send alerts to.
    expect(alerts.disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('Phone number'), '0615 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(jsonSentTo(fetchMock, 'POST /users/phone')).toEqual({ phone: E164 });
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByText(E164)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /users/phone/verify')).toEqual({ otp: '123456' });

    await waitFor(() => expect(alerts.disabled).toBe(false));
    await userEvent.click(alerts);
    await waitFor(() => expect(alerts.checked).toBe(true));
    expect(jsonSentTo(fetchMock, 'POST /users/sms-alerts')).toEqual({ on: true });
  });

  it('says when the number is another account’s, and when the code is wrong', async () => {
    stubApi({
      'POST /users/phone': ok('taken'),
    });
    renderPage('/edit-profile', <PhoneSection />, testUser);
    await userEvent.type(screen.getByLabelText('Phone number'), '0615 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(
      (await screen.findAllByText('This number belongs to another account.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Code from the SMS')).toBeNull();

    stubApi({
      'POST /users/phone': ok('sent'),
      'POST /users/phone/verify': fail(400, 'Login code error', 'invalid_code'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(
      (await screen.findAllByText('Wrong code: check the SMS and try again')).length,
    ).toBeGreaterThan(0);
  });
});
