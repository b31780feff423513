import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HallDetail, notificationContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { hallKey } from './hall-detail';

/** The owner asks admin to verify the hall (POST /notifications/add); 'existed' when asked before. */
export function useRequestHallVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, hallId }: { userId: string; hallId: string }) =>
      (
        await call<typeof notificationContract.addNotification>(
          { method: 'POST', path: '/notifications/add' },
          {
            body: {
              notification: {
                from: userId,
                notifier: 'admin',
                type: 'property-verification-request',
                about: hallId,
              },
            },
          },
        )
      ).data,
    onSuccess: (_result, { hallId }) => {
      queryClient.setQueriesData<HallDetail>({ queryKey: hallKey(hallId) }, (detail) =>
        detail ? { ...detail, verificationRequested: true } : detail,
      );
    },
  });
}
