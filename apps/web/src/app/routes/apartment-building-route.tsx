import { ApartmentBuildingPage } from '../../features/apartments/components/apartment-building-page';
import { RatingsSection } from '../../features/ratings/components/ratings-section';
import { PropertyViewTracker } from '../../features/tracking/components/property-view-tracker';

/** /apartment-buildings/{propertyId}: the building with its ratings, counted as a view after 3 s. */
export function ApartmentBuildingRoute() {
  return (
    <>
      <ApartmentBuildingPage
        ratings={(building, user) => (
          <RatingsSection propertyId={building._id} ownerId={building.owner} user={user} />
        )}
      />
      <PropertyViewTracker param="propertyId" />
    </>
  );
}
