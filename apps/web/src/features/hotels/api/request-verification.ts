import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelDetail, notificationContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { hotelKeys } from './hotel-keys';

/** The owner asks admin to verify the hotel (POST /notifications/add); 'existed' when sent before. */
export function useRequestHotelVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, hotelId }: { userId: string; hotelId: string }) =>
      (
        await call<typeof notificationContract.addNotification>(
          { method: 'POST', path: '/notifications/add' },
          {
            body: {
              notification: {
                from: userId,
                notifier: 'admin',
                type: 'property-verification-request',
                about: hotelId,
              },
            },
          },
        )
      ).data,
    onSuccess: (_result, { hotelId }) => {
      queryClient.setQueriesData<HotelDetail>(
        { queryKey: [...hotelKeys.hotel(hotelId), 'detail'] },
        (detail) => (detail ? { ...detail, verificationRequested: true } : detail),
      );
    },
  });
}
