import { i18n } from '@lingui/core';
import { messageText } from '../../../shared/i18n/message-text';
import { useMutation } from '@tanstack/react-query';
import { messages, type accountContract } from '@rentals/shared';
import { ApiError, bodyCall } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';

/** POST /users/signup: the server e-mails a 6-digit code and answers 'sent'. */
export const signUp = bodyCall<typeof accountContract.signup>({
  method: 'POST',
  path: '/users/signup',
});

export const useSignUp = () => useMutation({ mutationFn: signUp });

/** 409 is an e-mail that already has an account; 429 carries the server's own words. */
export function signUpErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 409) return messageText(i18n, messages.userExists);
  if (err instanceof ApiError && err.status === 429)
    return messageText(i18n, err.message, err.code);
  return apiErrorMessage(err);
}
