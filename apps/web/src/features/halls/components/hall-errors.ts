import { i18n as globalI18n, type I18n } from '@lingui/core';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { hallText } from './hall-text';

/**
 * A refused request (400 a broken rule, 404 a missing event, 409 a status that does not allow
 * it) carries the server's words, in the page's language; anything else goes through the shared
 * handler. In render pass the hook's i18n; a toast outside render reads the browser's one.
 */
export const hallErrorMessage = (err: unknown, i18n: I18n = globalI18n): string =>
  err instanceof ApiError && [400, 404, 409].includes(err.status)
    ? hallText(i18n, err.message, err.code)
    : apiErrorMessage(err);
