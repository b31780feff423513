import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { CODE_LENGTH, type User } from '@rentals/shared';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { CodeField } from '../../../shared/forms/code-field';
import { emailCodeErrorMessage, useConfirmEmailChange } from '../api/confirm-email-change';

type EmailCodeFormProps = {
  /** the new address the code went to */
  email: string;
  /** where "Not now" goes (the old address stays) */
  backTo: string;
  onConfirmed: (user: User) => void;
};

/**
 * The second step of an e-mail change: the code sent to the new address. Focus moves to the
 * code when the step appears; a refusal shows beside the field and as a toast.
 */
export function EmailCodeForm({ email, backTo, onConfirmed }: EmailCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirmEmailChange();
  const { t } = useLingui();
  const length = CODE_LENGTH;
  useEffect(() => input.current?.focus(), []);

  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
    input.current?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.trim();
    if (otp.length !== CODE_LENGTH) return refuse(t`Enter the ${length}-digit code`);
    confirm.mutate(
      { otp },
      { onSuccess: onConfirmed, onError: (err) => refuse(emailCodeErrorMessage(err)) },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={t`Confirm your new e-mail`}
    >
      <p className="text-stone-700">
        <Trans>
          Your other changes are saved. We sent a {length}-digit code to{' '}
          <strong className="break-all">{email}</strong>: enter it to make this your e-mail address.
          Until then you sign in with your current address.
        </Trans>
      </p>
      <CodeField
        ref={input}
        label={t`Code from the e-mail`}
        value={code}
        onChange={(typed) => {
          setCode(typed);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={backTo} className={buttonClasses('secondary')}>
          <Trans>Not now</Trans>
        </Link>
        <Button type="submit" loading={confirm.isPending}>
          <Trans>Confirm e-mail</Trans>
        </Button>
      </div>
    </form>
  );
}
