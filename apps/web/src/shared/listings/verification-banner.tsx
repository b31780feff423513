import type { QueryKey } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { KIND_FACTS, messages, type ListingKind } from '@rentals/shared';
import { toastApiError } from '../api/toast-api-error';
import { messageText } from '../i18n/message-text';
import { toast } from '../ui/toast';
import { UnverifiedBanner } from '../ui/unverified-banner';
import { useRequestVerification } from './request-verification';

type VerificationBannerProps = {
  kind: ListingKind;
  listing: { _id: string; verified: boolean; verificationRequested: boolean };
  /** the query holding the listing's detail, marked as asked once the request is sent */
  detailKey: QueryKey;
  isOwner: boolean;
  userId: string;
};

/**
 * An unverified listing says so. Its owner may ask admin to verify it once: the button is
 * disabled once asked, and a repeated request answers 'You already submitted a request'.
 */
export function VerificationBanner({
  kind,
  listing,
  detailKey,
  isOwner,
  userId,
}: VerificationBannerProps) {
  const request = useRequestVerification(detailKey);
  const { i18n } = useLingui();
  if (listing.verified) return null;

  const ask = () =>
    request.mutate(
      { userId, listingId: listing._id },
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
      noun={KIND_FACTS[kind].noun}
      isOwner={isOwner}
      requested={listing.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
