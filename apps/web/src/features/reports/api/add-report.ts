import { useMutation } from '@tanstack/react-query';
import type { reportBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';

export type ReportInput = ReturnType<typeof reportBody.parse>;

/** POST /reports/add {from, description, type}: answers 'success'. */
export const addReport = (body: ReportInput) => api.post<string>('/reports/add', body);

export const useAddReport = () => useMutation({ mutationFn: addReport });
