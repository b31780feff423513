import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_USER, type accountContract, type User } from '@rentals/shared';
import { ApiError, call } from '../api/client';

/** The signed-in user lives in the query cache under this key; EMPTY_USER when signed out. */
export const userQueryKey = ['auth', 'user'] as const;

/** Fills fields the server left out, so the rest of the client can rely on the full shape. */
export const toUser = (data: Partial<User>): User => ({ ...EMPTY_USER, ...data });

/** A call that answers the user (a sign-in, a confirmed change), answering the full shape. */
export const answeringUser =
  <I>(send: (input: I) => Promise<Partial<User>>) =>
  async (input: I) =>
    toUser(await send(input));

/** GET /users/login/authorization: the user, or EMPTY_USER when the answer is 401. */
export async function fetchSessionUser(): Promise<User> {
  try {
    const answer = await call<typeof accountContract.authorization>(
      { method: 'GET', path: '/users/login/authorization' },
      {},
    );
    return toUser(answer.data);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return EMPTY_USER;
    throw err;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: fetchSessionUser,
    staleTime: Infinity,
    retry: false,
  });

export const isSignedIn = (user: User): boolean => user._id !== '';

/** The current user (EMPTY_USER while unknown or signed out) and whether the check is pending. */
export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? EMPTY_USER, isPending: query.isPending };
}

/** Replaces the user held by the client, e.g. after sign-in or when authorisation fails. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return useCallback((user: User) => queryClient.setQueryData(userQueryKey, user), [queryClient]);
}
