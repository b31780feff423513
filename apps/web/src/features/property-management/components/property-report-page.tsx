import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
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
  const type = typeLabelIn(i18n, listing.type);
  const { district, region } = listing.location;

  return (
    <Page title={TITLE}>
      <div className="-mt-3 mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-stone-900">
            {listingTitleIn(i18n, listing)}
          </p>
          <p className="text-sm text-stone-600">{`${type} · ${district}, ${region}`}</p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Link to={`/default/${listing._id}`} className={buttonClasses('secondary')}>
            <Trans>Open listing</Trans>
          </Link>
          <Link to={editPath(listing)} className={buttonClasses('secondary')}>
            <Trans>Edit</Trans>
          </Link>
        </div>
      </div>
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

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
