import { HotelPage } from '../../features/hotels/components/hotel-page';
import { RatingsSection } from '../../features/ratings/components/ratings-section';
import { PropertyViewTracker } from '../../features/tracking/components/property-view-tracker';

/** /hotels/{hotel_id}: the hotel with its ratings and reviews, counted as a view after 3 s. */
export function HotelRoute() {
  return (
    <>
      <HotelPage
        ratings={(hotel, user) => (
          <RatingsSection propertyId={hotel._id} ownerId={hotel.owner} user={user} />
        )}
      />
      <PropertyViewTracker param="hotel_id" />
    </>
  );
}
