import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { findWarehouse, User, WarehouseDetail } from '@rentals/shared';
import { listingDetailOptions } from '../../../shared/api/call-query';
import { OwnerContactSection } from '../../../shared/listings/owner-contact';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { ownerPagePath } from '../../../shared/listings/owner-paths';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { FacilitiesList } from '../../../shared/ui/facilities-list';
import {
  DescriptionSection,
  ListingDetailTop,
  LoadedListing,
  type ListingPageProps,
} from '../../../shared/listings/listing-detail';

/** /warehouses/{id}: pictures, name, place, floor area, docks and height, facilities, ratings. */
export function WarehousePage({ ratings }: ListingPageProps<WarehouseDetail>) {
  const { id = '' } = useParams();
  const { user } = useUser();
  const detail = useQuery({
    ...listingDetailOptions<typeof findWarehouse>(
      'Warehouse',
      id,
      user._id,
      { method: 'GET', path: '/warehouses/find/:id' },
      { params: { id } },
    ),
    enabled: id !== '',
  });
  return (
    <LoadedListing detail={detail}>
      {(warehouse) => <WarehouseView warehouse={warehouse} user={user} ratings={ratings} />}
    </LoadedListing>
  );
}

type ViewProps = ListingPageProps<WarehouseDetail> & { warehouse: WarehouseDetail; user: User };

function WarehouseView({ warehouse, user, ratings }: ViewProps) {
  const { t } = useLingui();
  const signedIn = isSignedIn(user);
  const isOwner = signedIn && user._id === warehouse.owner;
  const title = warehouse.name || t`Warehouse`;
  const { floor_area: area, loading_docks: docks, ceiling_height: height } = warehouse;
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-4 sm:py-8 [&>*+*]:mt-6">
      <ListingDetailTop
        kind="Warehouse"
        listing={warehouse}
        title={title}
        kindLabel={<Trans>Warehouse</Trans>}
        isOwner={isOwner}
        ownerPath={ownerPagePath('Warehouse', warehouse._id, 'edit')}
        ownerLabel={<Trans>Edit</Trans>}
        detailKey={listingKeys.detail('Warehouse', warehouse._id)}
        userId={user._id}
      >
        <p className="mt-1 text-sm text-stone-600">
          {t`${area} m² · ${docks} loading docks · ${height} m high`}
        </p>
      </ListingDetailTop>
      {!isOwner && <OwnerContactSection owner={warehouse.ownerInfo} signedIn={signedIn} />}
      <FacilitiesList facilities={warehouse.facilities} />
      <DescriptionSection text={warehouse.description} />
      {ratings?.(warehouse, user)}
    </article>
  );
}
