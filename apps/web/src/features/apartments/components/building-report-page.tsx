import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { ReportHeader, ReportProblem, ReportSection } from '../../../shared/ui/report-parts';
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
  if (!building.data) return <ReportProblem title={TITLE} noun="building" error={building.error} />;
  if (building.data.owner !== user._id)
    return <ReportProblem title={TITLE} noun="building" error="not-owner" />;
  const { name, location, _id } = building.data;

  return (
    <Page title={TITLE}>
      <ReportHeader name={name || 'Apartment building'} location={location}>
        <Link to={buildingDetailPath(_id)} className={buttonClasses('secondary')}>
          Open listing
        </Link>
        <Link to={buildingEditPath(_id)} className={buttonClasses('secondary')}>
          Edit building
        </Link>
        <Link to={addApartmentPath(_id)} className={buttonClasses('primary', 'col-span-2')}>
          Add apartment
        </Link>
      </ReportHeader>
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
