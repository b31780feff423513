import { useMutation } from '@tanstack/react-query';
import type { accountContract, googleLoginBody } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { toUser } from '../../../shared/session/user';

export type GoogleLoginInput = ReturnType<typeof googleLoginBody.parse>;

/** POST /users/login/google with the credential Google's button handed over. */
export const googleLogin = async (body: GoogleLoginInput) =>
  toUser(
    await callData<typeof accountContract.googleLogin>(
      { method: 'POST', path: '/users/login/google' },
      { body },
    ),
  );

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
