import { useLingui } from '@lingui/react/macro';
import type { Apartment } from '@rentals/shared';
import { StatTiles } from '../../../shared/ui/stat-tiles';

/** Apartments, addresses, and how many addresses are rented, pending or available. */
export function BuildingSummary({ apartments }: { apartments: Apartment[] | undefined }) {
  const { t } = useLingui();
  const addresses = apartments?.flatMap((apartment) => apartment.addresses);
  const withStatus = (status: string) => addresses?.filter((a) => a.status === status).length;
  return (
    <StatTiles
      columns={5}
      stats={[
        { label: t`Apartments`, value: apartments?.length },
        { label: t`Addresses`, value: addresses?.length },
        { label: t`Rented`, value: withStatus('rented') },
        { label: t`Pending`, value: withStatus('pending') },
        { label: t`Available`, value: withStatus('available') },
      ]}
    />
  );
}
