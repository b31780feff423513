import { HallPage } from '../../features/halls/components/hall-page';
import { ListingDetailRoute } from './listing-detail-route';

/** /halls/{id}: the hall with its ratings, counted as a view after 3 s. */
export const HallRoute = () => <ListingDetailRoute page={HallPage} idParam="id" />;
