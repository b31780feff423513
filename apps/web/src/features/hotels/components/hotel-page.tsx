import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatScore, type HotelDetail, type User } from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { ListingHeader } from '../../../shared/listings/listing-header';
import { OwnerContactSection } from '../../../shared/listings/owner-contact';
import { StarIcon } from '../../../shared/listings/icons';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { PhoneIcon } from '../../../shared/ui/icons';
import { PictureSlider } from '../../../shared/ui/picture-slider';
import { ShareControl } from '../../../shared/share/share-control';
import { ListingUnavailable } from '../../../shared/ui/listing-unavailable';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useHotel, useHotelRating } from '../api/hotel-detail';
import { hotelKeys } from '../api/hotel-keys';
import { HotelAvailability } from './hotel-availability';
import { hotelReportPath } from './hotel-paths';
import { VerificationBanner } from '../../../shared/listings/verification-banner';
import { DocumentTitle } from '../../../shared/document-title';

type HotelPageProps = {
  /** the ratings and reviews block, composed by the app (features do not import each other) */
  ratings?: (hotel: HotelDetail, user: User) => ReactNode;
};

/**
 * /hotels/{hotel_id}: the hotel's pictures with zoom, name, rating, location, facilities,
 * description, the availability block with the free rooms, and the ratings (spec 2 section 2).
 */
export function HotelPage({ ratings }: HotelPageProps) {
  const { hotel_id = '' } = useParams();
  const { user } = useUser();
  const detail = useHotel(hotel_id, user._id);

  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;
  return <HotelDetailView hotel={detail.data} user={user} ratings={ratings} />;
}

type HotelDetailViewProps = HotelPageProps & { hotel: HotelDetail; user: User };

function HotelDetailView({ hotel, user, ratings }: HotelDetailViewProps) {
  const signedIn = isSignedIn(user);
  const isOwner = signedIn && user._id === hotel.owner;
  const { t } = useLingui();
  const title = hotel.name || t`Hotel`;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <DocumentTitle title={pageTitle(title)} />
      <PictureSlider pictures={hotel.pictures} title={title} />
      <ListingHeader
        kindLabel={<Trans>Hotel</Trans>}
        title={title}
        listingId={hotel._id}
        location={hotel.location}
        isOwner={isOwner}
        ownerPath={hotelReportPath(hotel._id)}
        underTitle={<RatingLine hotelId={hotel._id} />}
      >
        {signedIn && hotel.contact && (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
            <PhoneIcon className="h-4 w-4 shrink-0" />
            <a href={`tel:${hotel.contact.replace(/\s+/g, '')}`} className="hover:underline">
              {hotel.contact}
            </a>
          </p>
        )}
      </ListingHeader>
      <ShareControl title={title} />
      {!hotel.verified && (
        <VerificationBanner
          kind="Hotel"
          listing={hotel}
          detailKey={[...hotelKeys.hotel(hotel._id), 'detail']}
          isOwner={isOwner}
          userId={user._id}
        />
      )}
      {!isOwner && <OwnerContactSection owner={hotel.ownerInfo} signedIn={signedIn} />}
      <FacilitiesList facilities={hotel.facilities} />
      <section aria-labelledby="description">
        <h2 id="description" className="text-lg font-bold text-stone-900">
          <Trans>Description</Trans>
        </h2>
        <p className="mt-2 whitespace-pre-line text-stone-700">{hotel.description}</p>
      </section>
      <HotelAvailability hotel={hotel} user={user} />
      {ratings?.(hotel, user)}
    </article>
  );
}

/** Stars and how many rated, under the name; nothing until someone has rated. */
function RatingLine({ hotelId }: { hotelId: string }) {
  const rating = useHotelRating(hotelId);
  const { t } = useLingui();
  if (!rating.data) return null;
  const { overall, count } = rating.data;
  const filled = Math.round(overall);
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
      <span className="flex text-amber-500" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} className="h-4 w-4" filled={n <= filled} />
        ))}
      </span>
      <span>
        {count === 0
          ? t`No ratings yet`
          : `${formatScore(overall)} · ${t`${plural(count, { one: '# rating', other: '# ratings' })}`}`}
      </span>
    </p>
  );
}
