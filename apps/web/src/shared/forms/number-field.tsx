import { TextField } from '../ui/field';

type NumberFieldProps = {
  label: string;
  name: string;
  value: string;
  min: number;
  onChange: (value: string) => void;
  hint?: string;
  /** a form's refusal (useFormProblem) may point at it when it is left empty */
  required?: boolean;
};

/**
 * A whole-number input that cannot go below `min` (spec 1 section 5): a lower value, or
 * anything that is not a whole number, is ignored and the field keeps what it had.
 */
export function NumberField({
  label,
  name,
  value,
  min,
  onChange,
  hint,
  required,
}: NumberFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      hint={hint}
      required={required}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '' || (/^\d+$/.test(next) && Number(next) >= min)) onChange(next);
      }}
    />
  );
}
