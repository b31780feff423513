import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  applyHallEventChanges,
  hallEventChanges,
  hallEventEditProblem,
  hallEventFormOf,
  messages,
  statusColour,
  type HallDetail,
  type HallEvent,
  type User,
} from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useFormat } from '../../../shared/i18n/format';
import { messageText } from '../../../shared/i18n/message-text';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { useUser } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { StatusBadge } from '../../../shared/ui/status-badge';
import {
  requestHallEventUpdate,
  updateHallEvent,
  useHallEventMutation,
} from '../api/event-actions';
import { useHallEvent } from '../api/event-lists';
import { useHall } from '../api/hall-detail';
import { EventFields, type EventFieldValues } from './event-fields';
import { hallErrorMessage } from './hall-errors';
import { hallText } from './hall-text';
import { statusLabelIn } from '../../../shared/i18n/labels';
import { HallNameLink } from './hall-name-link';
import { isMissing } from '../../../shared/api/missing';
import { PageProblem } from '../../../shared/ui/page-problem';

const TITLE = msg`Edit hall event`;

/**
 * /properties/edit-records/hall-event?eventId: loads the event and its hall, then its user
 * changes it (spec 2 sections 2, 4 and 5): a pending event changes at once, a booked one asks
 * the owner (hall-update); the hall's owner changes it directly.
 */
export function EditHallEventPage() {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const eventId = search.get('eventId') ?? '';
  const { user } = useUser();
  const event = useHallEvent(eventId);
  const hall = useHall(event.data?.hall_id ?? '', user._id);

  if (!eventId) return <Problem text={messageText(i18n, messages.missingEventId)} />;
  if (event.isPending || (event.data && hall.isPending)) return <PageSpinner />;
  if (!event.data) {
    const missing = isMissing(event.error);
    return (
      <Problem
        text={missing ? messageText(i18n, messages.missingEventId) : apiErrorMessage(event.error)}
      />
    );
  }
  if (!hall.data)
    return (
      <Problem
        text={
          hall.error === null
            ? messageText(i18n, messages.cantFindProperty)
            : apiErrorMessage(hall.error)
        }
      />
    );
  return (
    <EditEventForm key={event.data.updated_date} event={event.data} hall={hall.data} user={user} />
  );
}

function Problem({ text }: { text: string }) {
  const { i18n } = useLingui();
  return (
    <PageProblem
      title={i18n._(TITLE)}
      text={text}
      back="/myaccount"
      backLabel={<Trans>Back to my account</Trans>}
    />
  );
}

const fieldsOf = (event: HallEvent): EventFieldValues => {
  const form = hallEventFormOf(event.event_info);
  return { ...form, num_attendees: String(form.num_attendees) };
};

type EditEventFormProps = { event: HallEvent; hall: HallDetail; user: User };

function EditEventForm({ event, hall, user }: EditEventFormProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const [values, setValues] = useState<EventFieldValues>(() => fieldsOf(event));
  const update = useHallEventMutation(updateHallEvent);
  const request = useHallEventMutation(requestHallEventUpdate);
  const sending = update.isPending || request.isPending;
  const isOwner = user._id === hall.owner;
  const { status } = event;
  const editable = status === 'pending' || status === 'booked';
  const asks = status === 'booked' && !isOwner;
  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending || !editable) return;
    const changes = hallEventChanges(event.event_info, {
      ...values,
      date: event.event_info.date,
    });
    if (changes.length === 0) {
      void navigate(-1);
      return;
    }
    const problem = hallEventEditProblem(hall, applyHallEventChanges(event.event_info, changes));
    if (problem) {
      const said = hallText(i18n, problem);
      toast.warn(said);
      // An empty field, or attendees the hall cannot take, is said beside the field; a food or
      // cake the hall no longer offers stays a toast.
      if (problem === messages.fillEmptyFields) reportProblem(said);
      else if (problem !== messages.dataIncomplete) reportProblem(said, 'num_attendees');
      return;
    }
    const onError = (err: unknown) => toast.warn(hallErrorMessage(err, i18n));
    if (asks) {
      request.mutate(
        {
          event_id: event._id,
          updatedValues: changes,
          notification: { from: user._id, notifier: hall.owner, type: 'hall-update' },
        },
        {
          onSuccess: () => {
            toast.success(messageText(i18n, messages.hallUpdateSubmitted));
            void navigate(-1);
          },
          onError,
        },
      );
      return;
    }
    update.mutate(
      { event_id: event._id, updatedValues: changes },
      {
        onSuccess: (answer) => {
          if (answer === 'date-event-exist') {
            toast.warn(messageText(i18n, messages.dateTaken));
            return;
          }
          if (answer === 'unchanged') {
            toast.warn(messageText(i18n, messages.notUpdated));
            return;
          }
          toast.success(messageText(i18n, messages.success));
          void navigate(-1);
        },
        onError,
      },
    );
  };

  return (
    <Page title={i18n._(TITLE)}>
      <div className="-mt-3 mb-6 space-y-1">
        <HallNameLink hall={hall} />
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {format.day(event.event_info.date)}
          <StatusBadge label={statusLabelIn(i18n, status)} colour={statusColour(status)} />
        </p>
        {event.updated_values.length > 0 && (
          <p role="note" className="text-sm text-amber-800">
            <Trans>A change of this event is waiting for the owner&apos;s answer.</Trans>
          </p>
        )}
        {!editable && (
          <p role="note" className="text-sm text-stone-700">
            <Trans>Only a pending or booked event can be changed.</Trans>
          </p>
        )}
        {asks && (
          <p className="text-sm text-stone-700">
            <Trans>
              This event is booked: your changes are sent to the owner, who accepts or declines
              them.
            </Trans>
          </p>
        )}
      </div>
      <FormProblemScope scope={scope}>
        <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <EventFields
              hall={hall}
              values={values}
              onChange={(key, value) => setValues((previous) => ({ ...previous, [key]: value }))}
            />
          </section>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={sending} disabled={!editable}>
              {asks ? <Trans>Send the change</Trans> : <Trans>Save changes</Trans>}
            </Button>
          </div>
        </form>
      </FormProblemScope>
    </Page>
  );
}
