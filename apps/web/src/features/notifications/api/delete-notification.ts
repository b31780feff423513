import { api } from '../../../shared/api/client';

/** GET /notifications/delete/{id}: 'success'; only the recipient may delete. */
export const deleteNotification = (notificationId: string) =>
  api.get<string>(`/notifications/delete/${encodeURIComponent(notificationId)}`);
