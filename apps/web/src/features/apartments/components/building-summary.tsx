import type { Apartment } from '@rentals/shared';
import { StatTiles } from '../../../shared/ui/stat-tiles';

/** Apartments, addresses, and how many addresses are rented, pending or available. */
export function BuildingSummary({ apartments }: { apartments: Apartment[] | undefined }) {
  const addresses = apartments?.flatMap((apartment) => apartment.addresses);
  const withStatus = (status: string) => addresses?.filter((a) => a.status === status).length;
  return (
    <StatTiles
      columns={5}
      stats={[
        { label: 'Apartments', value: apartments?.length },
        { label: 'Addresses', value: addresses?.length },
        { label: 'Rented', value: withStatus('rented') },
        { label: 'Pending', value: withStatus('pending') },
        { label: 'Available', value: withStatus('available') },
      ]}
    />
  );
}
