import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchFields, searchContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

type Contract = typeof searchContract;

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** GET /saved-searches: the signed-in person's, newest first. */
export const savedSearchesOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: () =>
      callData<Contract['listSavedSearches']>({ method: 'GET', path: '/saved-searches' }, {}),
  });

/** POST /saved-searches: the search, kept to be told of new matches. */
export const saveSearch = (fields: SearchFields) =>
  callData<Contract['saveSearch']>({ method: 'POST', path: '/saved-searches' }, { body: fields });

export const pauseSavedSearch = ({ id, paused }: { id: string; paused: boolean }) =>
  callData<Contract['pauseSavedSearch']>(
    { method: 'POST', path: '/saved-searches/:id/pause' },
    { params: { id }, body: { paused } },
  );

export const deleteSavedSearch = (id: string) =>
  callData<Contract['deleteSavedSearch']>(
    { method: 'DELETE', path: '/saved-searches/:id' },
    { params: { id } },
  );

/** Each refreshes the list of My account. */
function useSavedSearchMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export const useSaveSearch = () => useSavedSearchMutation(saveSearch);
export const usePauseSavedSearch = () => useSavedSearchMutation(pauseSavedSearch);
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
