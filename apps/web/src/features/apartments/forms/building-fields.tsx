import { useLingui } from '@lingui/react/macro';
import { DISTRICTS, MIN_FLOORS, MIN_UNITS, REGIONS } from '@rentals/shared';
import { NumberField } from '../../../shared/forms/number-field';
import { TextAreaField } from '../../../shared/forms/text-area-field';
import { SelectField, TextField } from '../../../shared/ui/field';

export type BuildingFieldValues = {
  name: string;
  no_floors: string;
  units: string;
  region: string;
  district: string;
  description: string;
};

type BuildingFieldsProps = {
  values: BuildingFieldValues;
  onChange: (key: keyof BuildingFieldValues, value: string) => void;
};

/** An apartment building's own fields: name, floors, units, location and description. */
export function BuildingFields({ values, onChange }: BuildingFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <TextField
        label={t`Name`}
        name="name"
        required
        value={values.name}
        maxLength={120}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          label={t`Floors`}
          name="no_floors"
          required
          min={MIN_FLOORS}
          value={values.no_floors}
          onChange={(value) => onChange('no_floors', value)}
        />
        <NumberField
          label={t`Units`}
          name="units"
          required
          min={MIN_UNITS}
          value={values.units}
          onChange={(value) => onChange('units', value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Region`}
          name="region"
          options={REGIONS}
          value={values.region}
          onChange={(event) => onChange('region', event.target.value)}
        />
        <SelectField
          label={t`District`}
          name="district"
          options={DISTRICTS}
          value={values.district}
          onChange={(event) => onChange('district', event.target.value)}
        />
      </div>
      <TextAreaField
        label={t`Description`}
        name="description"
        required
        value={values.description}
        maxLength={4000}
        onChange={(event) => onChange('description', event.target.value)}
      />
    </div>
  );
}
