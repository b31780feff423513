import { useLingui } from '@lingui/react/macro';
import { TextField } from '../ui/field';

type ContactFieldProps = { value: string; onChange: (value: string) => void; required?: boolean };

/** The phone number someone is reached on: the phone keypad, filled from the address book. */
export function ContactField({ value, onChange, required }: ContactFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Contact`}
      name="contact"
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
