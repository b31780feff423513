import { toast } from 'react-toastify';
import { messages, type RentingPropertyDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { Button } from '../../../shared/ui/button';
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
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">Not verified yet.</strong> Our team has not checked this
        property. Visit it before you pay anything.
      </p>
      {isOwner && (
        <Button
          variant="secondary"
          className="shrink-0"
          loading={request.isPending}
          disabled={property.verificationRequested}
          onClick={ask}
        >
          {property.verificationRequested ? 'Verification requested' : 'Request verification'}
        </Button>
      )}
    </div>
  );
}
