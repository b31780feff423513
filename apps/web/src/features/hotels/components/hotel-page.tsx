import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatScore, type HotelDetail } from '@rentals/shared';
import { StarIcon } from '../../../shared/listings/icons';
import { isSignedIn } from '../../../shared/session/user';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { PhoneIcon } from '../../../shared/ui/icons';
import { ListingPage } from '../../../shared/listings/listing-page';
import { useHotel, useHotelRating } from '../api/hotel-detail';
import { HotelAvailability } from './hotel-availability';
import { hotelReportPath } from './hotel-paths';
import {
  DescriptionSection,
  ListingDetailTop,
  type ListingPageProps,
  type ListingViewProps,
} from '../../../shared/listings/listing-detail';

/**
 * /hotels/{hotel_id}: the hotel's pictures with zoom, name, rating, location, facilities,
 * description, the availability block with the free rooms, and the ratings (spec 2 section 2).
 */
export function HotelPage({ ratings }: ListingPageProps<HotelDetail>) {
  return (
    <ListingPage param="hotel_id" useDetail={useHotel} view={HotelDetailView} ratings={ratings} />
  );
}

function HotelDetailView({ listing: hotel, user, ratings }: ListingViewProps<HotelDetail>) {
  const signedIn = isSignedIn(user);
  const { t } = useLingui();
  const title = hotel.name || t`Hotel`;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <ListingDetailTop
        kind="Hotel"
        listing={hotel}
        title={title}
        kindLabel={<Trans>Hotel</Trans>}
        user={user}
        ownerPath={hotelReportPath(hotel._id)}
        underTitle={<RatingLine hotelId={hotel._id} />}
        ownerContact={hotel.ownerInfo}
      >
        {signedIn && hotel.contact && (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
            <PhoneIcon className="h-4 w-4 shrink-0" />
            <a href={`tel:${hotel.contact.replace(/\s+/g, '')}`} className="hover:underline">
              {hotel.contact}
            </a>
          </p>
        )}
      </ListingDetailTop>
      <FacilitiesList facilities={hotel.facilities} />
      <DescriptionSection text={hotel.description} />
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
