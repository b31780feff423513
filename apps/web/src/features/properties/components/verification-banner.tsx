import { toast } from '../../../shared/ui/toast';
import { i18n } from '@lingui/core';
import { messages, type RentingPropertyDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
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
          if (result === 'existed')
            toast.error(messageText(i18n, messages.requestAlreadySubmitted));
          else toast.success(messageText(i18n, messages.successCapital));
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
