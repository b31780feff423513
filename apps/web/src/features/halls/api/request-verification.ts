import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HallDetail } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { hallKey } from './hall-detail';

/** The owner asks admin to verify the hall (POST /notifications/add); 'existed' when asked before. */
export function useRequestHallVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, hallId }: { userId: string; hallId: string }) =>
      api.post<'success' | 'existed'>('/notifications/add', {
        notification: {
          from: userId,
          notifier: 'admin',
          type: 'property-verification-request',
          about: hallId,
        },
      }),
    onSuccess: (_result, { hallId }) => {
      queryClient.setQueriesData<HallDetail>({ queryKey: hallKey(hallId) }, (detail) =>
        detail ? { ...detail, verificationRequested: true } : detail,
      );
    },
  });
}
