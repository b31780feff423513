import type { I18n } from '@lingui/core';
import { httpErrorMessage, messages } from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { messageText } from '../../../shared/i18n/message-text';

/**
 * apiErrorMessage (shared/api) in a given language: what a failed call says, said with the
 * rendering's own i18n (the server renders pages in several languages at once).
 */
export function errorText(i18n: I18n, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return err.message;
    if (err.status === 404) return messageText(i18n, messages.serverNotWorking);
    return httpErrorMessage(err.status, messageText(i18n, err.message, err.code));
  }
  return messageText(i18n, err instanceof Error ? err.message : messages.serverError);
}
