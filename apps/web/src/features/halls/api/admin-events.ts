import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE, type DataOf, type hallContract } from '@rentals/shared';
import { api, call } from '../../../shared/api/client';
import { hallEventKeys } from './hall-event-keys';

type AddAdminEventInput = {
  hall_id: string;
  date: string;
  starting_time: string;
  ending_time: string;
  multiRentalAllowed: boolean;
};

/**
 * POST /hallAdminEvents/add: 'already-booked' when the day (or the time) is taken. The route
 * takes no body schema (the spec's date and time messages come first), so its contract gives
 * no body type: sent with api.post, the answer typed by the contract.
 */
export const addAdminEvent = (body: AddAdminEventInput) =>
  api.post<DataOf<typeof hallContract.addAdminEvent>>('/hallAdminEvents/add', body);

/** POST /hallAdminEvents/delete {event_id}: a 404 means it was already removed. */
export const deleteAdminEvent = async (eventId: string) =>
  (
    await call<typeof hallContract.deleteAdminEvent>(
      { method: 'POST', path: '/hallAdminEvents/delete' },
      { body: { event_id: eventId } },
    )
  ).data;

/** POST /hallAdminEvents/rebook-hall-event {event_id, event_date}. */
export const rebookAdminEvent = async (body: { event_id: string; event_date: string }) =>
  (
    await call<typeof hallContract.rebookAdminEvent>(
      { method: 'POST', path: '/hallAdminEvents/rebook-hall-event' },
      { body },
    )
  ).data;

/** POST /hallAdminEvents/cancel-hall-event {event_id}. */
export const cancelAdminEvent = async (eventId: string) =>
  (
    await call<typeof hallContract.cancelAdminEvent>(
      { method: 'POST', path: '/hallAdminEvents/cancel-hall-event' },
      { body: { event_id: eventId } },
    )
  ).data;

function useAdminEventMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
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
    queryFn: async () =>
      (
        await call<typeof hallContract.listAdminEvents>(
          { method: 'GET', path: '/hallAdminEvents' },
          { query: { hall_id: hallId, page, pageSize: PAGE_SIZE } },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const useAdminEventPage = (hallId: string, page: number) =>
  useQuery(adminEventPageQueryOptions(hallId, page));
