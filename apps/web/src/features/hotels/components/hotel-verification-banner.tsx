import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { messages, type HotelDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { UnverifiedBanner } from '../../../shared/ui/unverified-banner';
import { useRequestHotelVerification } from '../api/request-verification';

type HotelVerificationBannerProps = { hotel: HotelDetail; isOwner: boolean; userId: string };

/** An unverified hotel says so; its owner may ask admin to verify it once. */
export function HotelVerificationBanner({ hotel, isOwner, userId }: HotelVerificationBannerProps) {
  const request = useRequestHotelVerification();
  const { t, i18n } = useLingui();
  const ask = () =>
    request.mutate(
      { userId, hotelId: hotel._id },
      {
        onSuccess: (result) => {
          if (result === 'existed')
            toast.error(messageText(i18n, messages.requestAlreadySubmitted));
          else toast.success(messageText(i18n, messages.successCapital));
        },
        onError: toastApiError,
      },
    );
  return (
    <UnverifiedBanner
      noun={t`hotel`}
      isOwner={isOwner}
      requested={hotel.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
