import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelDetail } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { hotelKeys } from './hotel-keys';

/** The owner asks admin to verify the hotel (POST /notifications/add); 'existed' when sent before. */
export function useRequestHotelVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, hotelId }: { userId: string; hotelId: string }) =>
      api.post<'success' | 'existed'>('/notifications/add', {
        notification: {
          from: userId,
          notifier: 'admin',
          type: 'property-verification-request',
          about: hotelId,
        },
      }),
    onSuccess: (_result, { hotelId }) => {
      queryClient.setQueriesData<HotelDetail>(
        { queryKey: [...hotelKeys.hotel(hotelId), 'detail'] },
        (detail) => (detail ? { ...detail, verificationRequested: true } : detail),
      );
    },
  });
}
