import { CODE_LENGTH } from '@rentals/shared';
import { TextField, type TextFieldProps } from '../ui/field';

type CodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** the code typed so far, digits only */
  onChange: (code: string) => void;
};

/**
 * A sign-in or confirmation code (its field named otp): digits only, anything else dropped as it
 * is typed, the number pad, and the code the SMS or e-mail brought offered by the phone.
 */
export function CodeField({ onChange, ...rest }: CodeFieldProps) {
  return (
    <TextField
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      {...rest}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
