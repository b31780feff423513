import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '../../../shared/i18n/message-text';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { messages } from '@rentals/shared';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Button } from '../../../shared/ui/button';
import { loginCodeErrorMessage } from '../api/send-login-code';
import { useSendPhoneLoginCode } from '../api/send-phone-code';
import { PhoneField, typedPhone } from './phone-field';

type LoginPhoneFormProps = { initialPhone: string; onSent: (phone: string) => void };

/** Step one of phone sign-in: ask the server to send a code by SMS (the e-mail form's twin). */
export function LoginPhoneForm({ initialPhone, onSent }: LoginPhoneFormProps) {
  const [phone, setPhone] = useState(initialPhone);
  const sendCode = useSendPhoneLoginCode();
  const { form, report, scope } = useFormProblem();
  const { t, i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phone.trim()) {
      const blank = messageText(i18n, messages.fillTheBlank);
      toast.warn(blank);
      report(blank, 'phone');
      return;
    }
    const number = typedPhone(phone);
    if (!number) {
      const bad = t`Enter a mobile number, such as 061 5123456.`;
      toast.warn(bad);
      report(bad, 'phone');
      return;
    }
    sendCode.mutate(
      { phone: number },
      {
        onSuccess: () => onSent(number),
        onError: (err) => {
          toast.error(loginCodeErrorMessage(err));
          report(loginCodeErrorMessage(err), 'phone');
        },
      },
    );
  };

  return (
    <FormProblemScope scope={scope}>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <PhoneField value={phone} onChange={setPhone} autoFocus />
        <Button type="submit" className="w-full" loading={sendCode.isPending}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    </FormProblemScope>
  );
}
