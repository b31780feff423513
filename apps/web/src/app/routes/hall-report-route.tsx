import { HallReportPage } from '../../features/halls/components/hall-report-page';
import { ListingCharts } from '../../features/property-management/components/charts/owner-charts';
import { ViewsBreakdown } from '../../features/property-management/components/views-breakdown';

/** /properties/halls/{propertyId}/report: the hall's dashboard with its views and favourites. */
export function HallReportRoute() {
  return (
    <HallReportPage
      stats={(hallId) => <ViewsBreakdown propertyId={hallId} />}
      charts={(id) => <ListingCharts propertyId={id} />}
    />
  );
}
