import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { listingPath, messages, type NotificationWrapper } from '@rentals/shared';
import { ListingThumb } from '../../../shared/listings/listing-thumb';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { useFormat } from '../../../shared/i18n/format';
import { noticeListingTitleIn } from '../../../shared/i18n/labels';
import { messageText } from '../../../shared/i18n/message-text';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { useAdminAction, type AdminAction } from '../api/admin-actions';

type RequestKind = 'verification' | 'vacate';

const BUTTONS: Record<
  RequestKind,
  { action: AdminAction; label: MessageDescriptor; done: string }[]
> = {
  verification: [
    { action: 'approve', label: msg`Approve`, done: messages.acceptedSuccessfully },
    { action: 'decline', label: msg`Decline`, done: messages.declinedSuccessfully },
  ],
  vacate: [{ action: 'complete', label: msg`Complete`, done: messages.success }],
};

/** 'the hall', 'the property': a listing without a name, by its kind. */
const THE_KIND: Record<string, MessageDescriptor> = {
  property: msg`the property`,
  apartment: msg`the apartment`,
  hall: msg`the hall`,
  hotel: msg`the hotel`,
};

function listingName(i18n: I18n, property: NotificationWrapper['property']): string {
  if (!property) return i18n._(msg`a removed listing`);
  const kind = property.kind.toLowerCase();
  const known = THE_KIND[kind];
  return noticeListingTitleIn(i18n, property) || (known ? i18n._(known) : i18n._(msg`the ${kind}`));
}

/** A request addressed to admin: who asks, when, about which listing, and its buttons. */
export function RequestRow({ wrapper, kind }: { wrapper: NotificationWrapper; kind: RequestKind }) {
  const { notification, user, property } = wrapper;
  const headingId = useId();
  const run = useAdminAction(notification._id);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const name = user.name.trim() || t`Someone`;
  const listing = listingName(i18n, property);
  const text =
    kind === 'verification'
      ? t`${name} asks to verify ${listing}`
      : t`${name} asks to vacate ${listing}`;
  const cover = property?.pictures[0];

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} picture={user.picture || undefined} />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-stone-600">
            <time dateTime={notification.created_date}>
              {format.day(notification.created_date)}
            </time>
          </p>
          <h2 id={headingId} className="text-sm font-medium break-words text-stone-900">
            {text}
          </h2>
          {property && (
            <Link
              to={listingPath(property)}
              className="mt-2 inline-flex min-h-10 max-w-full items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
            >
              {cover && <ListingThumb picture={cover} />}
              <span className="truncate">
                <Trans>Open listing</Trans>
              </span>
            </Link>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-3">
        {BUTTONS[kind].map(({ action, label, done }) => (
          <Button
            key={action}
            variant={action === 'decline' ? 'secondary' : 'primary'}
            className="flex-1 sm:flex-none"
            disabled={run.isPending}
            loading={run.isPending && run.variables === action}
            onClick={() =>
              run.mutate(action, {
                onSuccess: () => toast.success(messageText(i18n, done)),
                onError: toastApiError,
              })
            }
          >
            {i18n._(label)}
          </Button>
        ))}
      </div>
    </article>
  );
}
