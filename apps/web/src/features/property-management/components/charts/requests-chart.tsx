import { useLingui } from '@lingui/react/macro';
import { REQUEST_OUTCOMES, type OwnerStats, type RequestOutcome } from '@rentals/shared';
import { BarChart } from '../../../../shared/charts/bar-chart';
import { Figure } from './figure';

/** The requests received in the span by what became of them, and how fast they were answered. */
export function RequestsChart({ stats }: { stats: OwnerStats }) {
  const { t } = useLingui();
  const names: Record<RequestOutcome, string> = {
    accepted: t`Accepted`,
    declined: t`Declined`,
    expired: t`Expired`,
    withdrawn: t`Withdrawn`,
    pending: t`Waiting`,
  };
  const { requests } = stats;
  const caption = t`Requests received in the last ${stats.days} days: ${requests.received}`;
  const hours = requests.answerHours;
  const note =
    hours === null
      ? t`No request answered yet.`
      : t`Half were answered within ${hours} hours (accepted or declined by you).`;
  return (
    <Figure
      caption={caption}
      note={note}
      table={{
        head: [t`Outcome`, t`Requests`],
        rows: REQUEST_OUTCOMES.map((o) => [names[o], requests[o]]),
      }}
    >
      {(ids) => (
        <BarChart
          title={caption}
          ids={ids}
          labels={REQUEST_OUTCOMES.map((o) => names[o])}
          series={[{ name: t`Requests`, values: REQUEST_OUTCOMES.map((o) => requests[o]) }]}
        />
      )}
    </Figure>
  );
}
