import { useQuery } from '@tanstack/react-query';
import type { hallContract } from '@rentals/shared';
import { listingDetailOptions } from '../../../shared/api/call-query';

/** GET /hallProperty/find/{id}: the hall with its owner card; null when there is no such hall. */
export const hallQueryOptions = listingDetailOptions<typeof hallContract.findHall>(
  'Hall',
  { method: 'GET', path: '/hallProperty/find/:id' },
  (id) => ({ params: { id } }),
);

export const useHall = (hallId: string, userId: string) =>
  useQuery({ ...hallQueryOptions(hallId, userId), enabled: hallId !== '' });
