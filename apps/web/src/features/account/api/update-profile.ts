import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { accountContract, CallInput, ProfileValues } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { uploadFolder } from '../../../shared/forms/multipart';
import { userQueryKey } from '../../../shared/session/user';

/**
 * 'taken' means the new e-mail belongs to another account. A new e-mail is not changed yet:
 * `pendingEmail` names it, and the code sent there confirms it (confirm-email-change.ts).
 */
export type UpdateProfileResult = { result: 'success' | 'taken'; pendingEmail?: string };

export type UpdateProfileInput = { userId: string; values: ProfileValues; picture?: File };

type Contract = typeof accountContract.updateProfile;

const send = (body: CallInput<Contract>['body']) =>
  call<Contract>({ method: 'POST', path: '/users/update' }, { body });

/**
 * POST /users/update: JSON {id, data} without a picture; with one, multipart
 * {userId, folder, picture, updatedValues (JSON text)}.
 */
export async function updateProfile({
  userId,
  values,
  picture,
}: UpdateProfileInput): Promise<UpdateProfileResult> {
  let body: CallInput<Contract>['body'] = { id: userId, data: values };
  if (picture) {
    const form = new FormData();
    form.append('userId', userId);
    form.append('folder', uploadFolder(userId, 'profile'));
    form.append('picture', picture);
    form.append('updatedValues', JSON.stringify(values));
    body = form;
  }
  const { data, pendingEmail } = await send(body);
  return { result: data, pendingEmail };
}

/** After a successful update the user is fetched again (the picture URL comes from the server). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ result }) => {
      if (result === 'success') void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
