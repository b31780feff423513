import { useLingui } from '@lingui/react/macro';
import type { OwnerStats } from '@rentals/shared';
import { Figure } from './figure';
import { LineChart } from '../../../../shared/charts/line-chart';
import { axisDay, dayLabel } from './labels';

/** Views and favourites per day over the chosen span. */
export function InterestChart({ stats }: { stats: OwnerStats }) {
  const { t, i18n } = useLingui();
  const views = t`Views`;
  const favourites = t`Favourites`;
  const caption = t`Views and favourites per day, last ${stats.days} days`;
  return (
    <Figure
      caption={caption}
      note={t`Days in Mogadishu time (UTC+3). Each person counts once a listing a day; a favourite counts on the day it was kept, while it is kept.`}
      table={{
        head: [t`Day`, views, favourites],
        rows: stats.interest.map((d) => [dayLabel(i18n, d.day), d.views, d.favourites]),
      }}
    >
      {(ids) => (
        <LineChart
          title={caption}
          ids={ids}
          labels={stats.interest.map((d) => axisDay(d.day))}
          series={[
            { name: views, values: stats.interest.map((d) => d.views) },
            { name: favourites, values: stats.interest.map((d) => d.favourites) },
          ]}
        />
      )}
    </Figure>
  );
}
