import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button, buttonClasses } from '../ui/button';

type CancelOrSubmitProps = (
  | { /** where Cancel leads */ back: string }
  | { /** what Cancel does, in a dialog */ onCancel: () => void }
) & {
  /** the submit button's spinner while the form is sent */
  pending: boolean;
  disabled?: boolean;
  /** the submit button's words */
  children: ReactNode;
  /** shown with the buttons, where the person pressed (a listing's upload progress) */
  status?: ReactNode;
};

/** A form's last row: Cancel and the submit button (on a phone, submit on top). */
export function CancelOrSubmit({
  pending,
  disabled,
  children,
  status,
  ...cancel
}: CancelOrSubmitProps) {
  const inDialog = 'onCancel' in cancel;
  return (
    <div
      data-submit-row=""
      className={`flex flex-col-reverse gap-3 ${inDialog ? 'pt-1 ' : ''}sm:flex-row sm:items-center sm:justify-end`}
    >
      {inDialog ? (
        <Button variant="secondary" onClick={cancel.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      ) : (
        <Link to={cancel.back} className={buttonClasses('secondary')}>
          <Trans>Cancel</Trans>
        </Link>
      )}
      <Button type="submit" loading={pending} disabled={disabled}>
        {children}
      </Button>
      {status}
    </div>
  );
}
