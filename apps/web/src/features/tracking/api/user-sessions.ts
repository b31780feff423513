import type { addUserSessionBody, trackingContract, updateUserSessionBody } from '@rentals/shared';
import { call, callData } from '../../../shared/api/client';

export type AddUserSessionInput = ReturnType<typeof addUserSessionBody.parse>;
export type UpdateUserSessionInput = ReturnType<typeof updateUserSessionBody.parse>;

/** POST /user-sessions/add: opens a tracking session for a user or 'not-signed'. */
export const addUserSession = (body: AddUserSessionInput) =>
  callData<typeof trackingContract.addSession>(
    { method: 'POST', path: '/user-sessions/add' },
    { body },
  );

/** POST /user-sessions/update: a page view (+1) or the last time the visitor was active. */
export const updateUserSession = (body: UpdateUserSessionInput) =>
  call<typeof trackingContract.updateSession>(
    { method: 'POST', path: '/user-sessions/update' },
    { body },
  );

/** Tracking never disturbs the visitor: every failure is dropped (spec 1 section 7). */
export const ignoreFailure = (call: Promise<unknown>): void => {
  call.catch(() => undefined);
};
