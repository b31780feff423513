import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button, buttonClasses } from '../ui/button';

type CancelOrSubmitProps = {
  /** where Cancel leads */
  back: string;
  /** the submit button's spinner while the form is sent */
  pending: boolean;
  disabled?: boolean;
  /** the submit button's words */
  children: ReactNode;
};

/** A form's last row: Cancel, a link back, and the submit button (on a phone, submit on top). */
export function CancelOrSubmit({ back, pending, disabled, children }: CancelOrSubmitProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={back} className={buttonClasses('secondary')}>
        <Trans>Cancel</Trans>
      </Link>
      <Button type="submit" loading={pending} disabled={disabled}>
        {children}
      </Button>
    </div>
  );
}
