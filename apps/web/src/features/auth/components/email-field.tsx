import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../shared/ui/field';

type EmailFieldProps = {
  value: string;
  onChange: (email: string) => void;
  required?: boolean;
  autoFocus?: boolean;
};

/** The e-mail a code is sent to, for signing in and for signing up. */
export function EmailField({ value, onChange, required, autoFocus }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      name="email"
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="email"
      inputMode="email"
      required={required}
      autoFocus={autoFocus}
    />
  );
}
