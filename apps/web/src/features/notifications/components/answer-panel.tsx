import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import type { NotificationWrapper } from '@rentals/shared';
import { answersOf, type CardAction } from '../api/card-action';

/** Requests whose answers belong to areas not open yet: shown, but not answerable here. */
const NOT_YET: Partial<Record<string, string>> = {
  'hall-update': 'Answering hall booking changes here is coming soon.',
  'hotel-reservation-update': 'Answering hotel reservation changes here is coming soon.',
};

type AnswerPanelProps = {
  wrapper: NotificationWrapper;
  /** a call of this card is in flight: every button waits */
  busy: boolean;
  inFlight: CardAction | undefined;
  onAnswer: (choice: CardAction) => void;
};

/** Accept and Decline of an expanded request; the pressed one spins while its call runs. */
export function AnswerPanel({ wrapper, busy, inFlight, onAnswer }: AnswerPanelProps) {
  const noteId = useId();
  const { type } = wrapper.notification;
  const answerable = answersOf(wrapper) !== undefined;
  const note = answerable ? undefined : (NOT_YET[type] ?? 'This request cannot be answered here.');
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button
          disabled={!answerable || busy}
          loading={inFlight === 'accept'}
          aria-describedby={note ? noteId : undefined}
          onClick={() => onAnswer('accept')}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          disabled={!answerable || busy}
          loading={inFlight === 'decline'}
          aria-describedby={note ? noteId : undefined}
          onClick={() => onAnswer('decline')}
        >
          Decline
        </Button>
      </div>
      {note && (
        <p id={noteId} className="mt-2 text-xs text-stone-600">
          {note}
        </p>
      )}
    </div>
  );
}
