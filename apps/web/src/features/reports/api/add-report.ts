import { useMutation } from '@tanstack/react-query';
import type { reportBody, reportsContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

export type ReportInput = ReturnType<typeof reportBody.parse>;

/** POST /reports/add {from, description, type}: answers 'success'. */
export const addReport = (body: ReportInput) =>
  callData<typeof reportsContract.addReport>({ method: 'POST', path: '/reports/add' }, { body });

export const useAddReport = () => useMutation({ mutationFn: addReport });
