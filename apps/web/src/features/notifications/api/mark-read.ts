import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { notificationKeys } from './inbox';

/** POST /notifications/read: every notification of the signed-in user is read from now on. */
export const markAllRead = () => api.post<string>('/notifications/read');

/** After marking, the header's unread count is fetched again (it drops to zero). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
  });
}
