import { memo, useCallback, useId, type ChangeEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FACILITY_CATEGORIES,
  MIN_ADULTS,
  MIN_AREA,
  MIN_KIDS,
  MIN_PRICE,
  MIN_ROOM_COUNT,
  MIN_STAY_INPUT,
  ROOM_TYPES,
  type FacilityCategory,
} from '@rentals/shared';
import { FacilityGroups, toggledFacility } from '../../../shared/forms/facility-groups';
import { useFieldProblem } from '../../../shared/forms/form-problem';
import { NumberFields, type NumberFieldRow } from '../../../shared/forms/number-field';
import { roomTypeLabelIn } from '../../../shared/i18n/labels';
import { Label, TextField } from '../../../shared/ui/field';

import { addressesOf, type RoomForm } from './room-form';

type NumberKey = Exclude<keyof RoomForm, 'type' | 'addresses' | 'facilities'>;
const NUMBERS: readonly NumberFieldRow<NumberKey>[] = [
  { key: 'area', label: msg`Area (m²)`, min: MIN_AREA },
  { key: 'daily_rate', label: msg`Daily rate ($)`, min: MIN_PRICE },
  { key: 'short_stay_rate', label: msg`Short stay rate ($)`, min: MIN_STAY_INPUT },
  {
    key: 'min_stay_days',
    label: msg`Min stay (days)`,
    min: MIN_STAY_INPUT,
    optional: true,
    hint: msg`Stays this long or shorter pay the short stay rate`,
  },
  { key: 'capacity', label: msg`Capacity`, min: 1 },
  { key: 'max_adults', label: msg`Max adults`, min: MIN_ADULTS },
  { key: 'max_kids', label: msg`Max kids`, min: MIN_KIDS },
  { key: 'numberOfRooms', label: msg`Number of rooms`, min: MIN_ROOM_COUNT },
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
    (category: FacilityCategory, name: string) =>
      onChange('facilities', toggledFacility(facilities, category, name)),
    [facilities, onChange],
  );
  const addressCount = addressesOf(values).length;
  const rooms = values.numberOfRooms || 0;
  const { t, i18n } = useLingui();

  return (
    <div className="space-y-5">
      <div>
        <Label htmlFor={typeId}>
          <Trans>Room type</Trans>
        </Label>
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
          <option value="">{t`Choose…`}</option>
          {ROOM_TYPES.map((type) => (
            <option key={type} value={type}>
              {roomTypeLabelIn(i18n, type)}
            </option>
          ))}
        </select>
        {typeProblem.message}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <NumberFields rows={NUMBERS} values={values} onChange={onChange} />
      </div>
      <TextField
        label={t`Addresses`}
        name="addresses"
        required
        autoComplete="off"
        placeholder="101 102 103"
        hint={t`Separate the room numbers with spaces · ${addressCount} of ${rooms} rooms`}
        value={values.addresses}
        onChange={(event) => onChange('addresses', event.target.value)}
      />
      <FacilityGroups categories={FACILITY_CATEGORIES} selected={facilities} onToggle={toggle} />
    </div>
  );
});
