import { useLingui } from '@lingui/react/macro';
import { useSendPhoneLoginCode } from '../api/send-phone-code';
import { PhoneField, typedPhone } from './phone-field';
import { SendCodeForm } from './send-code-form';

type LoginPhoneFormProps = { initialPhone: string; onSent: (phone: string) => void };

/** Step one of phone sign-in: ask the server to send a code by SMS. */
export function LoginPhoneForm({ initialPhone, onSent }: LoginPhoneFormProps) {
  const sendCode = useSendPhoneLoginCode();
  const { t } = useLingui();
  return (
    <SendCodeForm
      name="phone"
      initial={initialPhone}
      field={(value, onChange) => <PhoneField value={value} onChange={onChange} autoFocus />}
      check={(typed) =>
        typedPhone(typed) ?? { refusal: t`Enter a mobile number, such as 061 5123456.` }
      }
      send={(phone, callbacks) => sendCode.mutate({ phone }, callbacks)}
      pending={sendCode.isPending}
      onSent={onSent}
    />
  );
}
