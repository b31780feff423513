import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type HallDetail, type User } from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { ListingHeader } from '../../../shared/listings/listing-header';
import { OwnerContactSection } from '../../../shared/listings/owner-contact';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { PictureSlider } from '../../../shared/ui/picture-slider';
import { ShareControl } from '../../../shared/share/share-control';
import { ListingUnavailable } from '../../../shared/ui/listing-unavailable';
import { PageSpinner } from '../../../shared/ui/spinner';
import { hallKey, useHall } from '../api/hall-detail';
import { CapacityWarning } from './capacity-warning';
import { HallMonth } from './hall-month';
import { HallPackages } from './hall-packages';
import { hallReportPath } from './hall-paths';
import { VerificationBanner } from '../../../shared/listings/verification-banner';
import { DocumentTitle } from '../../../shared/document-title';

type HallPageProps = {
  /** the ratings and reviews block, composed by the app (features do not import each other) */
  ratings?: (hall: HallDetail, user: User) => ReactNode;
};

/**
 * /halls/{id}: pictures, name, location, facilities, the month calendar, the packages and the
 * capacity warning, then ratings and reviews (spec 2 section 2).
 */
export function HallPage({ ratings }: HallPageProps) {
  const { id = '' } = useParams();
  const { user } = useUser();
  const detail = useHall(id, user._id);

  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;
  return <HallDetailView hall={detail.data} user={user} ratings={ratings} />;
}

type HallDetailViewProps = HallPageProps & { hall: HallDetail; user: User };

function HallDetailView({ hall, user, ratings }: HallDetailViewProps) {
  const { t } = useLingui();
  const isOwner = isSignedIn(user) && user._id === hall.owner;
  const title = hall.name || t`Hall`;
  const banquet = hall.capacity_banquet;
  const seated = hall.capacity_seated;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <DocumentTitle title={pageTitle(title)} />
      <PictureSlider pictures={hall.pictures} title={title} />
      <ListingHeader
        kindLabel={<Trans>Event hall</Trans>}
        title={title}
        listingId={hall._id}
        location={hall.location}
        isOwner={isOwner}
        ownerPath={hallReportPath(hall._id)}
      >
        <p className="mt-1 text-sm text-stone-600">
          {t`Up to ${banquet} guests with food · ${seated} seated`}
        </p>
      </ListingHeader>
      <ShareControl title={title} />
      {!hall.verified && (
        <VerificationBanner
          kind="Hall"
          listing={hall}
          detailKey={hallKey(hall._id)}
          isOwner={isOwner}
          userId={user._id}
        />
      )}
      {!isOwner && <OwnerContactSection owner={hall.ownerInfo} signedIn={isSignedIn(user)} />}
      <HallMonth hall={hall} user={user} />
      <CapacityWarning hall={hall} />
      <HallPackages hall={hall} />
      <FacilitiesList facilities={hall.facilities} />
      <section aria-labelledby="description">
        <h2 id="description" className="text-lg font-bold text-stone-900">
          <Trans>Description</Trans>
        </h2>
        <p className="mt-2 whitespace-pre-line text-stone-700">{hall.description}</p>
      </section>
      {ratings?.(hall, user)}
    </article>
  );
}
