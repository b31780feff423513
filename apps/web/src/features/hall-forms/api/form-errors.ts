import { toast } from 'react-toastify';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';

/** A rule the server refused (400) says its words as they are; anything else as usual. */
export function toastHallFormError(err: unknown): void {
  toast.error(err instanceof ApiError && err.status === 400 ? err.message : apiErrorMessage(err));
}
