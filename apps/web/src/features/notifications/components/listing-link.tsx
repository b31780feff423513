import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { listingPath, type NotificationWrapper } from '@rentals/shared';
import { ListingThumb } from '../../../shared/listings/listing-thumb';
import { listingName } from './notification-text';

type Listing = NonNullable<NotificationWrapper['property']>;

/**
 * The listing a notification is about: its small picture and name (the building's, for an
 * apartment the sentence names), opening its page.
 */
export function ListingLink({ property }: { property: Listing }) {
  const cover = property.pictures[0];
  const { i18n } = useLingui();
  const label = listingName(i18n, property);
  return (
    <Link
      to={listingPath(property)}
      className="mt-2 inline-flex min-h-10 max-w-full items-center gap-2 rounded-lg pr-2 text-sm font-medium text-brand-800 hover:bg-white/70 hover:underline"
    >
      {cover ? (
        <ListingThumb picture={cover} />
      ) : (
        <span aria-hidden="true" className="h-9 w-12 shrink-0 rounded-md bg-stone-200" />
      )}
      <span className="truncate">{label}</span>
    </Link>
  );
}
