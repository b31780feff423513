import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { hallContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { hallEventKeys } from './hall-event-keys';

const monthQuery = (hallId: string, month: string) => ({ date: month, hall_id: hallId });

/** GET /hallEvents/events_between_a_month?date=YYYY-MM&hall_id: the month's events. */
export const monthEventsQueryOptions = (hallId: string, month: string) =>
  queryOptions({
    ...callQueryOptions<typeof hallContract.monthEvents>(
      hallEventKeys.month(hallId, month),
      { method: 'GET', path: '/hallEvents/events_between_a_month' },
      { query: monthQuery(hallId, month) },
    ),
    placeholderData: keepPreviousData,
  });

/** GET /hallAdminEvents/events_between_a_month?date&hall_id: the days the owner blocked. */
export const monthAdminEventsQueryOptions = (hallId: string, month: string) =>
  queryOptions({
    ...callQueryOptions<typeof hallContract.monthAdminEvents>(
      hallEventKeys.adminMonth(hallId, month),
      { method: 'GET', path: '/hallAdminEvents/events_between_a_month' },
      { query: monthQuery(hallId, month) },
    ),
    placeholderData: keepPreviousData,
  });

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
