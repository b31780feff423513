import { useMutation } from '@tanstack/react-query';
import type { accountContract, googleLoginBody } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { toUser } from '../../../shared/session/user';

export type GoogleLoginInput = ReturnType<typeof googleLoginBody.parse>;

/** POST /users/login/google with the credential Google's button handed over. */
export const googleLogin = async (body: GoogleLoginInput) =>
  toUser(
    (
      await call<typeof accountContract.googleLogin>(
        { method: 'POST', path: '/users/login/google' },
        { body },
      )
    ).data,
  );

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
