import { queryOptions, useQuery } from '@tanstack/react-query';
import type { propertyContract } from '@rentals/shared';
import { listingDetailOptions } from '../../../shared/api/call-query';
import { listingKeys } from '../../../shared/listings/listing-keys';

const detailOptions = listingDetailOptions<typeof propertyContract.findProperty>(
  'Property',
  { method: 'GET', path: '/rentingproperty/find/:id' },
  (id) => ({ params: { id } }),
);

/**
 * GET /rentingproperty/find/{id}: the detail; the owner's contact only reaches signed-in users.
 * Null when there is no such property (shown as 'Can't find the property'). While the signed-in
 * version loads, the visitor's version of the same property stays on screen.
 */
export const propertyDetailOptions = (id: string, userId: string) => {
  const thisProperty = listingKeys.detail('Property', id);
  return queryOptions({
    ...detailOptions(id, userId),
    placeholderData: (previous, previousQuery) =>
      thisProperty.every((part, i) => previousQuery?.queryKey[i] === part) ? previous : undefined,
  });
};

export const usePropertyDetail = (id: string, userId: string) =>
  useQuery(propertyDetailOptions(id, userId));
