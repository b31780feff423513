import { useLingui } from '@lingui/react/macro';
import { parsePhone } from '@rentals/shared';
import { TextField } from '../../../shared/ui/field';

type PhoneFieldProps = {
  value: string;
  onChange: (phone: string) => void;
  required?: boolean;
  autoFocus?: boolean;
};

/** The mobile number a code is sent to by SMS, typed as people write it. */
export function PhoneField({ value, onChange, required, autoFocus }: PhoneFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Phone number`}
      name="phone"
      type="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="tel"
      inputMode="tel"
      hint={t`Such as 061 5123456`}
      required={required}
      autoFocus={autoFocus}
    />
  );
}

/** The number in E.164 when it is a mobile number, else null (the form says so). */
export const typedPhone = (typed: string): string | null => {
  const parsed = parsePhone(typed, 'any');
  return parsed.ok ? parsed.e164 : null;
};
