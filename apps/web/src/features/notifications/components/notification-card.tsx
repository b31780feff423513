import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../shared/ui/toast';
import { messages, type NotificationWrapper } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { ContactLinks } from '../../../shared/ui/contact-links';
import { Spinner } from '../../../shared/ui/spinner';
import { useCardAction, type CardAction } from '../api/card-action';
import { AnswerPanel } from './answer-panel';
import { ListingLink } from './listing-link';
import { notificationDate } from './notification-date';
import { EXPANDABLE_TYPES, notificationText, senderName } from './notification-text';
import { SenderAvatar } from './sender-avatar';

const DONE: Partial<Record<CardAction, string>> = {
  accept: messages.acceptedSuccessfully,
  decline: messages.declinedSuccessfully,
};

type NotificationCardProps = { wrapper: NotificationWrapper; me: string };

/**
 * One notification: who sent it, when, what it says, the listing it is about, and Delete. A
 * request to the listing's owner carries the renter's number (the server sends it to them only).
 * Requests (rent, termination, hall and hotel updates) expand on click to Accept and Decline.
 */
export function NotificationCard({ wrapper, me }: NotificationCardProps) {
  const { notification, property } = wrapper;
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const action = useCardAction(wrapper, me);
  const { t, i18n } = useLingui();
  const expandable = EXPANDABLE_TYPES.includes(notification.type);
  const text = notificationText(i18n, wrapper);
  const sender = senderName(i18n, wrapper);
  // The sentence names the sender first: then it is bold there and not repeated above it.
  const namesSender = text.startsWith(`${sender} `);
  const sentence = namesSender ? (
    <>
      <strong className="font-semibold">{sender}</strong>
      {text.slice(sender.length)}
    </>
  ) : (
    text
  );
  const unread = !notification.read;

  const run = (choice: CardAction) =>
    action.mutate(choice, {
      onSuccess: () => {
        const done = DONE[choice];
        if (done) toast.success(messageText(i18n, done));
      },
      onError: toastApiError,
    });

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border p-3 shadow-sm sm:p-4 ${
        unread ? 'border-brand-300 bg-brand-50' : 'border-stone-200 bg-white'
      }`}
    >
      <div className="flex items-start gap-3">
        <SenderAvatar wrapper={wrapper} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
            {!namesSender && (
              <span className="max-w-full truncate font-semibold text-stone-800">{sender}</span>
            )}
            <time dateTime={notification.created_date}>
              {notificationDate(notification.created_date, undefined, i18n)}
            </time>
            {unread && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-semibold text-white">
                <Trans>New</Trans>
              </span>
            )}
          </p>
          <h2 id={headingId} className="mt-0.5 text-sm leading-snug text-stone-900 sm:text-base">
            {expandable ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpen((value) => !value)}
                className="flex min-h-10 w-full items-center justify-between gap-2 rounded-md text-left hover:text-brand-800"
              >
                <span className="min-w-0 break-words">{sentence}</span>
                <Chevron open={open} />
              </button>
            ) : (
              <span className="block py-1 break-words">{sentence}</span>
            )}
          </h2>
          {property && <ListingLink property={property} />}
          {wrapper.renter_contact && <ContactLinks number={wrapper.renter_contact} name={sender} />}
        </div>
        <button
          type="button"
          aria-label={t`Delete notification`}
          disabled={action.isPending}
          aria-busy={(action.isPending && action.variables === 'delete') || undefined}
          onClick={() => run('delete')}
          className="-mt-1 -mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {action.isPending && action.variables === 'delete' ? <Spinner size={18} /> : <Cross />}
        </button>
      </div>
      {expandable && (
        <div id={panelId} hidden={!open}>
          {open && (
            <AnswerPanel
              wrapper={wrapper}
              busy={action.isPending}
              inFlight={action.isPending ? action.variables : undefined}
              onAnswer={run}
            />
          )}
        </div>
      )}
    </article>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Drawing
      className={`h-5 w-5 shrink-0 text-stone-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
    >
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </Drawing>
  );
}

function Cross() {
  return (
    <Drawing className="h-5 w-5">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </Drawing>
  );
}

/** The card's marks: 24-unit drawings in lines of the text's colour, hidden from readers. */
function Drawing({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className={className}
    >
      {children}
    </svg>
  );
}
