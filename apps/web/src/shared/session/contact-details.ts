import type { QueryClient } from '@tanstack/react-query';
import type { accountContract, ProfileValues, User } from '@rentals/shared';
import { call } from '../api/client';
import { userQueryKey } from './user';

/** What a renter gives with a request: the number the owner calls (and, for a property, a district). */
export type ContactDetails = Partial<Pick<User, 'contact' | 'district'>>;

/**
 * Saves the renter's details to their profile before a request, when they changed (POST
 * /users/update {id, data}): the owner reads the number there. The cached user follows.
 */
export async function saveContactDetails(
  queryClient: QueryClient,
  user: User,
  details: ContactDetails,
): Promise<void> {
  const changed = Object.entries(details).some(
    ([key, value]) => user[key as keyof ContactDetails] !== value,
  );
  if (!changed) return;
  await call<typeof accountContract.updateProfile>(
    { method: 'POST', path: '/users/update' },
    // The district comes from the picker of DISTRICTS; the server checks it all the same.
    { body: { id: user._id, data: details as Pick<ProfileValues, 'contact' | 'district'> } },
  );
  queryClient.setQueryData<User>(userQueryKey, (current) =>
    current ? { ...current, ...details } : current,
  );
}
