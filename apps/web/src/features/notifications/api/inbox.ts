import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationWrapper, notificationContract } from '@rentals/shared';
import { call, type Page } from '../../../shared/api/client';
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from '../../../shared/live/unread-count';

/**
 * Every notification query lives under ['notifications'], so the live client's one invalidation
 * (on a socket event and on every reconnect) refreshes the inbox, the unread count and admin lists.
 */
export const notificationKeys = {
  all: NOTIFICATIONS_KEY,
  /** the header's unread count */
  unread: UNREAD_COUNT_KEY,
  inbox: (userId: string) => ['notifications', 'inbox', userId] as const,
};

export type InboxPage = Page<NotificationWrapper>;

/** GET /notifications/notifier/{userId}: newest first, a page at a time (`next` cursor). */
export async function fetchInboxPage(userId: string, cursor: string | null): Promise<InboxPage> {
  const { data, next } = await call<typeof notificationContract.inbox>(
    { method: 'GET', path: '/notifications/notifier/:userId' },
    { params: { userId }, query: cursor ? { cursor } : {} },
  );
  return { data, next: next ?? null };
}

export const inboxQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.inbox(userId),
    queryFn: ({ pageParam }) => fetchInboxPage(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: InboxPage) => last.next ?? undefined,
  });

export const useInbox = (userId: string) => useInfiniteQuery(inboxQueryOptions(userId));

/** Takes one card out of the cached inbox at once, before the refetch confirms it. */
export function removeFromInbox(queryClient: QueryClient, userId: string, notificationId: string) {
  queryClient.setQueryData<InfiniteData<InboxPage, string | null>>(
    notificationKeys.inbox(userId),
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: page.data.filter((item) => item.notification._id !== notificationId),
        })),
      },
  );
}
