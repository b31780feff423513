import { Navigate, useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RentingPropertyDetail, type User } from '@rentals/shared';
import { listingTitleIn, typeLabelIn } from '../../../shared/i18n/labels';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { usePropertyDetail } from '../api/property-detail';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { PropertyFacts } from './property-facts';
import { ReserveBox } from './reserve-box';
import {
  DescriptionSection,
  ListingDetailTop,
  LoadedListing,
  type ListingPageProps,
} from '../../../shared/listings/listing-detail';

/** /default/{id} and /rentingproperty/find/{id}: a general property's detail (spec 1 section 2). */
export function PropertyDetailPage({ ratings }: ListingPageProps<RentingPropertyDetail>) {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user } = useUser();
  const detail = usePropertyDetail(id, user._id);

  return (
    <LoadedListing detail={detail}>
      {(property) =>
        // An 'ad' opens for signed-in users only, also when its address is typed in.
        property.status === 'ad' && !isSignedIn(user) ? (
          <Navigate to="/login" replace state={loginState(location.pathname, location.search)} />
        ) : (
          <PropertyDetail property={property} user={user} ratings={ratings} />
        )
      }
    </LoadedListing>
  );
}

type PropertyDetailProps = ListingPageProps<RentingPropertyDetail> & {
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
      {/* One column on phones; on wide screens the reserve box sits in a sticky column. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8 [&>*]:lg:col-start-1 [&>*+*]:mt-6">
        <ListingDetailTop
          kind="Property"
          listing={property}
          title={title}
          kindLabel={type}
          isOwner={isOwner}
          ownerPath={`/properties/default/${property._id}/edit`}
          ownerLabel={<Trans>Edit</Trans>}
          detailKey={listingKeys.detail('Property', property._id)}
          userId={user._id}
        />
        <PropertyFacts property={property} />
        <div className="lg:col-start-2! lg:row-span-12 lg:row-start-1 lg:mt-0!">
          <div className="lg:sticky lg:top-24">
            <ReserveBox property={property} user={user} />
          </div>
        </div>
        <FacilitiesList facilities={property.facilities} />
        <DescriptionSection text={property.description} />
        {ratings?.(property, user)}
      </div>
    </article>
  );
}
