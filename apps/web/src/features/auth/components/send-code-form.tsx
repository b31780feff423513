import type { ReactNode } from 'react';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { messageText } from '../../../shared/i18n/message-text';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast';
import { loginCodeErrorMessage } from '../api/send-login-code';

type Sent = { onSuccess: () => void; onError: (err: unknown) => void };

type SendCodeFormProps = {
  /** the field's name: a refusal is said beside it */
  name: 'email' | 'phone';
  initial: string;
  /** the field, showing `value` */
  field: (value: string, onChange: (value: string) => void) => ReactNode;
  /** what to send for what was typed (not blank), or why it cannot be sent */
  check: (typed: string) => string | { refusal: string };
  send: (value: string, callbacks: Sent) => void;
  pending: boolean;
  onSent: (value: string) => void;
};

/**
 * Step one of signing in by e-mail or by phone: what was typed is checked ('fill the blank' when
 * it is blank), then the server is asked to send a code; a refusal is toasted and said beside
 * the field.
 */
export function SendCodeForm({
  name,
  initial,
  field,
  check,
  send,
  pending,
  onSent,
}: SendCodeFormProps) {
  const [typed, setTyped] = useState(initial);
  const { form, report, scope } = useFormProblem();
  const { i18n } = useLingui();
  const refuse = (text: string, say = toast.warn) => {
    say(text);
    report(text, name);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!typed.trim()) return refuse(messageText(i18n, messages.fillTheBlank));
    const value = check(typed);
    if (typeof value !== 'string') return refuse(value.refusal);
    send(value, {
      onSuccess: () => onSent(value),
      onError: (err) => refuse(loginCodeErrorMessage(err), toast.error),
    });
  };

  return (
    <FormProblemScope scope={scope}>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        {field(typed, setTyped)}
        <Button type="submit" className="w-full" loading={pending}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    </FormProblemScope>
  );
}
