import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Apartment, type ApartmentBuildingDetail, type User } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn } from '../../../shared/session/user';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { OwnListingNote } from '../../../shared/ui/own-listing-note';
import { buildingReportPath } from './building-paths';
import { availableAddresses, useApartments } from '../api/building-apartments';
import { ApartmentCard } from './apartment-card';
import { ReserveApartmentDialog } from './reserve-apartment-dialog';

type AvailableApartmentsProps = { building: ApartmentBuildingDetail; user: User };

/**
 * The apartments with at least one free address, each with Reserve: visitors go to /login and
 * come back, anyone else picks an address in a small dialog; the owner sees them without
 * Reserve, and why.
 */
export function AvailableApartments({ building, user }: AvailableApartmentsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const apartments = useApartments(building._id);
  const [reserving, setReserving] = useState<Apartment | null>(null);
  const { t, i18n } = useLingui();

  const reserve = (apartment: Apartment) => {
    if (!isSignedIn(user)) {
      void navigate('/login', { state: loginState(location.pathname, location.search) });
    } else if (availableAddresses(apartment).length === 0) {
      toast.warn(messageText(i18n, messages.propertyInProcess));
    } else {
      setReserving(apartment);
    }
  };

  const available = apartments.data?.filter((a) => availableAddresses(a).length > 0) ?? [];
  const isOwner = isSignedIn(user) && user._id === building.owner;
  return (
    <section aria-labelledby="available-apartments" className="space-y-3">
      <h2 id="available-apartments" className="text-lg font-bold text-stone-900">
        <Trans>Available apartments</Trans>
      </h2>
      {isOwner && <OwnListingNote dashboardPath={buildingReportPath(building._id)} />}
      {apartments.isPending && (
        <p className="text-sm text-stone-500">
          <Trans>Loading apartments…</Trans>
        </p>
      )}
      {apartments.isError && (
        <LoadFailed plain error={apartments.error} onRetry={() => void apartments.refetch()} />
      )}
      {apartments.data && available.length === 0 && (
        <p className="text-sm text-stone-600">
          <Trans>No apartment is available in this building now.</Trans>
        </p>
      )}
      {available.length > 0 && (
        <ul aria-label={t`Available apartments`} className="grid gap-4 sm:grid-cols-2">
          {available.map((apartment) => (
            <ApartmentCard
              key={apartment._id}
              apartment={apartment}
              onReserve={isOwner ? undefined : () => reserve(apartment)}
            />
          ))}
        </ul>
      )}
      {reserving && (
        <ReserveApartmentDialog
          building={building}
          apartment={reserving}
          user={user}
          onClose={() => setReserving(null)}
        />
      )}
    </section>
  );
}
