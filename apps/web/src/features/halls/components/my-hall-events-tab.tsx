import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { canCancelHallEvent, type HallEvent, messages } from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { messageText } from '../../../shared/i18n/message-text';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { cancelEventRequest, useHallEventMutation } from '../api/event-actions';
import { useMyHallEvents } from '../api/event-lists';
import { hallErrorMessage } from './hall-errors';
import { editHallEventPath, hallPath } from './hall-paths';
import { PagedRecords, RecordStatus } from '../../../shared/listings/renting-record-parts';
import { EventWhen } from './owner-event-row';

/**
 * My account's 'Hall events' tab: the signed-in user's hall events with Edit (pending or
 * booked) and Cancel: a pending event is cancelled, a booked one asks the owner to end it
 * ('Codsigaa horey ayaad u dhigatay' when that request is already waiting).
 */
export function MyHallEventsTab() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const events = useMyHallEvents(page);
  const cancel = useHallEventMutation(cancelEventRequest);
  const [cancelling, setCancelling] = useState<HallEvent | null>(null);

  const confirmCancel = (event: HallEvent) =>
    cancel.mutate(event._id, {
      onSuccess: (answer) => {
        if (answer === messages.terminationExists) toast.warn(messageText(i18n, answer));
        else if (answer === 'requested')
          toast.success(messageText(i18n, messages.rentRequestSubmitted));
        else toast.success(messageText(i18n, messages.success));
      },
      onError: (err) => toast.error(hallErrorMessage(err, i18n)),
      onSettled: () => setCancelling(null),
    });

  if (events.isPending)
    return (
      <p className="py-6 text-sm text-stone-500">
        <Trans>Loading hall events…</Trans>
      </p>
    );
  if (events.isError) {
    return (
      <LoadFailed
        plain="py-6"
        error={events.error}
        errorText={(error) => hallErrorMessage(error, i18n)}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (events.data.events.length === 0) {
    return (
      <p className="py-6 text-sm text-stone-600">
        <Trans>No hall events yet.</Trans>
      </p>
    );
  }

  return (
    <div className="space-y-3 py-4">
      <PagedRecords
        label={t`My hall events`}
        pagesLabel={t`Hall event pages`}
        page={page}
        totalPages={events.data.totalPages}
        busy={events.isPlaceholderData}
        onPage={setPage}
      >
        {events.data.events.map((event) => (
          <MyEventRow
            key={event._id}
            event={event}
            busy={cancel.isPending}
            onCancel={() => setCancelling(event)}
          />
        ))}
      </PagedRecords>
      {cancelling && (
        <ConfirmDialog
          title={
            cancelling.status === 'booked' ? t`Ask to end this booking?` : t`Cancel this event?`
          }
          confirmLabel={cancelling.status === 'booked' ? t`Send the request` : t`Cancel the event`}
          busy={cancel.isPending}
          onConfirm={() => confirmCancel(cancelling)}
          onCancel={() => setCancelling(null)}
        >
          <p>
            {cancelling.status === 'booked' ? (
              <Trans>The booking is confirmed: the owner is asked to end it.</Trans>
            ) : (
              <Trans>Your request is withdrawn and the day is free again.</Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

type MyEventRowProps = { event: HallEvent; busy: boolean; onCancel: () => void };

function MyEventRow({ event, busy, onCancel }: MyEventRowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const info = event.event_info;
  const day = format.day(info.date);
  const guests = info.num_attendees;
  const live = canCancelHallEvent(event.status);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={hallPath(event.hall_id)}
            className="block truncate font-semibold text-brand-800 hover:underline"
          >
            {event.hall.name || t`Hall`}
          </Link>
          <EventWhen info={info} day={day} />
          <p className="text-xs text-stone-500">
            <Plural value={guests} one="# guest" other="# guests" />
          </p>
          {event.updated_values.length > 0 && (
            <p className="mt-1 text-xs text-amber-800">
              <Trans>A change is waiting for the owner.</Trans>
            </p>
          )}
        </div>
        <RecordStatus status={event.status} />
      </div>
      {live && (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Link
            to={editHallEventPath(event._id)}
            aria-label={t`Edit event on ${day}`}
            className={buttonClasses('secondary')}
          >
            <Trans>Edit</Trans>
          </Link>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t`Cancel event on ${day}`}
            onClick={onCancel}
          >
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
