import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../api/toast-api-error';
import { Button } from './button';

/** A list that could not load: what went wrong, read out as an alert, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{apiErrorMessage(error, i18n)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
