import { toast } from 'react-toastify';
import { httpErrorMessage, messages } from '@rentals/shared';
import { ApiError } from './client';

/**
 * The spec's shared handler (spec 1 section 8): a network error shows its own message, an HTTP
 * 404 shows 'server not working', any other HTTP error shows '{status}: {message}'.
 */
export function apiErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return err.message;
    if (err.status === 404) return messages.serverNotWorking;
    return httpErrorMessage(err.status, err.message);
  }
  return err instanceof Error ? err.message : messages.serverError;
}

export function toastApiError(err: unknown): void {
  toast.error(apiErrorMessage(err));
}
