import type { HallDetails } from '@rentals/shared';

type CapacityWarningProps = {
  hall: Pick<
    HallDetails,
    'capacity_seated' | 'capacity_banquet' | 'min_attendees_required' | 'day_min_attendees'
  >;
};

/** The warning box about capacities (spec 2 section 2): what the booking form will refuse. */
export function CapacityWarning({ hall }: CapacityWarningProps) {
  return (
    <aside
      aria-label="Capacity"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 className="font-semibold">Before you book</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Without food the hall seats at most <strong>{hall.capacity_seated}</strong> guests.
        </li>
        <li>
          With a food package it takes at most <strong>{hall.capacity_banquet}</strong> guests.
        </li>
        <li>
          An event needs at least <strong>{hall.min_attendees_required}</strong> guests
          {hall.day_min_attendees.length > 0 && (
            <>
              {', and on '}
              {hall.day_min_attendees.map((d, i) => (
                <span key={d.day}>
                  {i > 0 && (i === hall.day_min_attendees.length - 1 ? ' and ' : ', ')}
                  {d.day} at least <strong>{d.min_attendees}</strong>
                </span>
              ))}
            </>
          )}
          .
        </li>
      </ul>
    </aside>
  );
}
