import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@rentals/shared';
import { api } from '../api/client';
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
  await api.post<'success' | 'taken'>('/users/update', { id: user._id, data: details });
  queryClient.setQueryData<User>(userQueryKey, (current) =>
    current ? { ...current, ...details } : current,
  );
}
