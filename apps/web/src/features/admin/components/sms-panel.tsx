import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { smsStatsOptions } from '../api/sms-stats';

/**
 * The SMS the deployment sent (issue 34): today's count against the daily ceiling, said
 * plainly when it is near, and the last days as the carrier's receipts left them.
 */
export function SmsPanel() {
  const { t } = useLingui();
  const stats = useQuery(smsStatsOptions());
  if (stats.isPending) return <p className="text-stone-600">{t`Loading…`}</p>;
  if (stats.isError)
    return (
      <p role="alert" className="text-red-800">
        {apiErrorMessage(stats.error)}
      </p>
    );
  const { today, ceiling, nearCeiling, days } = stats.data;
  return (
    <section className="space-y-4">
      <p className="text-lg font-semibold text-stone-900">
        <Trans>
          Today: {today} SMS of {ceiling}
        </Trans>
      </p>
      {nearCeiling && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          <Trans>
            Today&apos;s SMS are near the daily ceiling: once it is reached, phone sign-in codes
            stop until tomorrow (UTC).
          </Trans>
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`SMS of the last days`}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2">{t`Day`}</th>
            <th scope="col">{t`Sent`}</th>
            <th scope="col">{t`Delivered`}</th>
            <th scope="col">{t`Failed`}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-b border-stone-200">
              <th scope="row" className="py-2 font-normal">
                {day.day}
              </th>
              <td>{day.sent}</td>
              <td>{day.delivered}</td>
              <td>{day.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {days.length === 0 && <p className="text-stone-600">{t`No SMS in the last days.`}</p>}
    </section>
  );
}
