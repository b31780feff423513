import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { messageText } from '../../../shared/i18n/message-text';
import { useMutation } from '@tanstack/react-query';
import { messages, type accountContract } from '@rentals/shared';
import { ApiError, bodyCall } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { answeringUser, useSetUser } from '../../../shared/session/user';

/** POST /users/email-change/verify {otp}: the code from the new address; answers the user. */
export const confirmEmailChange = answeringUser(
  bodyCall<typeof accountContract.verifyEmailChange>({
    method: 'POST',
    path: '/users/email-change/verify',
  }),
);

/** On success the client holds the user with the new address. */
export function useConfirmEmailChange() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: setUser });
}

/**
 * What to say when the code is refused: a wrong code says so plainly, an expired or locked code
 * and a limit say the server's words, an address someone registered meanwhile 'email already
 * taken'; anything else the shared handler's text.
 */
export function emailCodeErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'invalid_code') return t`Wrong code: check the e-mail and try again`;
    if (err.code === 'conflict') return messageText(i18n, messages.emailTaken);
    if (err.code === 'code_expired' || err.status === 429)
      return messageText(i18n, err.message, err.code);
  }
  return apiErrorMessage(err);
}
