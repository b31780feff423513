import { msg } from '@lingui/core/macro';
import { MIN_FLOORS, MIN_UNITS } from '@rentals/shared';
import { NumberFields, type NumberFieldRow } from '../../../shared/forms/number-field';
import { DescriptionField, LocationFields, NameField } from '../../../shared/forms/location-fields';

export type BuildingFieldValues = {
  name: string;
  no_floors: string;
  units: string;
  region: string;
  district: string;
  description: string;
};

const NUMBERS: readonly NumberFieldRow<'no_floors' | 'units'>[] = [
  { key: 'no_floors', label: msg`Floors`, min: MIN_FLOORS },
  { key: 'units', label: msg`Units`, min: MIN_UNITS },
];

type BuildingFieldsProps = {
  values: BuildingFieldValues;
  onChange: (key: keyof BuildingFieldValues, value: string) => void;
};

/** An apartment building's own fields: name, floors, units, location and description. */
export function BuildingFields({ values, onChange }: BuildingFieldsProps) {
  return (
    <div className="space-y-5">
      <NameField value={values.name} onChange={(name) => onChange('name', name)} />
      <div className="grid grid-cols-2 gap-4">
        <NumberFields rows={NUMBERS} values={values} onChange={onChange} />
      </div>
      <LocationFields values={values} onChange={onChange} />
      <DescriptionField
        value={values.description}
        onChange={(value) => onChange('description', value)}
      />
    </div>
  );
}
