import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useApartments } from '../api/building-apartments';
import { useBuilding } from '../api/building-detail';
import { ApartmentRecords } from './apartment-records';
import { BuildingApartmentsList } from './building-apartments-list';
import { addApartmentPath, buildingDetailPath, buildingEditPath } from './building-paths';
import { BuildingSummary } from './building-summary';

const TITLE = 'Apartment building report';

type BuildingReportPageProps = {
  /** views and favourites of the building, composed by the app (another feature's figures) */
  stats?: (buildingId: string) => ReactNode;
};

/**
 * /properties/apartment-buildings/{propertyId}/report and
 * /properties/report/apartment-building-report/{id}: the owner's summary, renting records with
 * Book and Vacate, and the apartments with the status of each address (spec 2 section 2).
 */
export function BuildingReportPage({ stats }: BuildingReportPageProps) {
  const params = useParams();
  const buildingId = params.propertyId ?? params.id ?? '';
  const { user } = useUser();
  const building = useBuilding(buildingId, user._id);
  const apartments = useApartments(buildingId);

  if (building.isPending) return <PageSpinner />;
  if (building.isError) return <ReportProblem error={building.error} />;
  if (building.data.owner !== user._id) return <ReportProblem error="not-owner" />;
  const { name, location, _id } = building.data;

  return (
    <Page title={TITLE}>
      <div className="-mt-3 mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-stone-900">
            {name || 'Apartment building'}
          </p>
          <p className="text-sm text-stone-600">
            {location.district}, {location.region}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Link to={buildingDetailPath(_id)} className={buttonClasses('secondary')}>
            Open listing
          </Link>
          <Link to={buildingEditPath(_id)} className={buttonClasses('secondary')}>
            Edit building
          </Link>
          <Link to={addApartmentPath(_id)} className={buttonClasses('primary', 'col-span-2')}>
            Add apartment
          </Link>
        </div>
      </div>
      <div className="space-y-8">
        <ReportSection title="Summary">
          <BuildingSummary apartments={apartments.data} />
        </ReportSection>
        {stats && <ReportSection title="Views and favourites">{stats(_id)}</ReportSection>}
        <ReportSection title="Renting records">
          <ApartmentRecords buildingId={_id} ownerId={user._id} />
        </ReportSection>
        <ReportSection title="Apartments">
          <BuildingApartmentsList apartments={apartments} buildingId={_id} />
        </ReportSection>
      </div>
    </Page>
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** Unknown building, not yours, or a failed call. */
function ReportProblem({ error }: { error: unknown }) {
  const text =
    error === 'not-owner'
      ? 'Only the owner of this building can see this page.'
      : error instanceof ApiError && error.status === 404
        ? messages.cantFindProperty
        : apiErrorMessage(error);
  return (
    <Page title={TITLE} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to="/property-management" className={buttonClasses('secondary', 'mt-6')}>
        Back to my properties
      </Link>
    </Page>
  );
}
