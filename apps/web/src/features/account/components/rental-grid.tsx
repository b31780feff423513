import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RentalEntry } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { CardGrid, CardGridSkeleton } from '../../../shared/listings/listing-grid';
import { Button } from '../../../shared/ui/button';

type RentalGridProps = {
  query: UseQueryResult<RentalEntry[]>;
  label: string;
  empty: string;
  actions: (entry: RentalEntry) => ReactNode;
};

/** The renter's properties of one record status as cards, each with its own controls. */
export function RentalGrid({ query, label, empty, actions }: RentalGridProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={`${label}: loading`}>
        <CardGridSkeleton count={2} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>{apiErrorMessage(query.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-stone-600 shadow-sm">{empty}</p>;
  }
  const byProperty = new Map(query.data.map((entry) => [entry.property._id, entry]));
  return (
    <section aria-label={label}>
      <CardGrid
        listings={query.data.map((entry) => entry.property)}
        actions={(listing) => {
          const entry = byProperty.get(listing._id);
          return entry ? actions(entry) : null;
        }}
      />
    </section>
  );
}
