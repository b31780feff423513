import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApartmentBuildingDetail } from '@rentals/shared';
import { OwnerPageProblem } from '../../../shared/listings/owner-page-problem';
import { useUser } from '../../../shared/session/user';
import { PageSpinner } from '../../../shared/ui/spinner';
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
  const { user } = useUser();
  const building = useBuilding(buildingId);
  if (building.isPending) return <PageSpinner />;
  if (building.isError) return <LoadProblem title={title} error={building.error} />;
  if (building.data.owner !== user._id) return <LoadProblem title={title} error="not-owner" />;
  return children(building.data, user._id);
}

function LoadProblem({ title, error }: { title: string; error: unknown }) {
  const { t } = useLingui();
  return (
    <OwnerPageProblem
      title={title}
      error={error}
      notOwner={t`Only the owner of this building can see this page.`}
    />
  );
}
