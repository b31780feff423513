import { queryOptions } from '@tanstack/react-query';
import type { adminContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

/** GET /admin/sms: the last days' SMS and today's count against the ceiling. */
export const smsStatsOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sms'] as const,
    queryFn: () =>
      callData<typeof adminContract.smsStats>({ method: 'GET', path: '/admin/sms' }, {}),
  });
