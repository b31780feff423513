import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hallContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { orMissing } from '../../../shared/api/missing';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** GET /hallProperty/find/{id}: the hall with its owner card; 404 when unknown. */
export const fetchHall = (hallId: string) =>
  callData<typeof hallContract.findHall>(
    { method: 'GET', path: '/hallProperty/find/:id' },
    { params: { id: hallId } },
  );

/** Under ['listings'] so an edit, a booking or an inbox answer refreshes it with the lists. */
export const hallKey = (hallId: string) => [...listingKeys.all, 'hall', hallId] as const;

/** Null when there is no such hall. Keyed by the user too: signing in changes what the detail holds (the owner's contact). */
export const hallQueryOptions = (hallId: string, userId: string) =>
  queryOptions({
    queryKey: [...hallKey(hallId), userId],
    queryFn: () => orMissing(fetchHall(hallId)),
  });

export const useHall = (hallId: string, userId: string) =>
  useQuery({ ...hallQueryOptions(hallId, userId), enabled: hallId !== '' });
