import { toast } from 'react-toastify';
import { messages, type HotelDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { UnverifiedBanner } from '../../../shared/ui/unverified-banner';
import { useRequestHotelVerification } from '../api/request-verification';

type HotelVerificationBannerProps = { hotel: HotelDetail; isOwner: boolean; userId: string };

/** An unverified hotel says so; its owner may ask admin to verify it once. */
export function HotelVerificationBanner({ hotel, isOwner, userId }: HotelVerificationBannerProps) {
  const request = useRequestHotelVerification();
  const ask = () =>
    request.mutate(
      { userId, hotelId: hotel._id },
      {
        onSuccess: (result) => {
          if (result === 'existed') toast.error(messages.requestAlreadySubmitted);
          else toast.success(messages.successCapital);
        },
        onError: toastApiError,
      },
    );
  return (
    <UnverifiedBanner
      noun="hotel"
      isOwner={isOwner}
      requested={hotel.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
