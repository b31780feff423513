import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../api/toast-api-error';
import { Button } from './button';

type LoadFailedProps = {
  error: unknown;
  onRetry: () => void;
  /** the words for what went wrong (the API's message unless told) */
  errorText?: (error: unknown) => string;
  /** plain red words inside a section (with these extra classes) instead of a red box */
  plain?: string | true;
};

/** A list that could not load: what went wrong, read out as an alert, and a way to try again. */
export function LoadFailed({ error, onRetry, errorText, plain }: LoadFailedProps) {
  const { i18n } = useLingui();
  const boxClasses =
    plain === undefined
      ? 'rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800'
      : `${plain === true ? '' : `${plain} `}text-sm text-red-700`;
  return (
    <div role="alert" className={boxClasses}>
      <p>{errorText ? errorText(error) : apiErrorMessage(error, i18n)}</p>
      <Button
        variant="secondary"
        className={plain === undefined ? 'mt-3' : 'mt-2'}
        onClick={onRetry}
      >
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
