import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, RentingPropertyDetail, notificationContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { propertyDetailKey } from './property-detail';

export type AddNotificationInput = CallInput<typeof notificationContract.addNotification>['body'];

/** POST /notifications/add: 'existed' when the same request was already sent. */
export const addNotification = async (body: AddNotificationInput) =>
  (
    await call<typeof notificationContract.addNotification>(
      { method: 'POST', path: '/notifications/add' },
      { body },
    )
  ).data;

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
