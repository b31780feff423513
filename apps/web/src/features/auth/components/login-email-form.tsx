import { useSendLoginCode } from '../api/send-login-code';
import { EmailField } from './email-field';
import { SendCodeForm } from './send-code-form';

type LoginEmailFormProps = { initialEmail: string; onSent: (email: string) => void };

/** Step one of e-mail sign-in: ask the server to e-mail a code. */
export function LoginEmailForm({ initialEmail, onSent }: LoginEmailFormProps) {
  const sendCode = useSendLoginCode();
  return (
    <SendCodeForm
      name="email"
      initial={initialEmail}
      field={(value, onChange) => <EmailField value={value} onChange={onChange} autoFocus />}
      check={(typed) => typed.trim()}
      send={(userEmail, callbacks) => sendCode.mutate({ userEmail }, callbacks)}
      pending={sendCode.isPending}
      onSent={onSent}
    />
  );
}
