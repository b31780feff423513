import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApartmentBuildingDetail } from '@rentals/shared';
import { OwnedListing, OwnerPageProblem } from '../../../shared/listings/owner-page-problem';
import { useBuilding } from '../api/building';

type OwnedBuildingProps = {
  buildingId: string;
  title: string;
  children: (building: ApartmentBuildingDetail, ownerId: string) => ReactNode;
};

/**
 * Loads the building and shows `children` only to its owner; otherwise why not (unknown
 * building, someone else's, or a failed call) with a way back to the dashboard.
 */
export function OwnedBuilding({ buildingId, title, children }: OwnedBuildingProps) {
  const { t } = useLingui();
  return (
    <OwnedListing
      listing={useBuilding(buildingId)}
      problem={(error) => (
        <OwnerPageProblem
          title={title}
          error={error}
          notOwner={t`Only the owner of this building can see this page.`}
        />
      )}
    >
      {children}
    </OwnedListing>
  );
}
