import type { notificationContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

/** GET /notifications/delete/{id}: 'success'; only the recipient may delete. */
export const deleteNotification = (notificationId: string): Promise<string> =>
  callData<typeof notificationContract.deleteNotification>(
    { method: 'GET', path: '/notifications/delete/:id' },
    { params: { id: notificationId } },
  );
