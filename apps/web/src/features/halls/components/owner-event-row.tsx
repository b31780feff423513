import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import {
  canBookHallEvent,
  canCancelHallEvent,
  countOf,
  formatDisplayDate,
  hasPhoneNumber,
  HALL_EVENT_PASSED_MESSAGE,
  type HallEvent,
  isPastDay,
  marketDay,
  messages,
  NO_CAKE,
  NO_FOOD,
  statusColour,
} from '@rentals/shared';
import { Avatar } from '../../../shared/ui/avatar';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ContactLinks } from '../../../shared/ui/contact-links';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { downloadPicture } from '../api/download-picture';
import { bookHallEvent, declineHallEvent, useHallEventMutation } from '../api/event-actions';
import { hallErrorMessage } from './hall-errors';
import { editHallEventPath } from './hall-paths';

type OwnerEventRowProps = { event: HallEvent; ownerId: string };

/**
 * One event on the owner's dashboard: who, when, what, its status, and Book (from pending,
 * declined, cancelled or terminated; refused for a past day), Cancel (pending or booked), Edit
 * and the cake picture's download.
 */
export function OwnerEventRow({ event, ownerId }: OwnerEventRowProps) {
  const book = useHallEventMutation(bookHallEvent);
  const decline = useHallEventMutation(declineHallEvent);
  const [downloading, setDownloading] = useState(false);
  const info = event.event_info;
  const busy = book.isPending || decline.isPending;
  const day = formatDisplayDate(info.date);

  const bookIt = () => {
    if (isPastDay(info.date, marketDay())) {
      toast.warn(HALL_EVENT_PASSED_MESSAGE);
      return;
    }
    book.mutate(
      { event, ownerId },
      {
        onSuccess: (answer) => {
          if (answer === 'already-booked') toast.warn(messages.anotherBookingOnDate);
          else toast.success(messages.acceptedSuccessfully);
        },
        onError: (err) => toast.error(hallErrorMessage(err)),
      },
    );
  };

  const cancelIt = () =>
    decline.mutate(event._id, {
      onSuccess: () => toast.success(messages.declinedSuccessfully),
      onError: (err) => toast.error(hallErrorMessage(err)),
    });

  const download = async (picture: string) => {
    setDownloading(true);
    try {
      await downloadPicture(picture, picture.split('/').pop() || 'cake-picture');
    } catch (err) {
      toast.error(hallErrorMessage(err));
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
          <p className="truncate font-medium text-stone-900">{event.user.name || 'Guest'}</p>
          <p className="text-sm text-stone-700">
            {info.type} · {day} ·{' '}
            <span className="tabular-nums">
              {info.starting_time}–{info.ending_time}
            </span>
          </p>
          <p className="text-xs break-words text-stone-500">
            {countOf(info.num_attendees, 'guest', 'guests')} ·{' '}
            {info.food === NO_FOOD ? 'No food' : info.food} ·{' '}
            {info.cake_info.name === NO_CAKE
              ? 'No cake'
              : `${info.cake_info.name}${info.cake_info.engravement_name ? ` “${info.cake_info.engravement_name}”` : ''}`}
          </p>
          {hasPhoneNumber(event.contact || event.user.contact) && (
            <ContactLinks
              number={event.contact || event.user.contact}
              name={event.user.name || 'the guest'}
            />
          )}
          {event.district && <p className="text-xs text-stone-500">{event.district}</p>}
        </div>
        <StatusBadge label={event.status} colour={statusColour(event.status)} />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {canBookHallEvent(event.status) && (
          <Button
            variant="secondary"
            disabled={busy}
            loading={book.isPending}
            aria-label={`Book ${event.user.name || 'event'} on ${day}`}
            onClick={bookIt}
          >
            Book
          </Button>
        )}
        {canCancelHallEvent(event.status) && (
          <Button
            variant="secondary"
            disabled={busy}
            loading={decline.isPending}
            aria-label={`Cancel ${event.user.name || 'event'} on ${day}`}
            onClick={cancelIt}
          >
            Cancel
          </Button>
        )}
        {canCancelHallEvent(event.status) && (
          <Link to={editHallEventPath(event._id)} className={buttonClasses('secondary')}>
            Edit
          </Link>
        )}
        {picture && (
          <Button variant="ghost" loading={downloading} onClick={() => void download(picture)}>
            Cake picture
          </Button>
        )}
      </div>
    </li>
  );
}
