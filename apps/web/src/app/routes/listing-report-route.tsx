import type { ComponentType, ReactNode } from 'react';
import { RatingsSummary } from '../../features/property-management/components/ratings-summary';
import { ViewsBreakdown } from '../../features/property-management/components/views-breakdown';

/** A kind's report page, which places the figures the app composes for it. */
export type ReportPage = ComponentType<{
  stats?: (listingId: string) => ReactNode;
  ratings?: (listingId: string) => ReactNode;
}>;

type ListingReportRouteProps = { page: ReportPage };

/**
 * A listing's report (its owner's dashboard) with the views, favourites and rating bars of the
 * property report (features do not import each other, so the app puts them together); a page
 * shows those it has a place for.
 */
export function ListingReportRoute({ page: Page }: ListingReportRouteProps) {
  return (
    <Page
      stats={(listingId) => <ViewsBreakdown propertyId={listingId} />}
      ratings={(listingId) => <RatingsSummary propertyId={listingId} />}
    />
  );
}
