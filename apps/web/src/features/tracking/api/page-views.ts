import type { addPageViewBody, trackingContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';

export type AddPageViewInput = ReturnType<typeof addPageViewBody.parse>;

/** POST /page-views/add: one visit of one URL (path and query). */
export const addPageView = (body: AddPageViewInput) =>
  call<typeof trackingContract.addPageView>({ method: 'POST', path: '/page-views/add' }, { body });
