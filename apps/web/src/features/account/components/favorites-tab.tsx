import { ListingGrid } from '../../../shared/listings/listing-grid';
import { favoritePropertiesOptions } from '../api/account-listings';

/** The user's favourites; un-hearting one takes it off the list. */
export function FavoritesTab({ userId }: { userId: string }) {
  return (
    <ListingGrid
      options={favoritePropertiesOptions(userId)}
      label="Favorite properties"
      empty="No favourites yet: tap the heart on a property to keep it here."
    />
  );
}
