import { Trans } from '@lingui/react/macro';
import { ApiError } from '../api/client';
import { Button } from '../ui/button';

/**
 * Whether a call failed on the way rather than being refused: no answer (status 0), the server
 * failing (5xx) or the body too large for a proxy (413). Sending the same form again may work.
 */
export const isUploadFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 413 || error.status >= 500);

type UploadFailedProps = {
  /** the form's last call's error (a mutation's `error`), null while none */
  error: unknown;
};

/**
 * After an upload failed on the way: says the form is kept and offers "Try again", a submit
 * button, so the form sends the same fields and pictures again without them being refilled.
 */
export function UploadFailed({ error }: UploadFailedProps) {
  if (!isUploadFailure(error)) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <Trans>The upload did not finish. Your details and pictures are still here.</Trans>
      </p>
      <Button type="submit" variant="secondary" className="shrink-0">
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
