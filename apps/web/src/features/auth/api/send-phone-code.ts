import { useMutation } from '@tanstack/react-query';
import type { accountContract } from '@rentals/shared';
import { bodyCall } from '../../../shared/api/client';

/** POST /users/login/phone: the server sends a 6-digit code by SMS and answers 'sent'. */
export const sendPhoneLoginCode = bodyCall<typeof accountContract.loginPhone>({
  method: 'POST',
  path: '/users/login/phone',
});

export const useSendPhoneLoginCode = () => useMutation({ mutationFn: sendPhoneLoginCode });
