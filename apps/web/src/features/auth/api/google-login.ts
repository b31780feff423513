import { useMutation } from '@tanstack/react-query';
import type { accountContract } from '@rentals/shared';
import { bodyCall } from '../../../shared/api/client';
import { answeringUser } from '../../../shared/session/user';

/** POST /users/login/google with the credential Google's button handed over. */
export const googleLogin = answeringUser(
  bodyCall<typeof accountContract.googleLogin>({ method: 'POST', path: '/users/login/google' }),
);

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
