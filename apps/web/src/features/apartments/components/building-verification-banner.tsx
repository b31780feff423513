import { toast } from 'react-toastify';
import { messages, type ApartmentBuildingDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
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
  const ask = () =>
    request.mutate(
      { userId, buildingId: building._id },
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
      noun="building"
      isOwner={isOwner}
      requested={building.verificationRequested}
      busy={request.isPending}
      onRequest={ask}
    />
  );
}
