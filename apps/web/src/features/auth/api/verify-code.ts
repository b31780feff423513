import { i18n } from '@lingui/core';
import { messageText } from '../../../shared/i18n/message-text';
import { useMutation } from '@tanstack/react-query';
import { messages, type accountContract } from '@rentals/shared';
import { ApiError, bodyCall } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { answeringUser } from '../../../shared/session/user';

/** POST /users/varify-login-otp (spelt so): answers the user and sets the session cookie. */
export const verifyCode = answeringUser(
  bodyCall<typeof accountContract.verifyLoginCode>({
    method: 'POST',
    path: '/users/varify-login-otp',
  }),
);

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });

/** A wrong code is 'Login code error'; an expired code or too many tries show the server's text. */
export function verifyCodeErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'invalid_code') return messageText(i18n, messages.loginCodeError);
    if (err.code === 'code_expired' || err.code === 'too_many_tries')
      return messageText(i18n, err.message, err.code);
    if (err.status === 429) return messageText(i18n, err.message, err.code);
  }
  return apiErrorMessage(err);
}
