import { Trans, useLingui } from '@lingui/react/macro';
import { type HallDetail } from '@rentals/shared';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { ListingPage } from '../../../shared/listings/listing-page';
import { useHall } from '../api/hall-detail';
import { CapacityWarning } from './capacity-warning';
import { HallMonth } from './hall-month';
import { HallPackages } from './hall-packages';
import { hallReportPath } from './hall-paths';
import {
  DescriptionSection,
  ListingDetailTop,
  type ListingPageProps,
  type ListingViewProps,
} from '../../../shared/listings/listing-detail';

/**
 * /halls/{id}: pictures, name, location, facilities, the month calendar, the packages and the
 * capacity warning, then ratings and reviews (spec 2 section 2).
 */
export function HallPage({ ratings }: ListingPageProps<HallDetail>) {
  return <ListingPage param="id" useDetail={useHall} view={HallDetailView} ratings={ratings} />;
}

function HallDetailView({ listing: hall, user, ratings }: ListingViewProps<HallDetail>) {
  const { t } = useLingui();
  const title = hall.name || t`Hall`;
  const banquet = hall.capacity_banquet;
  const seated = hall.capacity_seated;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <ListingDetailTop
        kind="Hall"
        listing={hall}
        title={title}
        kindLabel={<Trans>Event hall</Trans>}
        user={user}
        ownerPath={hallReportPath(hall._id)}
        ownerContact={hall.ownerInfo}
      >
        <p className="mt-1 text-sm text-stone-600">
          {t`Up to ${banquet} guests with food · ${seated} seated`}
        </p>
      </ListingDetailTop>
      <HallMonth hall={hall} user={user} />
      <CapacityWarning hall={hall} />
      <HallPackages hall={hall} />
      <FacilitiesList facilities={hall.facilities} />
      <DescriptionSection text={hall.description} />
      {ratings?.(hall, user)}
    </article>
  );
}
