import { useLingui } from '@lingui/react/macro';
import { messageText } from '../../../shared/i18n/message-text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { CODE_LENGTH } from '@rentals/shared';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Button } from '../../../shared/ui/button';
import { CodeField } from '../../../shared/forms/code-field';
import { useVerifyCode, verifyCodeErrorMessage } from '../api/verify-code';
import { useFinishSignIn } from './use-finish-sign-in';

type VerifyCodeFormProps = {
  /** where the code went: an e-mail address, or a phone number (E.164) for an SMS code */
  email: string;
  by?: 'email' | 'phone';
  /** 'signup' when the code confirms a new account. */
  type?: 'signup';
  /** Disabled until the code has been sent. */
  disabled?: boolean;
  submitLabel: string;
  /** Warning shown when the code is submitted empty. */
  emptyMessage: string;
};

/** The code step: the 6-digit code from the e-mail or the SMS, then sign in and go back. */
export function VerifyCodeForm({
  email,
  by = 'email',
  type,
  disabled,
  submitLabel,
  emptyMessage,
}: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const verify = useVerifyCode();
  const finishSignIn = useFinishSignIn();
  const { form, report, scope } = useFormProblem();
  const input = useRef<HTMLInputElement>(null);
  const { t, i18n } = useLingui();
  const length = CODE_LENGTH;

  // Once the code is on its way the person's next step is typing it: focus goes there.
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled, email]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.trim();
    if (!otp) {
      const empty = messageText(i18n, emptyMessage);
      toast.warn(empty);
      report(empty, 'otp');
      return;
    }
    verify.mutate(
      by === 'phone' ? { otp, phone: email, type } : { otp, userEmail: email.trim(), type },
      {
        onSuccess: finishSignIn,
        onError: (err) => {
          toast.error(verifyCodeErrorMessage(err));
          report(verifyCodeErrorMessage(err), 'otp');
        },
      },
    );
  };

  return (
    <FormProblemScope scope={scope}>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <CodeField
          ref={input}
          label={t`Code`}
          value={code}
          onChange={setCode}
          disabled={disabled}
          hint={disabled ? undefined : t`We sent a ${length}-digit code to ${email}.`}
        />
        <Button type="submit" className="w-full" loading={verify.isPending} disabled={disabled}>
          {submitLabel}
        </Button>
      </form>
    </FormProblemScope>
  );
}
