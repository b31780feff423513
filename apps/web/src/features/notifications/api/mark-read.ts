import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificationContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { notificationKeys } from './inbox';

/** POST /notifications/read: every notification of the signed-in user is read from now on. */
export const markAllRead = async (): Promise<string> =>
  (
    await call<typeof notificationContract.markRead>(
      { method: 'POST', path: '/notifications/read' },
      {},
    )
  ).data;

/** After marking, the header's unread count is fetched again (it drops to zero). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
  });
}
