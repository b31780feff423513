import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { accountContract } from '@rentals/shared';
import { ApiError, callData } from '../../../shared/api/client';
import { messageText } from '../../../shared/i18n/message-text';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { toUser, useSetUser } from '../../../shared/session/user';

/** POST /users/phone {phone}: a code by SMS to the new number; answers 'sent' or 'taken'. */
export const startPhoneChange = (phone: string) =>
  callData<typeof accountContract.startPhoneChange>(
    { method: 'POST', path: '/users/phone' },
    { body: { phone } },
  );

/** POST /users/phone/verify {otp}: the number becomes the account's; answers the user. */
export const confirmPhoneChange = async (otp: string) =>
  toUser(
    await callData<typeof accountContract.verifyPhoneChange>(
      { method: 'POST', path: '/users/phone/verify' },
      { body: { otp } },
    ),
  );

/** POST /users/sms-alerts {on}: alerts by SMS too, or not; answers the user. */
export const chooseSmsAlerts = async (on: boolean) =>
  toUser(
    await callData<typeof accountContract.chooseSmsAlerts>(
      { method: 'POST', path: '/users/sms-alerts' },
      { body: { on } },
    ),
  );

export const useStartPhoneChange = () => useMutation({ mutationFn: startPhoneChange });

/** Each answers the user: the client holds it at once. */
export function useConfirmPhoneChange() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: confirmPhoneChange, onSuccess: setUser });
}
export function useChooseSmsAlerts() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: chooseSmsAlerts, onSuccess: setUser });
}

/** A refused number or code, in the page's words; the server's own for limits and expiry. */
export function phoneErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'invalid_code') return t`Wrong code: check the SMS and try again`;
    if (err.code === 'conflict') return t`This number belongs to another account.`;
    if (err.code === 'code_expired' || err.status === 429 || err.status === 503)
      return messageText(i18n, err.message, err.code);
  }
  return apiErrorMessage(err);
}
