import { toast } from 'react-toastify';
import { messages, type HallDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { UnverifiedBanner } from '../../../shared/ui/unverified-banner';
import { useRequestHallVerification } from '../api/request-verification';

type HallVerificationBannerProps = { hall: HallDetail; isOwner: boolean; userId: string };

/** An unverified hall says so; its owner may ask admin to verify it once. */
export function HallVerificationBanner({ hall, isOwner, userId }: HallVerificationBannerProps) {
  const request = useRequestHallVerification();
  const ask = () =>
    request.mutate(
      { userId, hallId: hall._id },
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
      noun="hall"
      isOwner={isOwner}
      requested={hall.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
