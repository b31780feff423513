import { useMutation } from '@tanstack/react-query';
import type { reportBody, reportsContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';

export type ReportInput = ReturnType<typeof reportBody.parse>;

/** POST /reports/add {from, description, type}: answers 'success'. */
export const addReport = async (body: ReportInput) =>
  (await call<typeof reportsContract.addReport>({ method: 'POST', path: '/reports/add' }, { body }))
    .data;

export const useAddReport = () => useMutation({ mutationFn: addReport });
