import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Apartment, type ApartmentAddressStatus } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { formatPrice } from '../../../shared/listings/format';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { apartmentSummary } from './apartment-facts';
import { apartmentValueIn, statusLabelIn } from '../../../shared/i18n/labels';
import { addApartmentPath } from './building-paths';
import { LoadingOrFailed } from '../../../shared/ui/loading-or-failed';
import { NoUnitsYet } from '../../../shared/listings/unit-card-parts';
import { RowThumbnail } from '../../../shared/listings/card-cover';

const ADDRESS_COLOURS = {
  available: 'green',
  pending: 'yellow',
  rented: 'grey-blue',
} as const satisfies Record<ApartmentAddressStatus, string>;

type BuildingApartmentsListProps = {
  apartments: UseQueryResult<Apartment[]>;
  buildingId: string;
};

/** Every apartment of the building with each address and its status. */
export function BuildingApartmentsList({ apartments, buildingId }: BuildingApartmentsListProps) {
  const { t, i18n } = useLingui();
  if (apartments.isPending || apartments.isError)
    return (
      <LoadingOrFailed
        query={apartments}
        loading={<Trans>Loading apartments…</Trans>}
        errorText={(error) => apiErrorMessage(error, i18n)}
      />
    );
  if (apartments.data.length === 0) {
    return (
      <NoUnitsYet
        addPath={addApartmentPath(buildingId)}
        addLabel={<Trans>Add the first apartment</Trans>}
      >
        <Trans>This building has no apartments yet.</Trans>
      </NoUnitsYet>
    );
  }
  return (
    <ul aria-label={t`Apartments`} className="space-y-3">
      {apartments.data.map((apartment) => (
        <li
          key={apartment._id}
          className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
        >
          <div className="flex gap-3">
            <RowThumbnail url={apartment.pictures[0]} />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold break-words text-stone-900 first-letter:uppercase">
                {apartmentValueIn(i18n, apartment.apartment_type)}
              </h3>
              <p className="text-sm text-stone-800">
                {formatPrice(apartment.rent)}
                <span className="text-stone-500">
                  {' '}
                  <Trans>/ month</Trans>
                </span>
              </p>
              <p className="text-xs text-stone-600">{apartmentSummary(i18n, apartment)}</p>
            </div>
          </div>
          <ul aria-label={t`Addresses`} className="mt-3 flex flex-wrap gap-2">
            {apartment.addresses.map((address) => (
              <li
                key={address._id}
                className="flex items-center gap-1.5 rounded-lg bg-stone-50 py-1 pr-1 pl-2 text-sm"
              >
                <span className="font-medium text-stone-900">{address.address}</span>
                <StatusBadge
                  label={statusLabelIn(i18n, address.status)}
                  colour={ADDRESS_COLOURS[address.status]}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
