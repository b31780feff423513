import { toast } from '../ui/toast';
import { i18n as browserI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { httpErrorMessage, messages } from '@rentals/shared';
import { messageText } from '../i18n/message-text';
import { ApiError } from './client';

/**
 * The spec's shared handler (spec 1 section 8): a network error shows its own message, an HTTP
 * 404 shows 'server not working', any other HTTP error shows '{status}: {message}'; each in the
 * page's language: the rendering's `i18n` when shown on the page, else the browser's one
 * instance (a toast is shown outside any rendering).
 */
/**
 * A call that got no answer (offline, the connection dropped): the browser's own message
 * ('Failed to fetch') is English whatever the page's language, so a chosen language says it in
 * its own words; the spec's wording keeps the message as it came.
 */
function noAnswerText(i18n: I18n, message: string): string {
  if (i18n.locale === 'spec') return message;
  return i18n._(msg`No internet connection. Check your connection and try again.`);
}

export function apiErrorMessage(err: unknown, i18n: I18n = browserI18n): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return noAnswerText(i18n, err.message);
    if (err.status === 404) return messageText(i18n, messages.serverNotWorking);
    return httpErrorMessage(err.status, messageText(i18n, err.message, err.code));
  }
  return messageText(i18n, err instanceof Error ? err.message : messages.serverError);
}

export function toastApiError(err: unknown): void {
  toast.error(apiErrorMessage(err));
}
