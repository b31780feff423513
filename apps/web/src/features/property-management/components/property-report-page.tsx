import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '../../../shared/session/user';
import { Page } from '../../../shared/ui/page';
import { ReportHeader, ReportSection } from '../../../shared/ui/report-parts';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useProperty } from '../api/property';
import { LoadProblem } from './load-problem';
import { editPath, listingTitleIn, typeLabelIn } from './property-labels';
import { RatingsSummary } from './ratings-summary';
import { RentingRecords } from './renting-records';
import { ViewsBreakdown } from './views-breakdown';
import { ListingCharts } from './charts/owner-charts';

/** /properties/default/{propertyId}/report: views, favourites, ratings and renting records. */
export function PropertyReportPage() {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const property = useProperty(propertyId);
  const { t, i18n } = useLingui();
  const TITLE = t`Property report`;
  if (property.isPending) return <PageSpinner />;
  if (property.isError) return <LoadProblem title={TITLE} error={property.error} />;
  if (property.data.owner !== user._id) return <LoadProblem title={TITLE} error="not-owner" />;
  const listing = { ...property.data, kind: 'Property' as const };

  return (
    <Page title={TITLE}>
      <ReportHeader
        name={listingTitleIn(i18n, listing)}
        kindLabel={typeLabelIn(i18n, listing.type)}
        location={listing.location}
        listingPath={`/default/${listing._id}`}
        editPath={editPath(listing)}
        editLabel={<Trans>Edit</Trans>}
      />
      <div className="space-y-8">
        <ReportSection title={t`Views and favourites`}>
          <ViewsBreakdown propertyId={listing._id} />
        </ReportSection>
        <ReportSection title={t`Charts`}>
          <ListingCharts propertyId={listing._id} />
        </ReportSection>
        <ReportSection title={t`Guest ratings`}>
          <RatingsSummary propertyId={listing._id} />
        </ReportSection>
        <ReportSection title={t`Renting records`}>
          <RentingRecords propertyId={listing._id} ownerId={user._id} />
        </ReportSection>
      </div>
    </Page>
  );
}
