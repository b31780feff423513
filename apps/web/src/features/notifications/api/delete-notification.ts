import type { notificationContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';

/** GET /notifications/delete/{id}: 'success'; only the recipient may delete. */
export const deleteNotification = async (notificationId: string): Promise<string> =>
  (
    await call<typeof notificationContract.deleteNotification>(
      { method: 'GET', path: '/notifications/delete/:id' },
      { params: { id: notificationId } },
    )
  ).data;
