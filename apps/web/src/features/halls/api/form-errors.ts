import { toast } from '../../../shared/ui/toast';
import { i18n } from '@lingui/core';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { formText } from '../forms/form-text';

/**
 * A rule the server refused (400) says its words, in the page's language; anything else as usual
 * (a toast is outside rendering: the browser's one i18n instance).
 */
export function toastHallFormError(err: unknown): void {
  toast.error(
    err instanceof ApiError && err.status === 400
      ? formText(i18n, err.message, err.code)
      : apiErrorMessage(err),
  );
}
