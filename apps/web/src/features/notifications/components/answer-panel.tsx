import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import type { NotificationWrapper } from '@rentals/shared';
import { answersOf, type CardAction } from '../api/card-action';
import { requestDetails } from './request-details';

type AnswerPanelProps = {
  wrapper: NotificationWrapper;
  /** a call of this card is in flight: every button waits */
  busy: boolean;
  inFlight: CardAction | undefined;
  onAnswer: (choice: CardAction) => void;
};

/**
 * Accept and Decline of an expanded request, under what it asks for (a hall or hotel booking and
 * its changes); the pressed button spins while its call runs.
 */
export function AnswerPanel({ wrapper, busy, inFlight, onAnswer }: AnswerPanelProps) {
  const noteId = useId();
  const { t, i18n } = useLingui();
  const answerable = answersOf(wrapper) !== undefined;
  const note = answerable ? undefined : t`This request cannot be answered here.`;
  const details = requestDetails(i18n, wrapper);
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      {details.length > 0 && (
        <ul className="mb-3 space-y-1 text-sm text-stone-700">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button
          disabled={!answerable || busy}
          loading={inFlight === 'accept'}
          aria-describedby={note ? noteId : undefined}
          onClick={() => onAnswer('accept')}
        >
          <Trans>Accept</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!answerable || busy}
          loading={inFlight === 'decline'}
          aria-describedby={note ? noteId : undefined}
          onClick={() => onAnswer('decline')}
        >
          <Trans>Decline</Trans>
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
