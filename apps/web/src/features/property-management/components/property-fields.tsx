import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MIN_AREA, MIN_PRICE, MIN_ROOMS } from '@rentals/shared';
import { TextField } from '../../../shared/ui/field';
import { NumberField } from '../../../shared/forms/number-field';
import { DescriptionField, LocationFields } from '../../../shared/forms/location-fields';

export type PropertyFieldValues = {
  rooms: string;
  price: string;
  area: string;
  region: string;
  district: string;
  description: string;
  name: string;
};

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
        <TextField
          label={t`Name`}
          name="name"
          value={values.name}
          maxLength={120}
          onChange={(event) => onChange('name', event.target.value)}
        />
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {numbers ?? (
          <>
            {showRooms && (
              <NumberField
                label={t`Rooms`}
                name="rooms"
                min={MIN_ROOMS}
                value={values.rooms}
                onChange={(value) => onChange('rooms', value)}
              />
            )}
            <NumberField
              label={t`Price per month ($)`}
              name="price"
              required
              min={MIN_PRICE}
              value={values.price}
              onChange={(value) => onChange('price', value)}
            />
            <NumberField
              label={t`Area (m²)`}
              name="area"
              required
              min={MIN_AREA}
              value={values.area}
              onChange={(value) => onChange('area', value)}
            />
          </>
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
