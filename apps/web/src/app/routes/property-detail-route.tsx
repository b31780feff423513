import { PropertyDetailPage } from '../../features/properties/components/property-detail-page';
import { RatingsSection } from '../../features/ratings/components/ratings-section';
import { PropertyViewTracker } from '../../features/tracking/components/property-view-tracker';

/**
 * /default/{id}, /rentingproperty/find/{id} and /home/rentingproperty/{id}: the general
 * property's detail with its ratings, counted as a view after 3 s.
 */
export function PropertyDetailRoute() {
  return (
    <>
      <PropertyDetailPage
        ratings={(property, user) => (
          <RatingsSection propertyId={property._id} ownerId={property.owner} user={user} />
        )}
      />
      <PropertyViewTracker param="id" />
    </>
  );
}
