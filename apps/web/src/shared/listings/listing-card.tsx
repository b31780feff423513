import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  CARD_PICTURE_SIZES,
  DESCRIPTION_PREVIEW_LENGTH,
  formatScore,
  listingPath,
  type ListingSummary,
  messages,
  truncate,
} from '@rentals/shared';
import { listingTitleIn, typeLabelIn } from '../i18n/labels';
import { messageText } from '../i18n/message-text';
import { isSignedIn, useUser } from '../session/user';
import { PinIcon } from '../ui/icons';
import { FavoriteToggle } from './favorite-toggle';
import { formatPrice, roomsText } from './format';
import { perPriceUnit } from './price-unit';
import { RoomsIcon, StarIcon } from './icons';
import { ListingPicture } from './listing-picture';
import { loginState } from './login-state';

/** Slot widths of a card in the grid (2 columns on phones, up to 4 on wide screens). */
export const CARD_SIZES = CARD_PICTURE_SIZES;

type ListingCardProps = {
  listing: ListingSummary;
  /** the heart; on by default, off where the owner sees their own listings */
  favorite?: boolean;
  /** extra controls under the card (the owner's Edit and Delete, a Cancel button) */
  actions?: ReactNode;
  /** one of the first cards of a page: its picture loads at once, with high priority (LCP) */
  priority?: boolean;
};

/**
 * One listing of a grid. A pending listing shows the spec's warning and does not open; an 'ad'
 * listing opens only for signed-in users (visitors go to /login and come back to it).
 */
export function ListingCard({
  listing,
  favorite = true,
  actions,
  priority = false,
}: ListingCardProps) {
  const { user } = useUser();
  const { i18n } = useLingui();
  const path = listingPath(listing);
  const pending = listing.status === 'pending';
  const body = <CardBody listing={listing} pending={pending} priority={priority} />;
  const linkClasses = 'block h-full rounded-xl';

  let opener: ReactNode;
  if (pending) {
    opener = <div aria-disabled="true">{body}</div>;
  } else if (listing.status === 'ad' && !isSignedIn(user)) {
    opener = (
      <Link to="/login" state={loginState(path)} className={linkClasses}>
        {body}
      </Link>
    );
  } else {
    opener = (
      <Link to={path} className={linkClasses}>
        {body}
      </Link>
    );
  }

  return (
    <article className="render-near relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="flex-1">{opener}</div>
      {favorite && (
        <FavoriteToggle
          propertyId={listing._id}
          name={listingTitleIn(i18n, listing)}
          className="absolute top-2 right-2"
        />
      )}
      {actions && <div className="flex flex-wrap gap-2 px-3 pb-3">{actions}</div>}
    </article>
  );
}

function CardBody({
  listing,
  pending,
  priority,
}: {
  listing: ListingSummary;
  pending: boolean;
  priority: boolean;
}) {
  const { i18n } = useLingui();
  const price = formatPrice(listing.price);
  // The stored type as the spec shows it (upper-cased by CSS); translated in Somali and English.
  const type = i18n.locale === 'spec' ? listing.type : typeLabelIn(i18n, listing.type);
  return (
    <>
      <div className="relative">
        <ListingPicture url={listing.pictures[0]} sizes={CARD_SIZES} eager={priority} />
        {pending && (
          <p
            role="note"
            className="absolute inset-x-0 bottom-0 bg-amber-500/95 px-2 py-1.5 text-xs font-semibold text-stone-900"
          >
            {messageText(i18n, messages.cardInProcess)}
          </p>
        )}
        {listing.status === 'ad' && (
          <span className="absolute top-2 left-2 rounded-full bg-stone-900/80 px-2 py-0.5 text-xs font-semibold text-white">
            <Trans>Ad</Trans>
          </span>
        )}
      </div>
      <div className="space-y-1 p-3">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{type}</p>
        <h3 className="line-clamp-2 text-sm font-semibold text-stone-900 first-letter:uppercase sm:text-base">
          {listingTitleIn(i18n, listing)}
        </h3>
        <p className="flex items-center gap-1 text-xs text-stone-600">
          <PinIcon className="h-3.5 w-3.5 shrink-0" />
          <span className="truncate">{listing.location.district}</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-700">
          {listing.rooms !== null && (
            <span className="flex items-center gap-1">
              <RoomsIcon className="h-3.5 w-3.5" />
              {roomsText(i18n, listing.rooms)}
            </span>
          )}
          <CardRating rating={listing.rating} />
        </div>
        {price && (
          <p className="text-sm text-stone-900">
            <span className="font-bold">{price}</span>
            <span className="text-stone-600">{perPriceUnit(i18n, listing.kind)}</span>
          </p>
        )}
        {listing.description && (
          <p className="text-xs leading-snug text-stone-600">
            {truncate(listing.description, DESCRIPTION_PREVIEW_LENGTH)}
          </p>
        )}
      </div>
    </>
  );
}

function CardRating({ rating }: { rating: ListingSummary['rating'] }) {
  const { t } = useLingui();
  if (rating.count === 0)
    return (
      <span className="text-stone-500">
        <Trans>New</Trans>
      </span>
    );
  const count = rating.count;
  const heard = t`rating from ${plural(count, { one: '# review', other: '# reviews' })}`;
  return (
    <span className="flex items-center gap-1">
      <StarIcon className="h-3.5 w-3.5 text-amber-500" />
      <span className="font-semibold">{formatScore(rating.overall)}</span>
      <span className="text-stone-500">({rating.count})</span>
      <span className="sr-only">{` ${heard}`}</span>
    </span>
  );
}
