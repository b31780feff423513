import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { ListingKind, User } from '@rentals/shared';
import { pageTitle } from '../brand';
import { DocumentTitle } from '../document-title';
import { ShareControl } from '../share/share-control';
import { ListingUnavailable } from '../ui/listing-unavailable';
import { PictureSlider } from '../ui/picture-slider';
import { PageSpinner } from '../ui/spinner';
import { ListingHeader } from './listing-header';
import { VerificationBanner } from './verification-banner';

/** A detail page's own props: its listing's ratings and reviews block, which the app composes. */
export type ListingPageProps<L> = {
  /** features do not import each other, so the ratings feature's block comes from the app */
  ratings?: (listing: L, user: User) => ReactNode;
};

type DetailQuery<T> = {
  isPending: boolean;
  data: T | null | undefined;
  error: unknown;
  refetch: () => unknown;
};

/** A detail page's listing once loaded: a spinner meanwhile, and 'unavailable' with Retry. */
export function LoadedListing<T>({
  detail,
  children,
}: {
  detail: DetailQuery<T>;
  children: (listing: T) => ReactNode;
}) {
  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;
  return children(detail.data);
}

type ListingDetailTopProps = {
  kind: ListingKind;
  listing: {
    _id: string;
    pictures: readonly string[];
    location: { district: string; region: string };
    verified: boolean;
    verificationRequested: boolean;
  };
  title: string;
  /** what the listing is: 'Hotel', 'Event hall' */
  kindLabel: ReactNode;
  isOwner: boolean;
  /** the owner's page of the listing, and the owner link's words (Manage by default) */
  ownerPath: string;
  ownerLabel?: ReactNode;
  /** between the title and the place, e.g. a hotel's rating */
  underTitle?: ReactNode;
  /** the detail's query key, refreshed when the owner asks for verification */
  detailKey: QueryKey;
  userId: string;
  /** under the place: the listing's own facts */
  children?: ReactNode;
};

/**
 * The top of every listing's detail page: the document's title, the pictures, the header
 * (kind, name, place, favourite or the owner's link), Share, and the unverified banner.
 */
export function ListingDetailTop({
  kind,
  listing,
  title,
  kindLabel,
  isOwner,
  ownerPath,
  ownerLabel,
  underTitle,
  detailKey,
  userId,
  children,
}: ListingDetailTopProps) {
  return (
    <>
      <DocumentTitle title={pageTitle(title)} />
      <PictureSlider pictures={listing.pictures} title={title} />
      <ListingHeader
        kindLabel={kindLabel}
        title={title}
        listingId={listing._id}
        location={listing.location}
        isOwner={isOwner}
        ownerPath={ownerPath}
        ownerLabel={ownerLabel}
        underTitle={underTitle}
      >
        {children}
      </ListingHeader>
      <ShareControl title={title} />
      {!listing.verified && (
        <VerificationBanner
          kind={kind}
          listing={listing}
          detailKey={detailKey}
          isOwner={isOwner}
          userId={userId}
        />
      )}
    </>
  );
}

/** A listing's description under its heading, its line breaks kept. */
export function DescriptionSection({ text }: { text: string }) {
  return (
    <section aria-labelledby="description">
      <h2 id="description" className="text-lg font-bold text-stone-900">
        <Trans>Description</Trans>
      </h2>
      <p className="mt-2 whitespace-pre-line text-stone-700">{text}</p>
    </section>
  );
}
