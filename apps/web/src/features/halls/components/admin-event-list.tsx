import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canBookAdminEvent,
  canCancelAdminEvent,
  HALL_EVENT_PASSED_MESSAGE,
  isPastDay,
  marketDay,
  messages,
  type HallAdminEvent,
} from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { messageText } from '../../../shared/i18n/message-text';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  useAdminEventPage,
  useCancelAdminEvent,
  useDeleteAdminEvent,
  useRebookAdminEvent,
} from '../api/admin-events';
import { hallErrorMessage } from './hall-errors';
import { hallText } from './hall-text';
import { RecordStatus } from '../../../shared/listings/renting-record-parts';
import { PagedRecordList } from '../../../shared/listings/record-list';

/**
 * The hall's admin events, 10 a page (spec 2 section 4 "Admin event"): Book (ignored when
 * booked or completed, refused for a past day), Cancel (pending or booked), Delete (always,
 * after a question).
 */
export function AdminEventList({ hallId }: { hallId: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = useAdminEventPage(hallId, page);
  const rebook = useRebookAdminEvent();
  const cancel = useCancelAdminEvent();
  const remove = useDeleteAdminEvent();
  const [deleting, setDeleting] = useState<HallAdminEvent | null>(null);
  const busy = rebook.isPending || cancel.isPending || remove.isPending;

  const book = (event: HallAdminEvent) => {
    if (isPastDay(event.date, marketDay())) {
      toast.warn(hallText(i18n, HALL_EVENT_PASSED_MESSAGE));
      return;
    }
    rebook.mutate(
      { event_id: event._id, event_date: event.date },
      {
        onSuccess: (answer) => {
          if (answer === 'already-booked')
            toast.warn(messageText(i18n, messages.anotherEventOnDate));
          else toast.success(messageText(i18n, messages.successCapital));
        },
        onError: (err) => toast.error(hallErrorMessage(err, i18n)),
      },
    );
  };

  const deletingDay = deleting ? format.day(deleting.date) : '';
  const deletingFrom = deleting?.starting_time;
  const deletingTo = deleting?.ending_time;
  return (
    <>
      <PagedRecordList
        query={list}
        items={(data) => data.events}
        label={t`Admin events`}
        className="space-y-2"
        pagesLabel={t`Admin event pages`}
        page={page}
        onPage={setPage}
        loading={<Trans>Loading admin events…</Trans>}
        errorText={(error) => hallErrorMessage(error, i18n)}
        empty={<Trans>No admin events. Open a day of the calendar to block it.</Trans>}
        row={(event) => {
          const day = format.day(event.date);
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
                <RecordStatus status={event.status} />
              </span>
              <span className="grid grid-cols-3 gap-2 sm:flex">
                {canBookAdminEvent(event.status) && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t`Book admin event on ${day}`}
                    onClick={() => book(event)}
                  >
                    <Trans>Book</Trans>
                  </Button>
                )}
                {canCancelAdminEvent(event.status) && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t`Cancel admin event on ${day}`}
                    onClick={() =>
                      cancel.mutate(event._id, {
                        onSuccess: () => toast.success(messageText(i18n, messages.successCapital)),
                        onError: (err) => toast.error(hallErrorMessage(err, i18n)),
                      })
                    }
                  >
                    <Trans>Cancel</Trans>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t`Delete admin event on ${day}`}
                  onClick={() => setDeleting(event)}
                >
                  <Trans>Delete</Trans>
                </Button>
              </span>
            </li>
          );
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={t`Delete this admin event?`}
          confirmLabel={t`Delete`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => toast.success(messageText(i18n, messages.successCapital)),
              onError: (err) => toast.warn(hallErrorMessage(err, i18n)),
              onSettled: () => setDeleting(null),
            })
          }
          onCancel={() => setDeleting(null)}
        >
          <p>
            <Trans>
              The day {deletingDay} ({deletingFrom}–{deletingTo}) is opened again for bookings.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
