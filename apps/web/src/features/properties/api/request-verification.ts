import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addNotificationBody, RentingPropertyDetail } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { propertyDetailKey } from './property-detail';

export type AddNotificationInput = ReturnType<typeof addNotificationBody.parse>;

/** POST /notifications/add: 'existed' when the same request was already sent. */
export const addNotification = (body: AddNotificationInput) =>
  api.post<'success' | 'existed'>('/notifications/add', body);

/** The owner asks admin to verify a property; the detail then marks the request as sent. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, propertyId }: { userId: string; propertyId: string }) =>
      addNotification({
        notification: {
          from: userId,
          notifier: 'admin',
          type: 'property-verification-request',
          about: propertyId,
        },
      }),
    onSuccess: (_result, { propertyId }) => {
      queryClient.setQueriesData<RentingPropertyDetail>(
        { queryKey: propertyDetailKey(propertyId) },
        (detail) => (detail ? { ...detail, verificationRequested: true } : detail),
      );
    },
  });
}
