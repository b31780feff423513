import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { messages, type ApartmentBuildingDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { UnverifiedBanner } from '../../../shared/ui/unverified-banner';
import { useRequestBuildingVerification } from '../api/request-verification';

type BuildingVerificationBannerProps = {
  building: ApartmentBuildingDetail;
  isOwner: boolean;
  userId: string;
};

/** An unverified building says so; its owner may ask admin to verify it once. */
export function BuildingVerificationBanner({
  building,
  isOwner,
  userId,
}: BuildingVerificationBannerProps) {
  const request = useRequestBuildingVerification();
  const { t, i18n } = useLingui();
  const ask = () =>
    request.mutate(
      { userId, buildingId: building._id },
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
      noun={t`building`}
      isOwner={isOwner}
      requested={building.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
