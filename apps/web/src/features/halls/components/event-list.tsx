import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHallEventPage, type HallEventList } from '../api/event-lists';
import { hallErrorMessage } from './hall-errors';
import { OwnerEventRow } from './owner-event-row';
import { PagedRecordList } from '../../../shared/listings/record-list';

type EventListProps = { hallId: string; ownerId: string; which: HallEventList; label: string };

/** Upcoming or all events of the hall, 10 a page with Previous and Next. */
export function EventList({ hallId, ownerId, which, label }: EventListProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useHallEventPage(hallId, which, page);
  return (
    <PagedRecordList
      query={list}
      items={(data) => data.events}
      row={(event) => <OwnerEventRow key={event._id} event={event} ownerId={ownerId} />}
      label={label}
      pagesLabel={t`${label} pages`}
      page={page}
      onPage={setPage}
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
}
