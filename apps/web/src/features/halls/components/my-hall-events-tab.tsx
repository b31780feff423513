import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import {
  canCancelHallEvent,
  countOf,
  formatDisplayDate,
  type HallEvent,
  messages,
  statusColour,
} from '@rentals/shared';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { cancelEventRequest, useHallEventMutation } from '../api/event-actions';
import { useMyHallEvents } from '../api/event-lists';
import { hallErrorMessage } from './hall-errors';
import { editHallEventPath, hallPath } from './hall-paths';
import { Pager } from './pager';

/**
 * My account's 'Hall events' tab: the signed-in user's hall events with Edit (pending or
 * booked) and Cancel: a pending event is cancelled, a booked one asks the owner to end it
 * ('Codsigaa horey ayaad u dhigatay' when that request is already waiting).
 */
export function MyHallEventsTab() {
  const [page, setPage] = useState(1);
  const events = useMyHallEvents(page);
  const cancel = useHallEventMutation(cancelEventRequest);
  const [cancelling, setCancelling] = useState<HallEvent | null>(null);

  const confirmCancel = (event: HallEvent) =>
    cancel.mutate(event._id, {
      onSuccess: (answer) => {
        if (answer === messages.terminationExists) toast.warn(answer);
        else if (answer === 'requested') toast.success(messages.rentRequestSubmitted);
        else toast.success(messages.success);
      },
      onError: (err) => toast.error(hallErrorMessage(err)),
      onSettled: () => setCancelling(null),
    });

  if (events.isPending) return <p className="py-6 text-sm text-stone-500">Loading hall events…</p>;
  if (events.isError) {
    return (
      <div role="alert" className="py-6 text-sm text-red-700">
        <p>{hallErrorMessage(events.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void events.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (events.data.events.length === 0) {
    return <p className="py-6 text-sm text-stone-600">No hall events yet.</p>;
  }

  return (
    <div className="space-y-3 py-4">
      <ul aria-label="My hall events" className="space-y-3">
        {events.data.events.map((event) => (
          <MyEventRow
            key={event._id}
            event={event}
            busy={cancel.isPending}
            onCancel={() => setCancelling(event)}
          />
        ))}
      </ul>
      <Pager
        label="Hall event pages"
        page={page}
        totalPages={events.data.totalPages}
        busy={events.isPlaceholderData}
        onPage={setPage}
      />
      {cancelling && (
        <ConfirmDialog
          title={cancelling.status === 'booked' ? 'Ask to end this booking?' : 'Cancel this event?'}
          confirmLabel={cancelling.status === 'booked' ? 'Send the request' : 'Cancel the event'}
          busy={cancel.isPending}
          onConfirm={() => confirmCancel(cancelling)}
          onCancel={() => setCancelling(null)}
        >
          <p>
            {cancelling.status === 'booked'
              ? 'The booking is confirmed: the owner is asked to end it.'
              : 'Your request is withdrawn and the day is free again.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

type MyEventRowProps = { event: HallEvent; busy: boolean; onCancel: () => void };

function MyEventRow({ event, busy, onCancel }: MyEventRowProps) {
  const info = event.event_info;
  const live = canCancelHallEvent(event.status);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={hallPath(event.hall_id)}
            className="block truncate font-semibold text-brand-800 hover:underline"
          >
            {event.hall.name || 'Hall'}
          </Link>
          <p className="text-sm text-stone-700">
            {info.type} · {formatDisplayDate(info.date)} ·{' '}
            <span className="tabular-nums">
              {info.starting_time}–{info.ending_time}
            </span>
          </p>
          <p className="text-xs text-stone-500">{countOf(info.num_attendees, 'guest', 'guests')}</p>
          {event.updated_values.length > 0 && (
            <p className="mt-1 text-xs text-amber-800">A change is waiting for the owner.</p>
          )}
        </div>
        <StatusBadge label={event.status} colour={statusColour(event.status)} />
      </div>
      {live && (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Link
            to={editHallEventPath(event._id)}
            aria-label={`Edit event on ${formatDisplayDate(info.date)}`}
            className={buttonClasses('secondary')}
          >
            Edit
          </Link>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Cancel event on ${formatDisplayDate(info.date)}`}
            onClick={onCancel}
          >
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
