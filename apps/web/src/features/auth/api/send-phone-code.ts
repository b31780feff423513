import { useMutation } from '@tanstack/react-query';
import type { accountContract, loginPhoneBody } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

export type LoginPhoneInput = ReturnType<typeof loginPhoneBody.parse>;

/** POST /users/login/phone: the server sends a 6-digit code by SMS and answers 'sent'. */
export const sendPhoneLoginCode = (body: LoginPhoneInput) =>
  callData<typeof accountContract.loginPhone>(
    { method: 'POST', path: '/users/login/phone' },
    { body },
  );

export const useSendPhoneLoginCode = () => useMutation({ mutationFn: sendPhoneLoginCode });
