import { HotelPage } from '../../features/hotels/components/hotel-page';
import { ListingDetailRoute } from './listing-detail-route';

/** /hotels/{hotel_id}: the hotel with its ratings and reviews, counted as a view after 3 s. */
export const HotelRoute = () => <ListingDetailRoute page={HotelPage} idParam="hotel_id" />;
