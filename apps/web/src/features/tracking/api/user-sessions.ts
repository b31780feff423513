import type { addUserSessionBody, updateUserSessionBody } from '@rentals/shared';
import { api } from '../../../shared/api/client';

export type AddUserSessionInput = ReturnType<typeof addUserSessionBody.parse>;
export type UpdateUserSessionInput = ReturnType<typeof updateUserSessionBody.parse>;

export type UserSession = {
  _id: string;
  sessionId: string;
  userId: string;
  page_view_count: number;
  last_time_active: string;
};

/** POST /user-sessions/add: opens a tracking session for a user or 'not-signed'. */
export const addUserSession = (body: AddUserSessionInput) =>
  api.post<UserSession>('/user-sessions/add', body);

/** POST /user-sessions/update: a page view (+1) or the last time the visitor was active. */
export const updateUserSession = (body: UpdateUserSessionInput) =>
  api.post<unknown>('/user-sessions/update', body);

/** Tracking never disturbs the visitor: every failure is dropped (spec 1 section 7). */
export const ignoreFailure = (call: Promise<unknown>): void => {
  call.catch(() => undefined);
};
