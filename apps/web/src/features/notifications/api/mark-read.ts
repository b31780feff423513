import type { notificationContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { notificationKeys } from './inbox';

/** POST /notifications/read: every notification of the signed-in user is read from now on. */
export const markAllRead = (): Promise<string> =>
  callData<typeof notificationContract.markRead>(
    { method: 'POST', path: '/notifications/read' },
    {},
  );

/** After marking, the header's unread count is fetched again (it drops to zero). */
export const useMarkAllRead = () =>
  useRefreshingMutation(markAllRead, { stale: () => [notificationKeys.unread] });
