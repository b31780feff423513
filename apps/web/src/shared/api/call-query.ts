import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CallInput, RouteContract } from '@rentals/shared';
import { callData, type RouteOf } from './client';

/**
 * TanStack's queryOptions of a query that holds one call's data under `queryKey`; spread it to
 * add the others (staleTime, placeholderData...).
 */
export const callQueryOptions = <C extends RouteContract>(
  queryKey: QueryKey,
  route: RouteOf<C>,
  input: CallInput<C>,
) => queryOptions({ queryKey, queryFn: () => callData<C>(route, input) });

/**
 * The same for what an edit starts from: what is stored now, never a cached copy (fetched again
 * whenever the form opens).
 */
export const storedNowOptions = <C extends RouteContract>(
  queryKey: QueryKey,
  route: RouteOf<C>,
  input: CallInput<C>,
) => queryOptions({ queryKey, queryFn: () => callData<C>(route, input), staleTime: 0 });
