import { useMutation } from '@tanstack/react-query';
import type { accountContract } from '@rentals/shared';
import { userCall } from '../../../shared/api/body-call';

/** POST /users/login/google with the credential Google's button handed over. */
export const googleLogin = userCall<typeof accountContract.googleLogin>({
  method: 'POST',
  path: '/users/login/google',
});

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
