import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MyApartmentRequest } from '@rentals/shared';
import { CardGridSkeleton, CardList, type CardItem } from '../../../shared/listings/listing-grid';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { Button } from '../../../shared/ui/button';
import { ApartmentLine } from './apartment-line';

/** One entry of a tab: newest first by `date`. */
export type RentalItem = CardItem & { date: string };

type RentalGridProps = {
  /** the lists this tab shows together (general properties, apartments); it waits for all */
  queries: readonly UseQueryResult<unknown>[];
  /** the entries, once every list is loaded */
  items: () => RentalItem[];
  label: string;
  empty: string;
};

/** The renter's requests or rentals of every kind as cards, newest first, each with its controls. */
export function RentalGrid({ queries, items, label, empty }: RentalGridProps) {
  const failed = queries.find((query) => query.isError);
  const { t } = useLingui();
  if (failed) {
    return (
      <LoadFailed
        error={failed.error}
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
      />
    );
  }
  if (queries.some((query) => query.isPending)) {
    return (
      <div role="status" aria-busy="true" aria-label={t`${label}: loading`}>
        <CardGridSkeleton count={2} />
      </div>
    );
  }
  const entries = items().sort((a, b) => b.date.localeCompare(a.date));
  if (entries.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-stone-600 shadow-sm">{empty}</p>;
  }
  return (
    <section aria-label={label}>
      <CardList cards={entries} />
    </section>
  );
}

type RentalActionsProps = {
  /** the apartment asked for, when the entry is an apartment request */
  apartment?: MyApartmentRequest['record'];
  /** 'Requested …' / 'Since …' */
  when: string;
  /** any of the tab's buttons is at work */
  busy: boolean;
  /** this entry's button is at work */
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** The controls under one card: which apartment, since when, and the tab's one button. */
export function RentalActions({
  apartment,
  when,
  busy,
  loading,
  onClick,
  children,
}: RentalActionsProps) {
  return (
    <>
      {apartment && <ApartmentLine record={apartment} />}
      <p className="w-full text-xs text-stone-500">{when}</p>
      <Button
        variant="secondary"
        className="w-full"
        disabled={busy}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </Button>
    </>
  );
}
