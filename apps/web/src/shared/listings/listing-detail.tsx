import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ListingKind, RentingPropertyDetail, User } from '@rentals/shared';
import { pageTitle } from '../brand';
import { DocumentTitle } from '../document-title';
import { ShareControl } from '../share/share-control';
import { PictureSlider } from '../ui/picture-slider';
import { isSignedIn } from '../session/user';
import { ListingHeader } from './listing-header';
import { listingKeys } from './listing-keys';
import { OwnerContactSection } from './owner-contact';
import { VerificationBanner } from './verification-banner';

/** A detail page's own props: its listing's ratings and reviews block, which the app composes. */
export type ListingPageProps<L> = {
  /** features do not import each other, so the ratings feature's block comes from the app */
  ratings?: (listing: L, user: User) => ReactNode;
};

/** What a kind's detail view is given once its listing is loaded (see ListingPage). */
export type ListingViewProps<L> = ListingPageProps<L> & { listing: L; user: User };

type OwnerInfo = RentingPropertyDetail['ownerInfo'];

type ListingDetailTopProps = {
  kind: ListingKind;
  listing: {
    _id: string;
    owner: string;
    pictures: readonly string[];
    location: { district: string; region: string };
    verified: boolean;
    verificationRequested: boolean;
  };
  title: string;
  /** what the listing is: 'Hotel', 'Event hall' */
  kindLabel: ReactNode;
  /** who is looking: the owner gets the owner's link and may ask for verification */
  user: User;
  /** the owner's page of the listing, and the owner link's words (Manage by default) */
  ownerPath: string;
  ownerLabel?: ReactNode;
  /** between the title and the place, e.g. a hotel's rating */
  underTitle?: ReactNode;
  /** the owner's contact, shown to everyone else as a section under the top */
  ownerContact?: OwnerInfo;
  /** under the place: the listing's own facts */
  children?: ReactNode;
};

/**
 * The top of every listing's detail page: the document's title, the pictures, the header
 * (kind, name, place, favourite or the owner's link), Share, the unverified banner and, where
 * given, the owner's contact.
 */
export function ListingDetailTop({
  kind,
  listing,
  title,
  kindLabel,
  user,
  ownerPath,
  ownerLabel,
  underTitle,
  ownerContact,
  children,
}: ListingDetailTopProps) {
  const signedIn = isSignedIn(user);
  const isOwner = signedIn && user._id === listing.owner;
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
          detailKey={listingKeys.detail(kind, listing._id)}
          isOwner={isOwner}
          userId={user._id}
        />
      )}
      {ownerContact && !isOwner && <OwnerContactSection owner={ownerContact} signedIn={signedIn} />}
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
