import { TextField } from '../../../shared/ui/field';

type CountFieldProps = {
  label: string;
  name?: string;
  value: string;
  min: number;
  onChange: (value: string) => void;
  hint?: string;
  className?: string;
  /** a form's refusal (useFormProblem) may point at it when it is left empty */
  required?: boolean;
};

/**
 * A whole-number input with the spec's minimum as its `min`: any digits may be typed (150 starts
 * with a 1), and the form's rules refuse a value below the minimum on submit.
 */
export function CountField({
  label,
  name,
  value,
  min,
  onChange,
  hint,
  className,
  required,
}: CountFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      hint={hint}
      className={className}
      required={required}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '' || /^\d+$/.test(next)) onChange(next);
      }}
    />
  );
}
