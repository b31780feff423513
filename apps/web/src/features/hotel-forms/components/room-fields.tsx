import { memo, useCallback, useId, type ChangeEvent } from 'react';
import {
  FACILITY_CATEGORIES,
  MIN_ADULTS,
  MIN_AREA,
  MIN_KIDS,
  MIN_PRICE,
  MIN_ROOM_COUNT,
  MIN_STAY_INPUT,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  type FacilityCategory,
} from '@rentals/shared';
import { FacilityGroups } from '../../../shared/forms/facility-groups';
import { useFieldProblem } from '../../../shared/forms/form-problem';
import { NumberField } from '../../../shared/forms/number-field';
import { Label, TextField } from '../../../shared/ui/field';

import { addressesOf, type RoomForm } from './room-form';

type NumberKey = Exclude<keyof RoomForm, 'type' | 'addresses' | 'facilities'>;
const NUMBERS: readonly { key: NumberKey; label: string; min: number; hint?: string }[] = [
  { key: 'area', label: 'Area (m²)', min: MIN_AREA },
  { key: 'daily_rate', label: 'Daily rate ($)', min: MIN_PRICE },
  { key: 'short_stay_rate', label: 'Short stay rate ($)', min: MIN_STAY_INPUT },
  {
    key: 'min_stay_days',
    label: 'Min stay (days)',
    min: MIN_STAY_INPUT,
    hint: 'Stays this long or shorter pay the short stay rate',
  },
  { key: 'capacity', label: 'Capacity', min: 1 },
  { key: 'max_adults', label: 'Max adults', min: MIN_ADULTS },
  { key: 'max_kids', label: 'Max kids', min: MIN_KIDS },
  { key: 'numberOfRooms', label: 'Number of rooms', min: MIN_ROOM_COUNT },
];

type RoomFieldsProps = {
  values: RoomForm;
  onChange: <K extends keyof RoomForm>(key: K, value: RoomForm[K]) => void;
};

/** A room type's fields: type, area, rates, short stay, who it sleeps, rooms, addresses, facilities. */
export const RoomFields = memo(function RoomFields({ values, onChange }: RoomFieldsProps) {
  const typeId = useId();
  const typeProblem = useFieldProblem('type', typeId);
  const { facilities } = values;
  const toggle = useCallback(
    (category: FacilityCategory, name: string) => {
      const chosen = facilities[category] ?? [];
      const next = chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name];
      onChange('facilities', { ...facilities, [category]: next });
    },
    [facilities, onChange],
  );
  const addressCount = addressesOf(values).length;

  return (
    <div className="space-y-5">
      <div>
        <Label htmlFor={typeId}>Room type</Label>
        <select
          id={typeId}
          name="type"
          required
          {...typeProblem.controlProps}
          value={values.type}
          onChange={typeProblem.clearing((event: ChangeEvent<HTMLSelectElement>) =>
            onChange('type', event.target.value as RoomForm['type']),
          )}
          className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40"
        >
          <option value="">Choose…</option>
          {ROOM_TYPES.map((type) => (
            <option key={type} value={type}>
              {ROOM_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        {typeProblem.message}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {NUMBERS.map(({ key, label, min, hint }) => (
          <NumberField
            key={key}
            label={label}
            name={key}
            min={min}
            required={key !== 'min_stay_days'}
            hint={hint}
            value={values[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </div>
      <TextField
        label="Addresses"
        name="addresses"
        required
        autoComplete="off"
        placeholder="101 102 103"
        hint={`Separate the room numbers with spaces · ${addressCount} of ${values.numberOfRooms || 0} rooms`}
        value={values.addresses}
        onChange={(event) => onChange('addresses', event.target.value)}
      />
      <FacilityGroups categories={FACILITY_CATEGORIES} selected={facilities} onToggle={toggle} />
    </div>
  );
});
