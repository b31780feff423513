import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApartmentBuildingDetail } from '@rentals/shared';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import { ListingPage } from '../../../shared/listings/listing-page';
import { useBuilding } from '../api/building-detail';
import { AvailableApartments } from './available-apartments';
import { buildingReportPath } from './building-paths';
import {
  DescriptionSection,
  ListingDetailTop,
  type ListingPageProps,
  type ListingViewProps,
} from '../../../shared/listings/listing-detail';

/** /apartment-buildings/{propertyId}: a building and its available apartments (spec 2 section 2). */
export function ApartmentBuildingPage({ ratings }: ListingPageProps<ApartmentBuildingDetail>) {
  return (
    <ListingPage
      param="propertyId"
      useDetail={useBuilding}
      view={BuildingDetail}
      ratings={ratings}
    />
  );
}

function BuildingDetail({
  listing: building,
  user,
  ratings,
}: ListingViewProps<ApartmentBuildingDetail>) {
  const { t } = useLingui();
  const title = building.name || t`Apartment building`;
  const floors = building.no_floors;
  const units = building.units;
  const size = `${t`${plural(floors, { one: '# floor', other: '# floors' })}`} · ${t`${plural(units, { one: '# unit', other: '# units' })}`}`;

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <ListingDetailTop
        kind="Apartment"
        listing={building}
        title={title}
        kindLabel={<Trans>Apartment building</Trans>}
        user={user}
        ownerPath={buildingReportPath(building._id)}
        ownerContact={building.ownerInfo}
      >
        <p className="mt-1 text-sm text-stone-600">{size}</p>
      </ListingDetailTop>
      <AvailableApartments building={building} user={user} />
      <FacilitiesList facilities={building.facilities} />
      <DescriptionSection text={building.description} />
      {ratings?.(building, user)}
    </article>
  );
}
