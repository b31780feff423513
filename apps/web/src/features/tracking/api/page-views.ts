import type { addPageViewBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';

export type AddPageViewInput = ReturnType<typeof addPageViewBody.parse>;

/** POST /page-views/add: one visit of one URL (path and query). */
export const addPageView = (body: AddPageViewInput) => api.post<unknown>('/page-views/add', body);
