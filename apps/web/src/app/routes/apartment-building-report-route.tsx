import { BuildingReportPage } from '../../features/apartments/components/building-report-page';
import { ListingCharts } from '../../features/property-management/components/charts/owner-charts';
import { ViewsBreakdown } from '../../features/property-management/components/views-breakdown';

/**
 * /properties/apartment-buildings/{propertyId}/report and
 * /properties/report/apartment-building-report/{id}: the building's dashboard, with the views
 * and favourites figures of the property report.
 */
export function ApartmentBuildingReportRoute() {
  return (
    <BuildingReportPage
      stats={(buildingId) => <ViewsBreakdown propertyId={buildingId} />}
      charts={(id) => <ListingCharts propertyId={id} />}
    />
  );
}
