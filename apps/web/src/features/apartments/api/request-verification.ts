import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, ApartmentBuildingDetail, notificationContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { buildingKey } from './building-detail';

export type AddNotificationInput = CallInput<typeof notificationContract.addNotification>['body'];

/** POST /notifications/add: 'existed' when the same request was already sent. */
export const addNotification = async (body: AddNotificationInput) =>
  (
    await call<typeof notificationContract.addNotification>(
      { method: 'POST', path: '/notifications/add' },
      { body },
    )
  ).data;

/** The owner asks admin to verify the building; the detail then marks the request as sent. */
export function useRequestBuildingVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, buildingId }: { userId: string; buildingId: string }) =>
      addNotification({
        notification: {
          from: userId,
          notifier: 'admin',
          type: 'property-verification-request',
          about: buildingId,
        },
      }),
    onSuccess: (_result, { buildingId }) => {
      queryClient.setQueriesData<ApartmentBuildingDetail>(
        { queryKey: buildingKey(buildingId) },
        (detail) => (detail ? { ...detail, verificationRequested: true } : detail),
      );
    },
  });
}
