import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { CardGridSkeleton, CardList, type CardItem } from '../../../shared/listings/listing-grid';
import { Button } from '../../../shared/ui/button';

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
  const { t, i18n } = useLingui();
  if (failed) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>{apiErrorMessage(failed.error, i18n)}</p>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => queries.forEach((query) => query.isError && void query.refetch())}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
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
