import { useLingui } from '@lingui/react/macro';
import { marketDay, type OwnerStats } from '@rentals/shared';
import { BarChart } from '../../../../shared/charts/bar-chart';
import { Figure } from './figure';
import { axisMonth, monthLabel, usd } from './labels';

/** Accepted bookings and rents by month, in US dollars, with this month marked. */
export function IncomeChart({ stats }: { stats: OwnerStats }) {
  const { t, i18n } = useLingui();
  const caption = t`Income per month in US dollars, from accepted bookings and rents`;
  const thisMonth = stats.income.findIndex((m) => m.month === marketDay().slice(0, 7));
  return (
    <Figure
      caption={caption}
      note={t`Bookings count in the month they take place, including those ahead; a rent counts in every month it runs, up to this one.`}
      table={{
        head: [t`Month`, t`Income`],
        rows: stats.income.map((m) => [monthLabel(i18n, m.month), usd(m.usd)]),
      }}
    >
      {(ids) => (
        <BarChart
          title={caption}
          ids={ids}
          labels={stats.income.map((m) => axisMonth(i18n, m.month))}
          series={[{ name: t`Income`, values: stats.income.map((m) => m.usd) }]}
          format={usd}
          current={thisMonth >= 0 ? thisMonth : undefined}
        />
      )}
    </Figure>
  );
}
