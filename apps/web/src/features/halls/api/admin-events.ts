import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE, type HallAdminEventPage, type HallBookAnswer } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { hallEventKeys } from './hall-event-keys';

type AddAdminEventInput = {
  hall_id: string;
  date: string;
  starting_time: string;
  ending_time: string;
  multiRentalAllowed: boolean;
};

/** POST /hallAdminEvents/add: 'already-booked' when the day (or the time) is taken. */
export const addAdminEvent = (body: AddAdminEventInput) =>
  api.post<HallBookAnswer>('/hallAdminEvents/add', body);

/** POST /hallAdminEvents/delete {event_id}: a 404 means it was already removed. */
export const deleteAdminEvent = (eventId: string) =>
  api.post<string>('/hallAdminEvents/delete', { event_id: eventId });

/** POST /hallAdminEvents/rebook-hall-event {event_id, event_date}. */
export const rebookAdminEvent = (body: { event_id: string; event_date: string }) =>
  api.post<HallBookAnswer | 'unchanged'>('/hallAdminEvents/rebook-hall-event', body);

/** POST /hallAdminEvents/cancel-hall-event {event_id}. */
export const cancelAdminEvent = (eventId: string) =>
  api.post<string>('/hallAdminEvents/cancel-hall-event', { event_id: eventId });

function useAdminEventMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hallEventKeys.all }),
  });
}

export const useAddAdminEvent = () => useAdminEventMutation(addAdminEvent);
export const useDeleteAdminEvent = () => useAdminEventMutation(deleteAdminEvent);
export const useRebookAdminEvent = () => useAdminEventMutation(rebookAdminEvent);
export const useCancelAdminEvent = () => useAdminEventMutation(cancelAdminEvent);

/** GET /hallAdminEvents?hall_id&page&pageSize: the owner's admin events, 10 a page. */
export const adminEventPageQueryOptions = (hallId: string, page: number) =>
  queryOptions({
    queryKey: hallEventKeys.adminList(hallId, page),
    queryFn: () =>
      api.get<HallAdminEventPage>(
        `/hallAdminEvents?hall_id=${encodeURIComponent(hallId)}&page=${page}&pageSize=${PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminEventPage = (hallId: string, page: number) =>
  useQuery(adminEventPageQueryOptions(hallId, page));
