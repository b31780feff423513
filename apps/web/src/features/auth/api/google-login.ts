import { useMutation } from '@tanstack/react-query';
import type { googleLoginBody, User } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { toUser } from '../../../shared/session/user';

export type GoogleLoginInput = ReturnType<typeof googleLoginBody.parse>;

/** POST /users/login/google with the credential Google's button handed over. */
export const googleLogin = async (body: GoogleLoginInput) =>
  toUser(await api.post<User>('/users/login/google', body));

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
