import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  canBookHallEvent,
  canCancelHallEvent,
  hasPhoneNumber,
  HALL_EVENT_PASSED_MESSAGE,
  type HallEvent,
  isPastDay,
  marketDay,
  messages,
  NO_CAKE,
  NO_FOOD,
} from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { eventTypeIn } from '../../../shared/i18n/labels';
import { messageText } from '../../../shared/i18n/message-text';
import { Avatar } from '../../../shared/ui/avatar';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ContactLinks } from '../../../shared/ui/contact-links';
import { downloadPicture } from '../api/download-picture';
import { bookHallEvent, declineHallEvent, useHallEventMutation } from '../api/event-actions';
import { hallErrorMessage } from './hall-errors';
import { hallText } from './hall-text';
import { RecordStatus } from '../../../shared/listings/renting-record-parts';
import { editHallEventPath } from './hall-paths';

type OwnerEventRowProps = { event: HallEvent; ownerId: string };

/**
 * One event on the owner's dashboard: who, when, what, its status, and Book (from pending,
 * declined, cancelled or terminated; refused for a past day), Cancel (pending or booked), Edit
 * and the cake picture's download.
 */
export function OwnerEventRow({ event, ownerId }: OwnerEventRowProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const book = useHallEventMutation(bookHallEvent);
  const decline = useHallEventMutation(declineHallEvent);
  const [downloading, setDownloading] = useState(false);
  const info = event.event_info;
  const busy = book.isPending || decline.isPending;
  const day = format.day(info.date);
  const guests = info.num_attendees;
  const who = event.user.name || t`event`;

  const bookIt = () => {
    if (isPastDay(info.date, marketDay())) {
      toast.warn(hallText(i18n, HALL_EVENT_PASSED_MESSAGE));
      return;
    }
    book.mutate(
      { event, ownerId },
      {
        onSuccess: (answer) => {
          if (answer === 'already-booked')
            toast.warn(messageText(i18n, messages.anotherBookingOnDate));
          else toast.success(messageText(i18n, messages.acceptedSuccessfully));
        },
        onError: (err) => toast.error(hallErrorMessage(err, i18n)),
      },
    );
  };

  const cancelIt = () =>
    decline.mutate(event._id, {
      onSuccess: () => toast.success(messageText(i18n, messages.declinedSuccessfully)),
      onError: (err) => toast.error(hallErrorMessage(err, i18n)),
    });

  const download = async (picture: string) => {
    setDownloading(true);
    try {
      await downloadPicture(picture, picture.split('/').pop() || 'cake-picture');
    } catch (err) {
      toast.error(hallErrorMessage(err, i18n));
    } finally {
      setDownloading(false);
    }
  };

  const picture = info.cake_info.picture;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar name={event.user.name} picture={event.user.picture} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900">{event.user.name || t`Guest`}</p>
          <EventWhen info={info} day={day} />
          <p className="text-xs break-words text-stone-500">
            <Plural value={guests} one="# guest" other="# guests" /> ·{' '}
            {info.food === NO_FOOD ? t`No food` : info.food} ·{' '}
            {info.cake_info.name === NO_CAKE
              ? t`No cake`
              : `${info.cake_info.name}${info.cake_info.engravement_name ? ` “${info.cake_info.engravement_name}”` : ''}`}
          </p>
          {hasPhoneNumber(event.contact || event.user.contact) && (
            <ContactLinks
              number={event.contact || event.user.contact}
              name={event.user.name || t`the guest`}
            />
          )}
          {event.district && <p className="text-xs text-stone-500">{event.district}</p>}
        </div>
        <RecordStatus status={event.status} />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {canBookHallEvent(event.status) && (
          <Button
            variant="secondary"
            disabled={busy}
            loading={book.isPending}
            aria-label={t`Book ${who} on ${day}`}
            onClick={bookIt}
          >
            <Trans>Book</Trans>
          </Button>
        )}
        {canCancelHallEvent(event.status) && (
          <Button
            variant="secondary"
            disabled={busy}
            loading={decline.isPending}
            aria-label={t`Cancel ${who} on ${day}`}
            onClick={cancelIt}
          >
            <Trans>Cancel</Trans>
          </Button>
        )}
        {canCancelHallEvent(event.status) && (
          <Link to={editHallEventPath(event._id)} className={buttonClasses('secondary')}>
            <Trans>Edit</Trans>
          </Link>
        )}
        {picture && (
          <Button variant="ghost" loading={downloading} onClick={() => void download(picture)}>
            <Trans>Cake picture</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** An event's type, day and hours, on one line. */
export function EventWhen({ info, day }: { info: HallEvent['event_info']; day: string }) {
  const { i18n } = useLingui();
  return (
    <p className="text-sm text-stone-700">
      {eventTypeIn(i18n, info.type)} · {day} ·{' '}
      <span className="tabular-nums">
        {info.starting_time}–{info.ending_time}
      </span>
    </p>
  );
}
