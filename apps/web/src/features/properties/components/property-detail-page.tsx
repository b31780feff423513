import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RentingPropertyDetail, type User } from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { ListingHeader } from '../../../shared/listings/listing-header';
import { listingTitleIn, typeLabelIn } from '../../../shared/i18n/labels';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { ListingUnavailable } from '../../../shared/ui/listing-unavailable';
import { PageSpinner } from '../../../shared/ui/spinner';
import { propertyDetailKey, usePropertyDetail } from '../api/property-detail';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { PictureSlider } from '../../../shared/ui/picture-slider';
import { ShareControl } from '../../../shared/share/share-control';
import { PropertyFacts } from './property-facts';
import { ReserveBox } from './reserve-box';
import { VerificationBanner } from '../../../shared/listings/verification-banner';
import { DocumentTitle } from '../../../shared/document-title';

type PropertyDetailPageProps = {
  /** the ratings and reviews block, composed by the app (features do not import each other) */
  ratings?: (property: RentingPropertyDetail, user: User) => ReactNode;
};

/** /default/{id} and /rentingproperty/find/{id}: a general property's detail (spec 1 section 2). */
export function PropertyDetailPage({ ratings }: PropertyDetailPageProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user } = useUser();
  const detail = usePropertyDetail(id, user._id);

  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;

  const property = detail.data;
  // An 'ad' opens for signed-in users only, also when its address is typed in.
  if (property.status === 'ad' && !isSignedIn(user)) {
    return <Navigate to="/login" replace state={loginState(location.pathname, location.search)} />;
  }
  return <PropertyDetail property={property} user={user} ratings={ratings} />;
}

type PropertyDetailProps = PropertyDetailPageProps & {
  property: RentingPropertyDetail;
  user: User;
};

function PropertyDetail({ property, user, ratings }: PropertyDetailProps) {
  const { i18n } = useLingui();
  const title = listingTitleIn(i18n, property);
  const type = i18n.locale === 'spec' ? property.type : typeLabelIn(i18n, property.type);
  const isOwner = isSignedIn(user) && user._id === property.owner;

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-4 sm:py-8">
      <DocumentTitle title={pageTitle(title)} />
      {/* One column on phones; on wide screens the reserve box sits in a sticky column. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8 [&>*]:lg:col-start-1 [&>*+*]:mt-6">
        <PictureSlider pictures={property.pictures} title={title} />
        <ListingHeader
          kindLabel={type}
          title={title}
          listingId={property._id}
          location={property.location}
          isOwner={isOwner}
          ownerPath={`/properties/default/${property._id}/edit`}
          ownerLabel={<Trans>Edit</Trans>}
        />
        <ShareControl title={title} />
        {!property.verified && (
          <VerificationBanner
            kind="Property"
            listing={property}
            detailKey={propertyDetailKey(property._id)}
            isOwner={isOwner}
            userId={user._id}
          />
        )}
        <PropertyFacts property={property} />
        <div className="lg:col-start-2! lg:row-span-12 lg:row-start-1 lg:mt-0!">
          <div className="lg:sticky lg:top-24">
            <ReserveBox property={property} user={user} />
          </div>
        </div>
        <FacilitiesList facilities={property.facilities} />
        <section aria-labelledby="description">
          <h2 id="description" className="text-lg font-bold text-stone-900">
            <Trans>Description</Trans>
          </h2>
          <p className="mt-2 whitespace-pre-line text-stone-700">{property.description}</p>
        </section>
        {ratings?.(property, user)}
      </div>
    </article>
  );
}
