import { i18n } from '@lingui/core';
import { messageText } from '../../../shared/i18n/message-text';
import { useMutation } from '@tanstack/react-query';
import { messages, type accountContract } from '@rentals/shared';
import { ApiError, bodyCall } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { isMissing } from '../../../shared/api/missing';

/** POST /users/login/email: the server e-mails a 6-digit code and answers 'sent'. */
export const sendLoginCode = bodyCall<typeof accountContract.loginEmail>({
  method: 'POST',
  path: '/users/login/email',
});

export const useSendLoginCode = () => useMutation({ mutationFn: sendLoginCode });

/** 404 is an unknown e-mail; 429 carries the server's own words; the rest is the shared handler. */
export function loginCodeErrorMessage(err: unknown): string {
  if (isMissing(err)) return messageText(i18n, messages.userNotExist);
  if (err instanceof ApiError && err.status === 429)
    return messageText(i18n, err.message, err.code);
  return apiErrorMessage(err);
}
