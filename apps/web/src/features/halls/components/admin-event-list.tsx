import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  canBookAdminEvent,
  canCancelAdminEvent,
  formatDisplayDate,
  HALL_EVENT_PASSED_MESSAGE,
  isPastDay,
  marketDay,
  messages,
  statusColour,
  type HallAdminEvent,
} from '@rentals/shared';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { StatusBadge } from '../../../shared/ui/status-badge';
import {
  useAdminEventPage,
  useCancelAdminEvent,
  useDeleteAdminEvent,
  useRebookAdminEvent,
} from '../api/admin-events';
import { hallErrorMessage } from './hall-errors';
import { Pager } from './pager';

/**
 * The hall's admin events, 10 a page (spec 2 section 4 "Admin event"): Book (ignored when
 * booked or completed, refused for a past day), Cancel (pending or booked), Delete (always,
 * after a question).
 */
export function AdminEventList({ hallId }: { hallId: string }) {
  const [page, setPage] = useState(1);
  const list = useAdminEventPage(hallId, page);
  const rebook = useRebookAdminEvent();
  const cancel = useCancelAdminEvent();
  const remove = useDeleteAdminEvent();
  const [deleting, setDeleting] = useState<HallAdminEvent | null>(null);
  const busy = rebook.isPending || cancel.isPending || remove.isPending;

  const book = (event: HallAdminEvent) => {
    if (isPastDay(event.date, marketDay())) {
      toast.warn(HALL_EVENT_PASSED_MESSAGE);
      return;
    }
    rebook.mutate(
      { event_id: event._id, event_date: event.date },
      {
        onSuccess: (answer) => {
          if (answer === 'already-booked') toast.warn(messages.anotherEventOnDate);
          else toast.success(messages.successCapital);
        },
        onError: (err) => toast.error(hallErrorMessage(err)),
      },
    );
  };

  if (list.isPending) return <p className="text-sm text-stone-500">Loading admin events…</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {hallErrorMessage(list.error)}
      </p>
    );
  }
  if (list.data.events.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        No admin events. Open a day of the calendar to block it.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Admin events" className="space-y-2">
        {list.data.events.map((event) => {
          const day = formatDisplayDate(event.date);
          return (
            <li
              key={event._id}
              className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
                {day}
                <span className="tabular-nums text-stone-600">
                  {event.starting_time}–{event.ending_time}
                </span>
                <StatusBadge label={event.status} colour={statusColour(event.status)} />
              </span>
              <span className="grid grid-cols-3 gap-2 sm:flex">
                {canBookAdminEvent(event.status) && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Book admin event on ${day}`}
                    onClick={() => book(event)}
                  >
                    Book
                  </Button>
                )}
                {canCancelAdminEvent(event.status) && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Cancel admin event on ${day}`}
                    onClick={() =>
                      cancel.mutate(event._id, {
                        onSuccess: () => toast.success(messages.successCapital),
                        onError: (err) => toast.error(hallErrorMessage(err)),
                      })
                    }
                  >
                    Cancel
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Delete admin event on ${day}`}
                  onClick={() => setDeleting(event)}
                >
                  Delete
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <Pager
        label="Admin event pages"
        page={page}
        totalPages={list.data.totalPages}
        busy={list.isPlaceholderData}
        onPage={setPage}
      />
      {deleting && (
        <ConfirmDialog
          title="Delete this admin event?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => toast.success(messages.successCapital),
              onError: (err) => toast.warn(hallErrorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
          onCancel={() => setDeleting(null)}
        >
          <p>
            The day {formatDisplayDate(deleting.date)} ({deleting.starting_time}–
            {deleting.ending_time}) is opened again for bookings.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
