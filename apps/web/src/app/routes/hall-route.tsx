import { HallPage } from '../../features/halls/components/hall-page';
import { RatingsSection } from '../../features/ratings/components/ratings-section';
import { PropertyViewTracker } from '../../features/tracking/components/property-view-tracker';

/** /halls/{id}: the hall with its ratings, counted as a view after 3 s. */
export function HallRoute() {
  return (
    <>
      <HallPage
        ratings={(hall, user) => (
          <RatingsSection propertyId={hall._id} ownerId={hall.owner} user={user} />
        )}
      />
      <PropertyViewTracker param="id" />
    </>
  );
}
