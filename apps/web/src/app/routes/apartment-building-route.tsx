import { ApartmentBuildingPage } from '../../features/apartments/components/apartment-building-page';
import { ListingDetailRoute } from './listing-detail-route';

/** /apartment-buildings/{propertyId}: the building with its ratings, counted as a view after 3 s. */
export const ApartmentBuildingRoute = () => (
  <ListingDetailRoute page={ApartmentBuildingPage} idParam="propertyId" />
);
