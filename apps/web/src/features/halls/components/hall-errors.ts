import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';

/**
 * A refused request (400 a broken rule, 404 a missing event, 409 a status that does not allow
 * it) carries the server's words as they are; anything else goes through the shared handler.
 */
export const hallErrorMessage = (err: unknown): string =>
  err instanceof ApiError && [400, 404, 409].includes(err.status)
    ? err.message
    : apiErrorMessage(err);
