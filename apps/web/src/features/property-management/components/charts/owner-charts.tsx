import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS_WINDOWS, type OwnerStats, type StatsWindow } from '@rentals/shared';
import { useListingStats, useOverviewStats } from '../../api/owner-stats';
import { IncomeChart } from './income-chart';
import { InterestChart } from './interest-chart';
import { OccupancyChart } from './occupancy-chart';
import { RequestsChart } from './requests-chart';

/** One listing's charts (issue 36): interest, requests, income and its kind's occupancy. */
export function ListingCharts({ propertyId }: { propertyId: string }) {
  const [days, setDays] = useState<StatsWindow>(30);
  const stats = useListingStats(propertyId, days);
  return <Charts query={stats} days={days} onDays={setDays} />;
}

/** The charts of all the owner's listings together (Property management). */
export function OverviewCharts() {
  const [days, setDays] = useState<StatsWindow>(30);
  const stats = useOverviewStats(days);
  return <Charts query={stats} days={days} onDays={setDays} />;
}

type ChartsProps = {
  query: { data?: OwnerStats; isError: boolean; isPending: boolean };
  days: StatsWindow;
  onDays: (days: StatsWindow) => void;
};

function Charts({ query, days, onDays }: ChartsProps) {
  const { t } = useLingui();
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>The charts could not be loaded.</Trans>
      </p>
    );
  const stats = query.data;
  return (
    <div className="space-y-3" aria-busy={query.isPending || undefined}>
      <div role="group" aria-label={t`Span of the charts`} className="flex gap-2">
        {STATS_WINDOWS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={days === n}
            onClick={() => onDays(n)}
            className={`min-h-11 rounded-lg border px-3 text-sm font-medium ${
              days === n
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800'
            }`}
          >
            {t`${n} days`}
          </button>
        ))}
      </div>
      {stats && (
        <div className="grid gap-4 md:grid-cols-2">
          <InterestChart stats={stats} />
          <RequestsChart stats={stats} />
          <IncomeChart stats={stats} />
          {stats.occupancy && <OccupancyChart occupancy={stats.occupancy} />}
        </div>
      )}
    </div>
  );
}
