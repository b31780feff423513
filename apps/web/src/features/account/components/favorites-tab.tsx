import { useLingui } from '@lingui/react/macro';
import { ListingGrid } from '../../../shared/listings/listing-grid';
import { favoritePropertiesOptions } from '../api/account-listings';

/** The user's favourites; un-hearting one takes it off the list. */
export function FavoritesTab({ userId }: { userId: string }) {
  const { t } = useLingui();
  return (
    <ListingGrid
      options={favoritePropertiesOptions(userId)}
      label={t`Favorite properties`}
      empty={t`No favourites yet: tap the heart on a property to keep it here.`}
    />
  );
}
