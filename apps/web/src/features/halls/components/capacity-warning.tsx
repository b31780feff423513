import { Trans, useLingui } from '@lingui/react/macro';
import type { HallDetails } from '@rentals/shared';
import { dayNameIn } from './hall-text';

type CapacityWarningProps = {
  hall: Pick<
    HallDetails,
    'capacity_seated' | 'capacity_banquet' | 'min_attendees_required' | 'day_min_attendees'
  >;
};

/** The warning box about capacities (spec 2 section 2): what the booking form will refuse. */
export function CapacityWarning({ hall }: CapacityWarningProps) {
  const { t, i18n } = useLingui();
  const seated = hall.capacity_seated;
  const banquet = hall.capacity_banquet;
  const minimum = hall.min_attendees_required;
  const days = hall.day_min_attendees;
  return (
    <aside
      aria-label={t`Capacity`}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 className="font-semibold">
        <Trans>Before you book</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <Trans>
            Without food the hall seats at most <strong>{seated}</strong> guests.
          </Trans>
        </li>
        <li>
          <Trans>
            With a food package it takes at most <strong>{banquet}</strong> guests.
          </Trans>
        </li>
        <li>
          <Trans>
            An event needs at least <strong>{minimum}</strong> guests
          </Trans>
          {days.length > 0 && (
            <>
              {t`, and on `}
              {days.map((d, i) => {
                const day = dayNameIn(i18n, d.day);
                const least = d.min_attendees;
                return (
                  <span key={d.day}>
                    {i > 0 && (i === days.length - 1 ? t` and ` : ', ')}
                    <Trans>
                      {day} at least <strong>{least}</strong>
                    </Trans>
                  </span>
                );
              })}
            </>
          )}
          .
        </li>
      </ul>
    </aside>
  );
}
