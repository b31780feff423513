import { queryOptions, useQuery } from '@tanstack/react-query';
import type { propertyContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { orMissing } from '../../../shared/api/missing';
import { listingKeys } from '../../../shared/listings/listing-keys';

/** GET /rentingproperty/find/{id}: the detail; the owner's contact only reaches signed-in users. */
export const fetchPropertyDetail = (id: string) =>
  callData<typeof propertyContract.findProperty>(
    { method: 'GET', path: '/rentingproperty/find/:id' },
    { params: { id } },
  );

/** Under ['listings'] so a rent request or an edit refreshes it with the lists. */
export const propertyDetailKey = (id: string) => [...listingKeys.all, 'detail', id] as const;

/**
 * Null when there is no such property (shown as 'Can't find the property').
 * Keyed by the user too: signing in changes what the detail holds (the owner's contact). While
 * the signed-in version loads, the visitor's version of the same property stays on screen.
 */
export const propertyDetailOptions = (id: string, userId: string) =>
  queryOptions({
    queryKey: [...propertyDetailKey(id), userId],
    queryFn: () => orMissing(fetchPropertyDetail(id)),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });

export const usePropertyDetail = (id: string, userId: string) =>
  useQuery(propertyDetailOptions(id, userId));
