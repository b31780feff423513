import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHallEventPage, type HallEventList } from '../api/event-lists';
import { hallErrorMessage } from './hall-errors';
import { OwnerEventRow } from './owner-event-row';
import { PagedRecords, RecordsInstead } from '../../../shared/listings/renting-record-parts';

type EventListProps = { hallId: string; ownerId: string; which: HallEventList; label: string };

/** Upcoming or all events of the hall, 10 a page with Previous and Next. */
export function EventList({ hallId, ownerId, which, label }: EventListProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useHallEventPage(hallId, which, page);
  if (!list.isSuccess || list.data.events.length === 0)
    return (
      <RecordsInstead
        records={list}
        items={list.data?.events}
        loading={<Trans>Loading events…</Trans>}
        errorText={(error) => hallErrorMessage(error, i18n)}
        empty={
          which === 'upcoming-events' ? (
            <Trans>No upcoming events.</Trans>
          ) : (
            <Trans>Nobody has booked the hall yet.</Trans>
          )
        }
      />
    );
  return (
    <PagedRecords
      label={label}
      pagesLabel={t`${label} pages`}
      page={page}
      totalPages={list.data.totalPages}
      busy={list.isPlaceholderData}
      onPage={setPage}
    >
      {list.data.events.map((event) => (
        <OwnerEventRow key={event._id} event={event} ownerId={ownerId} />
      ))}
    </PagedRecords>
  );
}
