import { useLingui } from '@lingui/react';
import type { NotificationWrapper } from '@rentals/shared';
import { Avatar } from '../../../shared/ui/avatar';
import { fromAdmin, senderName } from './notification-text';

/** The sender's picture; admin has a shield of its own, so its news stands out. */
export function SenderAvatar({ wrapper }: { wrapper: NotificationWrapper }) {
  const { i18n } = useLingui();
  if (!fromAdmin(wrapper)) {
    return <Avatar name={senderName(i18n, wrapper)} picture={wrapper.user.picture || undefined} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="admin-avatar"
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 text-white ring-2 ring-white"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-5 w-5"
      >
        <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
    </span>
  );
}
