import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { notificationContract } from '@rentals/shared';
import { call } from '../api/client';

type Verifiable = { verificationRequested: boolean };

/**
 * The owner asks admin to verify a listing (POST /notifications/add); 'existed' when asked
 * before. The listing's detail (under `detailKey`) then marks the request as sent.
 */
export function useRequestVerification(detailKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, listingId }: { userId: string; listingId: string }) =>
      (
        await call<typeof notificationContract.addNotification>(
          { method: 'POST', path: '/notifications/add' },
          {
            body: {
              notification: {
                from: userId,
                notifier: 'admin',
                type: 'property-verification-request',
                about: listingId,
              },
            },
          },
        )
      ).data,
    onSuccess: () => {
      queryClient.setQueriesData<Verifiable>({ queryKey: detailKey }, (detail) =>
        detail ? { ...detail, verificationRequested: true } : detail,
      );
    },
  });
}
