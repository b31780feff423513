import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHallEventPage, type HallEventList } from '../api/event-lists';
import { hallErrorMessage } from './hall-errors';
import { OwnerEventRow } from './owner-event-row';
import { Pager } from '../../../shared/ui/pager';

type EventListProps = { hallId: string; ownerId: string; which: HallEventList; label: string };

/** Upcoming or all events of the hall, 10 a page with Previous and Next. */
export function EventList({ hallId, ownerId, which, label }: EventListProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useHallEventPage(hallId, which, page);
  if (list.isPending)
    return (
      <p className="text-sm text-stone-500">
        <Trans>Loading events…</Trans>
      </p>
    );
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {hallErrorMessage(list.error, i18n)}
      </p>
    );
  }
  if (list.data.events.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        {which === 'upcoming-events' ? (
          <Trans>No upcoming events.</Trans>
        ) : (
          <Trans>Nobody has booked the hall yet.</Trans>
        )}
      </p>
    );
  }
  return (
    <>
      <ul aria-label={label} className="space-y-3">
        {list.data.events.map((event) => (
          <OwnerEventRow key={event._id} event={event} ownerId={ownerId} />
        ))}
      </ul>
      <Pager
        label={t`${label} pages`}
        page={page}
        totalPages={list.data.totalPages}
        busy={list.isPlaceholderData}
        onPage={setPage}
      />
    </>
  );
}
