import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApartmentBuildingDetail, type User } from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { ListingHeader } from '../../../shared/listings/listing-header';
import { OwnerContactSection } from '../../../shared/listings/owner-contact';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { PictureSlider } from '../../../shared/ui/picture-slider';
import { ShareControl } from '../../../shared/share/share-control';
import { ListingUnavailable } from '../../../shared/ui/listing-unavailable';
import { PageSpinner } from '../../../shared/ui/spinner';
import { buildingKey, useBuilding } from '../api/building-detail';
import { AvailableApartments } from './available-apartments';
import { VerificationBanner } from '../../../shared/listings/verification-banner';
import { buildingReportPath } from './building-paths';
import { DocumentTitle } from '../../../shared/document-title';

type ApartmentBuildingPageProps = {
  /** the ratings and reviews block, composed by the app (features do not import each other) */
  ratings?: (building: ApartmentBuildingDetail, user: User) => ReactNode;
};

/** /apartment-buildings/{propertyId}: a building and its available apartments (spec 2 section 2). */
export function ApartmentBuildingPage({ ratings }: ApartmentBuildingPageProps) {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const detail = useBuilding(propertyId, user._id);

  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;
  return <BuildingDetail building={detail.data} user={user} ratings={ratings} />;
}

type BuildingDetailProps = ApartmentBuildingPageProps & {
  building: ApartmentBuildingDetail;
  user: User;
};

function BuildingDetail({ building, user, ratings }: BuildingDetailProps) {
  const isOwner = isSignedIn(user) && user._id === building.owner;
  const { t } = useLingui();
  const title = building.name || t`Apartment building`;
  const floors = building.no_floors;
  const units = building.units;
  const size = `${t`${plural(floors, { one: '# floor', other: '# floors' })}`} · ${t`${plural(units, { one: '# unit', other: '# units' })}`}`;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <DocumentTitle title={pageTitle(title)} />
      <PictureSlider pictures={building.pictures} title={title} />
      <ListingHeader
        kindLabel={<Trans>Apartment building</Trans>}
        title={title}
        listingId={building._id}
        location={building.location}
        isOwner={isOwner}
        ownerPath={buildingReportPath(building._id)}
      >
        <p className="mt-1 text-sm text-stone-600">{size}</p>
      </ListingHeader>
      <ShareControl title={title} />
      {!building.verified && (
        <VerificationBanner
          kind="Apartment"
          listing={building}
          detailKey={buildingKey(building._id)}
          isOwner={isOwner}
          userId={user._id}
        />
      )}
      {!isOwner && <OwnerContactSection owner={building.ownerInfo} signedIn={isSignedIn(user)} />}
      <AvailableApartments building={building} user={user} />
      <FacilitiesList facilities={building.facilities} />
      <section aria-labelledby="description">
        <h2 id="description" className="text-lg font-bold text-stone-900">
          <Trans>Description</Trans>
        </h2>
        <p className="mt-2 whitespace-pre-line text-stone-700">{building.description}</p>
      </section>
      {ratings?.(building, user)}
    </article>
  );
}
