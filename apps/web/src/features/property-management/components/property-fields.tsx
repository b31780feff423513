import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MIN_AREA, MIN_PRICE, MIN_ROOMS } from '@rentals/shared';
import { NumberFields, type NumberFieldRow } from '../../../shared/forms/number-field';
import { DescriptionField, LocationFields, NameField } from '../../../shared/forms/location-fields';

export type PropertyFieldValues = {
  rooms: string;
  price: string;
  area: string;
  region: string;
  district: string;
  description: string;
  name: string;
};

const NUMBERS: readonly NumberFieldRow<'rooms' | 'price' | 'area'>[] = [
  { key: 'rooms', label: msg`Rooms`, min: MIN_ROOMS, optional: true },
  { key: 'price', label: msg`Price per month ($)`, min: MIN_PRICE },
  { key: 'area', label: msg`Area (m²)`, min: MIN_AREA },
];

type PropertyFieldsProps = {
  values: PropertyFieldValues;
  onChange: (key: keyof PropertyFieldValues, value: string) => void;
  showRooms: boolean;
  showName: boolean;
  /** number inputs shown instead of rooms, price and area (an apartment building's floors and units) */
  numbers?: ReactNode;
};

/** The general property fields shared by the New and Edit Property screens. */
export function PropertyFields({
  values,
  onChange,
  showRooms,
  showName,
  numbers,
}: PropertyFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      {showName && (
        <NameField
          required={false}
          value={values.name}
          onChange={(name) => onChange('name', name)}
        />
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {numbers ?? (
          <NumberFields
            rows={showRooms ? NUMBERS : NUMBERS.filter((row) => row.key !== 'rooms')}
            values={values}
            onChange={onChange}
          />
        )}
      </div>
      <LocationFields values={values} onChange={onChange} required />
      <DescriptionField
        value={values.description}
        placeholder={t`What makes it a good place: size, water, power, the street...`}
        onChange={(value) => onChange('description', value)}
      />
    </div>
  );
}
