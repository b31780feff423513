import { useLingui } from '@lingui/react/macro';
import { DISTRICTS, REGIONS } from '@rentals/shared';
import { SelectField, TextField } from '../ui/field';
import { TextAreaField } from './text-area-field';

type LocationKey = 'region' | 'district';

type LocationFieldsProps = {
  values: Record<LocationKey, string>;
  onChange: (key: LocationKey, value: string) => void;
  /** a form's refusal (useFormProblem) may point at them when they are left empty */
  required?: boolean;
};

/** A listing's region and district, side by side from the small screen up. */
export function LocationFields({ values, onChange, required }: LocationFieldsProps) {
  const { t } = useLingui();
  const fields = [
    { key: 'region', label: t`Region`, options: REGIONS },
    { key: 'district', label: t`District`, options: DISTRICTS },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ key, label, options }) => (
        <SelectField
          key={key}
          label={label}
          name={key}
          required={required}
          options={options}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
        />
      ))}
    </div>
  );
}

type NameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** false where a name is optional (a general property) */
  required?: boolean;
};

/** A listing's name: up to 120 characters. */
export function NameField({ value, onChange, required = true }: NameFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Name`}
      name="name"
      required={required}
      value={value}
      maxLength={120}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type DescriptionFieldProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

/** A listing's description: required, up to 4000 characters. */
export function DescriptionField({ value, onChange, placeholder }: DescriptionFieldProps) {
  const { t } = useLingui();
  return (
    <TextAreaField
      label={t`Description`}
      name="description"
      required
      value={value}
      maxLength={4000}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
