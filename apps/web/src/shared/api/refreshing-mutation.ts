import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { listingKeys } from '../listings/listing-keys';

type Refresh<TInput, TResult> = {
  /** the queries the call makes stale, by key, from its input (and its result after a success) */
  stale: (input: TInput, result: TResult | undefined) => readonly QueryKey[];
  /**
   * 'settled': after a refusal or a failure too, when it may mean the data changed meanwhile
   * (the day was taken, the address rented); 'success' by default.
   */
  after?: 'success' | 'settled';
  /** the call ends at once, the refetch runs behind it; by default it ends when the data is fresh */
  inBackground?: boolean;
};

/** A mutation after which the queries it changed are fetched again (TanStack's invalidation). */
export function useRefreshingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  { stale, after = 'success', inBackground = false }: Refresh<TInput, TResult>,
) {
  const queryClient = useQueryClient();
  const refresh = (input: TInput, result: TResult | undefined) => {
    const refetched = Promise.all(
      stale(input, result).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    return inBackground ? undefined : refetched;
  };
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => (after === 'success' ? refresh(input, result) : undefined),
    onSettled: (result, _error, input) =>
      after === 'settled' ? refresh(input, result) : undefined,
  });
}

/**
 * A write to one listing (a building, a hotel, one of their rooms or apartments): afterwards every
 * cached query about it, whatever feature holds it (their keys carry its id), and the listing
 * grids are fetched again, behind the call.
 */
export function useListingWrite<TInput, TResult>(
  write: (input: TInput) => Promise<TResult>,
  listingIdOf: (input: TInput) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_result, input) => {
      const id = listingIdOf(input);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
