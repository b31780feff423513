import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type DataOf, type hallContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { api, callData } from '../../../shared/api/client';
import { useHallEventMutation } from './event-actions';
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
export const deleteAdminEvent = (eventId: string) =>
  callData<typeof hallContract.deleteAdminEvent>(
    { method: 'POST', path: '/hallAdminEvents/delete' },
    { body: { event_id: eventId } },
  );

/** POST /hallAdminEvents/rebook-hall-event {event_id, event_date}. */
export const rebookAdminEvent = (body: { event_id: string; event_date: string }) =>
  callData<typeof hallContract.rebookAdminEvent>(
    { method: 'POST', path: '/hallAdminEvents/rebook-hall-event' },
    { body },
  );

/** POST /hallAdminEvents/cancel-hall-event {event_id}. */
export const cancelAdminEvent = (eventId: string) =>
  callData<typeof hallContract.cancelAdminEvent>(
    { method: 'POST', path: '/hallAdminEvents/cancel-hall-event' },
    { body: { event_id: eventId } },
  );

export const useAddAdminEvent = () => useHallEventMutation(addAdminEvent);
export const useDeleteAdminEvent = () => useHallEventMutation(deleteAdminEvent);
export const useRebookAdminEvent = () => useHallEventMutation(rebookAdminEvent);
export const useCancelAdminEvent = () => useHallEventMutation(cancelAdminEvent);

/** GET /hallAdminEvents?hall_id&page&pageSize: the owner's admin events, 10 a page. */
export const adminEventPageQueryOptions = (hallId: string, page: number) =>
  queryOptions({
    ...callQueryOptions<typeof hallContract.listAdminEvents>(
      hallEventKeys.adminList(hallId, page),
      { method: 'GET', path: '/hallAdminEvents' },
      { query: { hall_id: hallId, page, pageSize: PAGE_SIZE } },
    ),
    placeholderData: keepPreviousData,
  });

export const useAdminEventPage = (hallId: string, page: number) =>
  useQuery(adminEventPageQueryOptions(hallId, page));
