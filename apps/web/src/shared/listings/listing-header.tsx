import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '../ui/button';
import { PinIcon } from '../ui/icons';
import { FavoriteToggle } from './favorite-toggle';

type ListingHeaderProps = {
  /** what the listing is: 'Hotel', 'Event hall' */
  kindLabel: ReactNode;
  title: string;
  listingId: string;
  location: { district: string; region: string };
  isOwner: boolean;
  /** the owner's page of the listing, in place of the favourite toggle */
  ownerPath: string;
  /** the owner link's words (Manage by default) */
  ownerLabel?: ReactNode;
  /** between the title and the place, e.g. a hotel's rating */
  underTitle?: ReactNode;
  /** under the place: the listing's own facts */
  children?: ReactNode;
};

/** A listing page's head: kind, title, place and facts, and Manage for its owner or ♥ for others. */
export function ListingHeader({
  kindLabel,
  title,
  listingId,
  location,
  isOwner,
  ownerPath,
  ownerLabel = <Trans>Manage</Trans>,
  underTitle,
  children,
}: ListingHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{kindLabel}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-stone-900 first-letter:uppercase sm:text-3xl">
          {title}
        </h1>
        {underTitle}
        <p className="mt-1 flex items-center gap-1 text-stone-600">
          <PinIcon className="h-4 w-4 shrink-0" />
          {`${location.district}, ${location.region}`}
        </p>
        {children}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {isOwner ? (
          <Link to={ownerPath} className={buttonClasses('secondary', 'min-h-10')}>
            {ownerLabel}
          </Link>
        ) : (
          <FavoriteToggle propertyId={listingId} />
        )}
      </div>
    </header>
  );
}
