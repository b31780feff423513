import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileValues } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { randomToken } from '../../../shared/lib/random-token';
import { userQueryKey } from '../../../shared/session/user';

/** 'taken' means the new e-mail belongs to another account. */
export type UpdateProfileResult = 'success' | 'taken';

export type UpdateProfileInput = { userId: string; values: ProfileValues; picture?: File };

/**
 * POST /users/update: JSON {id, data} without a picture; with one, multipart
 * {userId, folder, picture, updatedValues (JSON text)}.
 */
export function updateProfile({ userId, values, picture }: UpdateProfileInput) {
  if (!picture) {
    return api.post<UpdateProfileResult>('/users/update', { id: userId, data: values });
  }
  const form = new FormData();
  form.append('userId', userId);
  form.append('folder', `${userId}/profile/${randomToken()}`);
  form.append('picture', picture);
  form.append('updatedValues', JSON.stringify(values));
  return api.post<UpdateProfileResult>('/users/update', form);
}

/** After a successful update the user is fetched again (the picture URL comes from the server). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result === 'success') void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
