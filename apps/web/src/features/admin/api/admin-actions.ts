import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { adminContract, NotificationWrapper } from '@rentals/shared';
import { type Page, callData } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { adminKeys } from './admin-lists';

/** What admin can do with a request addressed to it; each posts {notificationId}. */
export const ADMIN_ACTIONS = {
  approve: { path: '/admin/verification-requests/approve', list: adminKeys.verificationRequests },
  decline: { path: '/admin/verification-requests/decline', list: adminKeys.verificationRequests },
  complete: { path: '/admin/vacate-requests/complete', list: adminKeys.vacateRequests },
} as const;

export type AdminAction = keyof typeof ADMIN_ACTIONS;

/** POST /admin/verification-requests/approve|decline, /admin/vacate-requests/complete. */
export async function runAdminAction(action: AdminAction, notificationId: string) {
  const body = { notificationId };
  switch (action) {
    case 'approve':
      return callData<typeof adminContract.approveVerification>(
        { method: 'POST', path: ADMIN_ACTIONS.approve.path },
        { body },
      );
    case 'decline':
      return callData<typeof adminContract.declineVerification>(
        { method: 'POST', path: ADMIN_ACTIONS.decline.path },
        { body },
      );
    case 'complete':
      return callData<typeof adminContract.completeVacate>(
        { method: 'POST', path: ADMIN_ACTIONS.complete.path },
        { body },
      );
  }
}

function removeFromList(
  data: InfiniteData<Page<NotificationWrapper>> | undefined,
  notificationId: string,
) {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.filter((item) => item.notification._id !== notificationId),
      })),
    }
  );
}

/**
 * One request's action: its row leaves the list at once, then the notifications and the listing
 * grids (a listing's verified mark or status changed) are fetched again.
 */
export function useAdminAction(notificationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminAction) => runAdminAction(action, notificationId),
    onSuccess: (_answer, action) => {
      const list: QueryKey = ADMIN_ACTIONS[action].list;
      queryClient.setQueryData<InfiniteData<Page<NotificationWrapper>>>(list, (old) =>
        removeFromList(old, notificationId),
      );
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
