import { HotelReportPage } from '../../features/hotels/components/hotel-report-page';
import { RatingsSummary } from '../../features/property-management/components/ratings-summary';
import { ListingCharts } from '../../features/property-management/components/charts/owner-charts';
import { ViewsBreakdown } from '../../features/property-management/components/views-breakdown';

/**
 * /properties/hotels/{propertyId}/report: the hotel's dashboard, with the views, favourites and
 * rating bars of the property report.
 */
export function HotelReportRoute() {
  return (
    <HotelReportPage
      stats={(hotelId) => <ViewsBreakdown propertyId={hotelId} />}
      charts={(id) => <ListingCharts propertyId={id} />}
      ratings={(hotelId) => <RatingsSummary propertyId={hotelId} />}
    />
  );
}
