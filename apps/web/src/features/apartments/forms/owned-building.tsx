import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type ApartmentBuildingDetail } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useBuilding } from '../api/building';
import { PROPERTY_MANAGEMENT_PATH } from './paths';
import { isMissing } from '../../../shared/api/missing';

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
  const { t, i18n } = useLingui();
  const text =
    error === 'not-owner'
      ? t`Only the owner of this building can see this page.`
      : isMissing(error)
        ? messageText(i18n, messages.cantFindProperty)
        : apiErrorMessage(error, i18n);
  return (
    <Page title={title} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary', 'mt-6')}>
        <Trans>Back to my properties</Trans>
      </Link>
    </Page>
  );
}
