import type { NotificationWrapper } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { deleteNotification } from './delete-notification';

/**
 * POST /notifications/termination/accept {notificationId}: the owner agrees to end the tenancy;
 * admin gets a vacate-request and the termination request is deleted (spec 1 section 4).
 */
export const acceptTermination = (wrapper: NotificationWrapper) =>
  api.post<string>('/notifications/termination/accept', {
    notificationId: wrapper.notification._id,
  });

/** Declining a termination request only deletes it (spec 1 section 4). */
export const declineTermination = (wrapper: NotificationWrapper) =>
  deleteNotification(wrapper.notification._id);
