import { Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RentingPropertyDetail } from '@rentals/shared';
import { listingTitleIn, typeLabelIn } from '../../../shared/i18n/labels';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn } from '../../../shared/session/user';
import { ListingPage } from '../../../shared/listings/listing-page';
import { usePropertyDetail } from '../api/property-detail';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { PropertyFacts } from './property-facts';
import { ReserveBox } from './reserve-box';
import {
  DescriptionSection,
  ListingDetailTop,
  type ListingPageProps,
  type ListingViewProps,
} from '../../../shared/listings/listing-detail';

/** /default/{id} and /rentingproperty/find/{id}: a general property's detail (spec 1 section 2). */
export function PropertyDetailPage({ ratings }: ListingPageProps<RentingPropertyDetail>) {
  return (
    <ListingPage param="id" useDetail={usePropertyDetail} view={PropertyDetail} ratings={ratings} />
  );
}

function PropertyDetail({
  listing: property,
  user,
  ratings,
}: ListingViewProps<RentingPropertyDetail>) {
  const location = useLocation();
  const { i18n } = useLingui();
  // An 'ad' opens for signed-in users only, also when its address is typed in.
  if (property.status === 'ad' && !isSignedIn(user))
    return <Navigate to="/login" replace state={loginState(location.pathname, location.search)} />;
  const title = listingTitleIn(i18n, property);
  const type = i18n.locale === 'spec' ? property.type : typeLabelIn(i18n, property.type);

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-4 sm:py-8">
      {/* One column on phones; on wide screens the reserve box sits in a sticky column. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8 [&>*]:lg:col-start-1 [&>*+*]:mt-6">
        <ListingDetailTop
          kind="Property"
          listing={property}
          title={title}
          kindLabel={type}
          user={user}
          ownerPath={`/properties/default/${property._id}/edit`}
          ownerLabel={<Trans>Edit</Trans>}
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
