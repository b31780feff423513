import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../ui/field';

type NumberFieldProps = {
  label: string;
  name?: string;
  value: string;
  min: number;
  onChange: (value: string) => void;
  hint?: string;
  className?: string;
  /** a form's refusal (useFormProblem) may point at it when it is left empty */
  required?: boolean;
  /**
   * Any digits may be typed (150 starts with a 1) and the form's rules refuse a value below the
   * minimum on submit; otherwise a value below it is ignored as it is typed.
   */
  belowMinRefusedOnSubmit?: boolean;
};

/**
 * A whole-number input with the spec's minimum as its `min` (spec 1 section 5): anything that is
 * not a whole number, or (unless belowMinRefusedOnSubmit) is below `min`, is ignored and the
 * field keeps what it had.
 */
export function NumberField({
  label,
  name,
  value,
  min,
  onChange,
  hint,
  className,
  required,
  belowMinRefusedOnSubmit = false,
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
      className={className}
      required={required}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        const kept =
          next === '' || (/^\d+$/.test(next) && (belowMinRefusedOnSubmit || Number(next) >= min));
        if (kept) onChange(next);
      }}
    />
  );
}

/** One of a form's number fields, as a row of the table NumberFields builds them from. */
export type NumberFieldRow<K extends string> = {
  key: K;
  label: MessageDescriptor;
  min: number;
  hint?: MessageDescriptor;
  /** not `required`: the form may be sent with it empty */
  optional?: boolean;
};

type NumberFieldsProps<K extends string> = {
  rows: readonly NumberFieldRow<K>[];
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
};

/** A form's number fields, one per row of its table, each named by its key. */
export function NumberFields<K extends string>({ rows, values, onChange }: NumberFieldsProps<K>) {
  const { i18n } = useLingui();
  return rows.map(({ key, label, min, hint, optional }) => (
    <NumberField
      key={key}
      label={i18n._(label)}
      name={key}
      min={min}
      required={!optional}
      hint={hint && i18n._(hint)}
      value={values[key]}
      onChange={(value) => onChange(key, value)}
    />
  ));
}
