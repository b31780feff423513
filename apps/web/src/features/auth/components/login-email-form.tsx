import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '../../../shared/i18n/message-text';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Button } from '../../../shared/ui/button';
import { EmailField } from './email-field';
import { loginCodeErrorMessage, useSendLoginCode } from '../api/send-login-code';

type LoginEmailFormProps = { initialEmail: string; onSent: (email: string) => void };

/** Step one of e-mail sign-in: ask the server to e-mail a code. */
export function LoginEmailForm({ initialEmail, onSent }: LoginEmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const sendCode = useSendLoginCode();
  const { form, report, scope } = useFormProblem();
  const { i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userEmail = email.trim();
    if (!userEmail) {
      const blank = messageText(i18n, messages.fillTheBlank);
      toast.warn(blank);
      report(blank, 'email');
      return;
    }
    sendCode.mutate(
      { userEmail },
      {
        onSuccess: () => onSent(userEmail),
        onError: (err) => {
          toast.error(loginCodeErrorMessage(err));
          report(loginCodeErrorMessage(err), 'email');
        },
      },
    );
  };

  return (
    <FormProblemScope scope={scope}>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <EmailField value={email} onChange={setEmail} autoFocus />
        <Button type="submit" className="w-full" loading={sendCode.isPending}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    </FormProblemScope>
  );
}
