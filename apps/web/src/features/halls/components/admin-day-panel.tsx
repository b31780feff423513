import { useState, type FormEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  adminEventProblem,
  isLiveHallStatus,
  messages,
  type HallAdminEvent,
  type HallDetail,
} from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { messageText } from '../../../shared/i18n/message-text';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Button } from '../../../shared/ui/button';
import { TimeField } from './event-fields';
import { RecordStatus } from '../../../shared/listings/renting-record-parts';
import { useAddAdminEvent, useDeleteAdminEvent } from '../api/admin-events';
import { hallErrorMessage } from './hall-errors';
import { statusLabelIn } from '../../../shared/i18n/labels';

type AdminDayPanelProps = {
  hall: HallDetail;
  /** the day of the page, or null when the address names none */
  date: string | null;
  /** the month's admin events (the day's are shown) */
  adminEvents: readonly HallAdminEvent[];
};

/**
 * Owner mode: the day's admin events (the hall blocked for the owner's own use), each with
 * Remove, and a form adding one ('Please select the date', 'Please select time', 'There is
 * another event on the date').
 */
export function AdminDayPanel({ hall, date, adminEvents }: AdminDayPanelProps) {
  const { t, i18n } = useLingui();
  const [times, setTimes] = useState({ starting_time: '', ending_time: '' });
  const add = useAddAdminEvent();
  const remove = useDeleteAdminEvent();
  const ofDay = adminEvents.filter((e) => e.date === date);
  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = adminEventProblem({ date, ...times });
    if (problem || !date) {
      const said = messageText(i18n, problem ?? messages.selectDate);
      toast.warn(said);
      // A missing time is said beside the first empty one; a missing day has no field here.
      if (problem === messages.selectTime) reportProblem(said);
      return;
    }
    add.mutate(
      { hall_id: hall._id, date, ...times, multiRentalAllowed: hall.multiRentalAllowed },
      {
        onSuccess: (answer) => {
          if (answer === 'already-booked') {
            toast.warn(messageText(i18n, messages.anotherEventOnDate));
            return;
          }
          toast.success(messageText(i18n, messages.successCapital));
          setTimes({ starting_time: '', ending_time: '' });
        },
        onError: (err) => toast.error(hallErrorMessage(err, i18n)),
      },
    );
  };

  const removeEvent = (eventId: string) =>
    remove.mutate(eventId, {
      onSuccess: () => toast.success(messageText(i18n, messages.successCapital)),
      onError: (err) => {
        const message = hallErrorMessage(err, i18n);
        const removed = err instanceof ApiError && err.message === messages.alreadyRemoved;
        if (removed) toast.warn(message);
        else toast.error(message);
      },
    });

  const removeLabel = (e: HallAdminEvent) => {
    const times = `${e.starting_time}–${e.ending_time}`;
    const status = statusLabelIn(i18n, e.status);
    return isLiveHallStatus(e.status)
      ? t`Remove admin event ${times}`
      : t`Remove admin event ${times} (${status})`;
  };

  return (
    <section
      aria-labelledby="admin-events"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="admin-events" className="text-lg font-semibold text-stone-900">
          <Trans>Admin events</Trans>
        </h2>
        <p className="text-sm text-stone-600">
          <Trans>Block the hall on this day for your own use.</Trans>
        </p>
      </div>
      {ofDay.length > 0 ? (
        <ul aria-label={t`Admin events of the day`} className="space-y-2">
          {ofDay.map((e) => (
            <li
              key={e._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 px-3 py-2"
            >
              <span className="flex items-center gap-2 text-sm text-stone-800">
                <span className="tabular-nums">
                  {e.starting_time}–{e.ending_time}
                </span>
                <RecordStatus status={e.status} />
              </span>
              <Button
                variant="secondary"
                loading={remove.isPending && remove.variables === e._id}
                disabled={remove.isPending}
                onClick={() => removeEvent(e._id)}
                aria-label={removeLabel(e)}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">
          <Trans>No admin event on this day.</Trans>
        </p>
      )}
      <FormProblemScope scope={scope}>
        <form
          ref={formElement}
          onSubmit={submit}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <TimeField
            label={t`Admin start time`}
            name="admin_starting_time"
            value={times.starting_time}
            onChange={(starting_time) => setTimes((t) => ({ ...t, starting_time }))}
          />
          <TimeField
            label={t`Admin end time`}
            name="admin_ending_time"
            value={times.ending_time}
            onChange={(ending_time) => setTimes((t) => ({ ...t, ending_time }))}
          />
          <Button type="submit" variant="secondary" loading={add.isPending}>
            <Trans>Add admin event</Trans>
          </Button>
        </form>
      </FormProblemScope>
    </section>
  );
}
