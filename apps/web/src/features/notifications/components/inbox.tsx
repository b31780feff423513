import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { LoadMore } from '../../../shared/listings/load-more';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { BellIcon } from '../../../shared/ui/icons';
import { useInbox } from '../api/inbox';
import { useMarkAllRead } from '../api/mark-read';
import { NotificationCard } from './notification-card';

/**
 * The inbox, newest first, a page at a time. Once it has shown, everything is marked read (the
 * cards keep their 'New' mark until the next fetch), and again when a refresh brings new ones.
 */
export function Inbox({ userId }: { userId: string }) {
  const query = useInbox(userId);
  const { t, i18n } = useLingui();
  const { mutate: markAllRead } = useMarkAllRead();
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const unreadIds = items
    .filter((item) => !item.notification.read)
    .map((item) => item.notification._id)
    .join(' ');
  // Ids already marked read; null until the first mark, which the inbox makes on opening.
  const marked = useRef<Set<string> | null>(null);
  const loaded = query.isSuccess;

  useEffect(() => {
    if (!loaded) return;
    const ids = unreadIds ? unreadIds.split(' ') : [];
    const seen = marked.current;
    if (seen && ids.every((id) => seen.has(id))) return;
    marked.current = new Set([...(seen ?? []), ...ids]);
    markAllRead();
  }, [loaded, unreadIds, markAllRead]);

  if (query.isPending) return <InboxSkeleton />;
  if (query.isError && !query.data) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <EmptyInbox />;

  return (
    <section aria-label={t`Your notifications`} aria-busy={query.isFetchingNextPage || undefined}>
      <ul className="space-y-3">
        {items.map((wrapper) => (
          <li key={wrapper.notification._id}>
            <NotificationCard wrapper={wrapper} me={userId} />
          </li>
        ))}
      </ul>
      {(query.hasNextPage || query.isFetchNextPageError) && (
        <div className="flex flex-wrap items-center justify-center gap-3 pt-6">
          {query.hasNextPage && <LoadMore query={query} />}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {apiErrorMessage(query.error, i18n)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function EmptyInbox() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellIcon className="h-6 w-6" />
      </span>
      <p className="font-semibold text-stone-900">
        <Trans>No notifications yet</Trans>
      </p>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>
          Rent requests, answers to your requests and news about your listings show up here.
        </Trans>
      </p>
    </div>
  );
}

/** Grey cards of the real cards' shape while the first page loads. */
function InboxSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading notifications`}>
      <ul className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
            <div className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-stone-200" />
            <div className="flex-1 space-y-2">
              <div className="h-3 w-1/3 rounded bg-stone-200" />
              <div className="h-4 w-3/4 rounded bg-stone-200" />
              <div className="h-9 w-1/2 rounded bg-stone-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
