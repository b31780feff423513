import { PropertyDetailPage } from '../../features/properties/components/property-detail-page';
import { ListingDetailRoute } from './listing-detail-route';

/**
 * /default/{id}, /rentingproperty/find/{id} and /home/rentingproperty/{id}: the general
 * property's detail with its ratings, counted as a view after 3 s.
 */
export const PropertyDetailRoute = () => (
  <ListingDetailRoute page={PropertyDetailPage} idParam="id" />
);
