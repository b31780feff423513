import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { CallInput, hallContract, RouteContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import type { RouteOf } from '../../../shared/api/client';
import { hallEventKeys } from './hall-event-keys';

/**
 * One of a hall calendar's month lists, GET ?date=YYYY-MM&hall_id: the month before stays on
 * screen while the next one loads.
 */
const monthOptions =
  <C extends RouteContract>(
    keyOf: (hallId: string, month: string) => QueryKey,
    route: RouteOf<C>,
  ) =>
  (hallId: string, month: string) =>
    queryOptions({
      ...callQueryOptions<C>(keyOf(hallId, month), route, {
        query: { date: month, hall_id: hallId },
      } as CallInput<C>),
      placeholderData: keepPreviousData,
    });

/** GET /hallEvents/events_between_a_month: the month's events. */
export const monthEventsQueryOptions = monthOptions<typeof hallContract.monthEvents>(
  hallEventKeys.month,
  { method: 'GET', path: '/hallEvents/events_between_a_month' },
);

/** GET /hallAdminEvents/events_between_a_month: the days the owner blocked. */
export const monthAdminEventsQueryOptions = monthOptions<typeof hallContract.monthAdminEvents>(
  hallEventKeys.adminMonth,
  { method: 'GET', path: '/hallAdminEvents/events_between_a_month' },
);

/** Both lists of one month, for the calendar; `loading` until both are there. */
export function useMonthOfHall(hallId: string, month: string) {
  const events = useQuery(monthEventsQueryOptions(hallId, month));
  const adminEvents = useQuery(monthAdminEventsQueryOptions(hallId, month));
  return {
    events: events.data ?? [],
    adminEvents: adminEvents.data ?? [],
    loading: events.isPending || adminEvents.isPending || events.isPlaceholderData,
    error: events.error ?? adminEvents.error,
    refetch: () => Promise.all([events.refetch(), adminEvents.refetch()]),
  };
}
