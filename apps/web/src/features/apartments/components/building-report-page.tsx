import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '../../../shared/session/user';
import { Page } from '../../../shared/ui/page';
import { OwnedReport, ReportHeader, ReportSection } from '../../../shared/ui/report-parts';
import { useApartments } from '../api/building-apartments';
import { useBuilding } from '../api/building-detail';
import { ApartmentRecords } from './apartment-records';
import { BuildingApartmentsList } from './building-apartments-list';
import { addApartmentPath, buildingDetailPath, buildingEditPath } from './building-paths';
import { BuildingSummary } from './building-summary';

type BuildingReportPageProps = {
  /** views and favourites of the building, composed by the app (another feature's figures) */
  stats?: (buildingId: string) => ReactNode;
  /** the owner's charts (issue 36), composed by the app */
  charts?: (buildingId: string) => ReactNode;
};

/**
 * /properties/apartment-buildings/{propertyId}/report and
 * /properties/report/apartment-building-report/{id}: the owner's summary, renting records with
 * Book and Vacate, and the apartments with the status of each address (spec 2 section 2).
 */
export function BuildingReportPage({ stats, charts }: BuildingReportPageProps) {
  const params = useParams();
  const buildingId = params.propertyId ?? params.id ?? '';
  const { user } = useUser();
  const building = useBuilding(buildingId, user._id);
  const apartments = useApartments(buildingId);
  const { t } = useLingui();
  const TITLE = t`Apartment building report`;

  return (
    <OwnedReport title={TITLE} noun={t`building`} listing={building} userId={user._id}>
      {({ name, location, _id }) => (
        <Page title={TITLE}>
          <ReportHeader
            name={name || t`Apartment building`}
            location={location}
            listingPath={buildingDetailPath(_id)}
            editPath={buildingEditPath(_id)}
            editLabel={<Trans>Edit building</Trans>}
            add={{ path: addApartmentPath(_id), label: <Trans>Add apartment</Trans> }}
          />
          <div className="space-y-8">
            <ReportSection title={t`Summary`}>
              <BuildingSummary apartments={apartments.data} />
            </ReportSection>
            {stats && <ReportSection title={t`Views and favourites`}>{stats(_id)}</ReportSection>}
            {charts && <ReportSection title={t`Charts`}>{charts(_id)}</ReportSection>}
            <ReportSection title={t`Renting records`}>
              <ApartmentRecords buildingId={_id} ownerId={user._id} />
            </ReportSection>
            <ReportSection title={t`Apartments`}>
              <BuildingApartmentsList apartments={apartments} buildingId={_id} />
            </ReportSection>
          </div>
        </Page>
      )}
    </OwnedReport>
  );
}
