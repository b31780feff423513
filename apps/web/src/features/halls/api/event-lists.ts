import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type hallContract } from '@rentals/shared';
import { callQueryOptions, storedNowOptions } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { hallEventKeys } from './hall-event-keys';

export type HallEventList = 'all-events' | 'upcoming-events';

/** GET /hallEvents/all-events and /upcoming-events?hall_id&page&pageSize: 10 a page. */
export const hallEventPageQueryOptions = (hallId: string, which: HallEventList, page: number) =>
  queryOptions({
    queryKey: hallEventKeys.list(hallId, which, page),
    queryFn: () => {
      const query = { hall_id: hallId, page, pageSize: PAGE_SIZE };
      return which === 'all-events'
        ? callData<typeof hallContract.allEvents>(
            { method: 'GET', path: '/hallEvents/all-events' },
            { query },
          )
        : callData<typeof hallContract.upcomingEvents>(
            { method: 'GET', path: '/hallEvents/upcoming-events' },
            { query },
          );
    },
    placeholderData: keepPreviousData,
  });

export const useHallEventPage = (hallId: string, which: HallEventList, page: number) =>
  useQuery(hallEventPageQueryOptions(hallId, which, page));

/** GET /hallEvents/my-events?page&pageSize: the signed-in user's own events. */
export const myHallEventsQueryOptions = (page: number) =>
  queryOptions({
    ...callQueryOptions<typeof hallContract.myEvents>(
      hallEventKeys.mine(page),
      { method: 'GET', path: '/hallEvents/my-events' },
      { query: { page, pageSize: PAGE_SIZE } },
    ),
    placeholderData: keepPreviousData,
  });

export const useMyHallEvents = (page: number) => useQuery(myHallEventsQueryOptions(page));

/** GET /hallEvents/get-user-event?event_id: one event, for its user or the hall's owner. */
export const hallEventQueryOptions = (eventId: string) =>
  storedNowOptions<typeof hallContract.getUserEvent>(
    hallEventKeys.event(eventId),
    { method: 'GET', path: '/hallEvents/get-user-event' },
    { query: { event_id: eventId } },
  );

export const useHallEvent = (eventId: string) =>
  useQuery({ ...hallEventQueryOptions(eventId), enabled: eventId !== '' });
