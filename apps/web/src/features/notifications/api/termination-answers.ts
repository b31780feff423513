import type { NotificationWrapper, notificationContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { deleteNotification } from './delete-notification';

/**
 * POST /notifications/termination/accept {notificationId}: the owner agrees to end the tenancy;
 * admin gets a vacate-request and the termination request is deleted (spec 1 section 4).
 */
export const acceptTermination = async (wrapper: NotificationWrapper): Promise<string> =>
  callData<typeof notificationContract.acceptTermination>(
    { method: 'POST', path: '/notifications/termination/accept' },
    { body: { notificationId: wrapper.notification._id } },
  );

/** Declining a termination request only deletes it (spec 1 section 4). */
export const declineTermination = (wrapper: NotificationWrapper) =>
  deleteNotification(wrapper.notification._id);
