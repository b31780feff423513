import { queryOptions, useQuery } from '@tanstack/react-query';
import type { accountContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';

/**
 * The owner's booking for someone else looks the person up only once the entry holds the
 * mail provider's domain: an '@' followed by a name with a dot ('hodan@example.so').
 */
export const looksLikeEmail = (entry: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(entry.trim());

/** GET /users/find/user?email: the person, or 404 'There is no user'. */
export const findUserQueryOptions = (email: string) =>
  queryOptions({
    ...callQueryOptions<typeof accountContract.findUser>(
      ['users', 'find', email.trim().toLowerCase()],
      { method: 'GET', path: '/users/find/user' },
      { query: { email: email.trim() } },
    ),
    retry: false,
    staleTime: 60_000,
  });

export const useFindUser = (email: string) =>
  useQuery({ ...findUserQueryOptions(email), enabled: looksLikeEmail(email) });
