import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react';
import { messages, type HallDetail } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { UnverifiedBanner } from '../../../shared/ui/unverified-banner';
import { useRequestHallVerification } from '../api/request-verification';

type HallVerificationBannerProps = { hall: HallDetail; isOwner: boolean; userId: string };

/** An unverified hall says so; its owner may ask admin to verify it once. */
export function HallVerificationBanner({ hall, isOwner, userId }: HallVerificationBannerProps) {
  const { i18n } = useLingui();
  const request = useRequestHallVerification();
  const ask = () =>
    request.mutate(
      { userId, hallId: hall._id },
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
      noun="hall"
      isOwner={isOwner}
      requested={hall.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
