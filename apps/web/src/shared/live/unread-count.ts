import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationContract } from '@rentals/shared';
import { call } from '../api/client';

/**
 * Every notification query lives under ['notifications'] (the inbox feature's keys too), so the
 * live client refreshes them all with one invalidation.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_COUNT_KEY = ['notifications', 'unread'] as const;

/** GET /notifications/unread-count: how many of the signed-in user's notifications are unread. */
export const fetchUnreadCount = async () =>
  (
    await call<typeof notificationContract.unreadCount>(
      { method: 'GET', path: '/notifications/unread-count' },
      {},
    )
  ).data;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: fetchUnreadCount,
    select: (data) => data.unread,
  });

/** The unread count (undefined until known); refreshed by the live client, not by polling. */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions()).data;
