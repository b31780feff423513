import { toast } from 'react-toastify';
import { messages, type RentingPropertyDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { UnverifiedBanner } from '../../../shared/ui/unverified-banner';
import { useRequestVerification } from '../api/request-verification';

type VerificationBannerProps = {
  property: RentingPropertyDetail;
  isOwner: boolean;
  userId: string;
};

/**
 * An unverified property says so. Its owner may ask admin to verify it once: the button is
 * disabled once asked, and a repeated request answers 'You already submitted a request'.
 */
export function VerificationBanner({ property, isOwner, userId }: VerificationBannerProps) {
  const request = useRequestVerification();
  if (property.verified) return null;

  const ask = () =>
    request.mutate(
      { userId, propertyId: property._id },
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
      isOwner={isOwner}
      requested={property.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
