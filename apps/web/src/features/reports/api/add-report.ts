import { useMutation } from '@tanstack/react-query';
import type { reportsContract } from '@rentals/shared';
import { bodyCall } from '../../../shared/api/client';

/** POST /reports/add {from, description, type}: answers 'success'. */
export const addReport = bodyCall<typeof reportsContract.addReport>({
  method: 'POST',
  path: '/reports/add',
});

export const useAddReport = () => useMutation({ mutationFn: addReport });
