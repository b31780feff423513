import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast';
import { i18n } from '@lingui/core';
import { messages, type favoriteBody, type favoritesContract, type User } from '@rentals/shared';
import { callData } from '../api/client';
import { toastApiError } from '../api/toast-api-error';
import { messageText } from '../i18n/message-text';
import { userQueryKey } from '../session/user';
import { listingKeys } from './listing-keys';

export type FavoriteInput = ReturnType<typeof favoriteBody.parse> & { add: boolean };

/** POST /users/addFavorite or /users/removeFavorite: the favourites after the call. */
export const toggleFavorite = ({ add, propertyId, userId }: FavoriteInput) => {
  const body = { propertyId, userId };
  return add
    ? callData<typeof favoritesContract.addFavorite>(
        { method: 'POST', path: '/users/addFavorite' },
        { body },
      )
    : callData<typeof favoritesContract.removeFavorite>(
        { method: 'POST', path: '/users/removeFavorite' },
        { body },
      );
};

const withFavorites = (favorites: string[]) => (user: User | undefined) =>
  user ? { ...user, favorites } : user;

/**
 * Toggles a favourite. The heart changes at once (slow networks); the server's list then
 * replaces the guess, a no-op warns 'not updated', and a failure puts the old list back.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async ({ add, propertyId }) => {
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      const before = queryClient.getQueryData<User>(userQueryKey)?.favorites ?? [];
      const guess = add
        ? [...before.filter((id) => id !== propertyId), propertyId]
        : before.filter((id) => id !== propertyId);
      queryClient.setQueryData<User>(userQueryKey, withFavorites(guess));
      return { before };
    },
    onSuccess: (result, { userId }) => {
      queryClient.setQueryData<User>(userQueryKey, withFavorites(result.favorites));
      if (!result.updated) toast.warn(messageText(i18n, messages.notUpdated));
      void queryClient.invalidateQueries({ queryKey: listingKeys.favorites(userId) });
    },
    onError: (err, _input, context) => {
      if (context) queryClient.setQueryData<User>(userQueryKey, withFavorites(context.before));
      toastApiError(err);
    },
  });
}
