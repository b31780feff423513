import { useCallback } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { KIND_FACTS, HALL_MIN_INPUT, MIN_HALL_PRICE, type FacilityCategory } from '@rentals/shared';
import { FacilityGroups, toggledFacility } from '../../../shared/forms/facility-groups';
import { DescriptionField, LocationFields, NameField } from '../../../shared/forms/location-fields';
import { NumberField } from '../../../shared/forms/number-field';
import type { HallFormValues } from './hall-form';
import { CakeRows, DayMinimumRows, FoodRows } from './hall-lists';

type HallFieldsProps = {
  values: HallFormValues;
  onChange: (patch: Partial<HallFormValues>) => void;
};

type HallNumberKey =
  | 'capacity_banquet'
  | 'capacity_seated'
  | 'min_attendees_required'
  | 'deposit'
  | 'hourly_rate'
  | 'max_rent_per_day';

/** The hall's counts (inputs from 10), then its prices, each row a grid of its own. */
const NUMBER_ROWS: readonly {
  columns: string;
  min: number;
  fields: readonly { name: HallNumberKey; label: MessageDescriptor }[];
}[] = [
  {
    columns: 'sm:grid-cols-3',
    min: HALL_MIN_INPUT,
    fields: [
      { name: 'capacity_banquet', label: msg`Guests with food` },
      { name: 'capacity_seated', label: msg`Guests seated` },
      { name: 'min_attendees_required', label: msg`Minimum guests per event` },
    ],
  },
  {
    columns: 'sm:grid-cols-2',
    min: MIN_HALL_PRICE,
    fields: [
      { name: 'deposit', label: msg`Deposit ($)` },
      { name: 'hourly_rate', label: msg`Hourly rate without food ($)` },
    ],
  },
];

const card = 'space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * Every field of the hall forms (spec 2 sections 2 and 3) apart from the pictures: name,
 * location, capacities and minimum guests (inputs from 10), day minimums, multi-rental with its
 * maximum a day (only when on), deposit, hourly rate, description, food packages, cakes and
 * facilities.
 */
export function HallFields({ values, onChange }: HallFieldsProps) {
  const { t, i18n } = useLingui();
  const { facilities } = values;
  const toggleFacility = useCallback(
    (category: FacilityCategory, name: string) =>
      onChange({ facilities: toggledFacility(facilities, category, name) }),
    [facilities, onChange],
  );

  return (
    <>
      <section className={card}>
        <NameField value={values.name} onChange={(name) => onChange({ name })} />
        <LocationFields values={values} onChange={(key, value) => onChange({ [key]: value })} />
        {NUMBER_ROWS.map(({ columns, min, fields }) => (
          <div key={columns} className={`grid gap-4 ${columns}`}>
            {fields.map(({ name, label }) => (
              <HallNumber
                key={name}
                label={i18n._(label)}
                name={name}
                min={min}
                values={values}
                onChange={onChange}
              />
            ))}
          </div>
        ))}
        <div className="space-y-3 rounded-xl bg-stone-50 p-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              checked={values.multiRentalAllowed}
              onChange={(e) => onChange({ multiRentalAllowed: e.target.checked })}
              className="h-5 w-5 accent-brand-700"
            />
            <Trans>Several events a day (multi-rental)</Trans>
          </label>
          {values.multiRentalAllowed && (
            <HallNumber
              label={t`Events a day at most`}
              name="max_rent_per_day"
              min={MIN_HALL_PRICE}
              values={values}
              onChange={onChange}
            />
          )}
        </div>
        <DescriptionField
          value={values.description}
          onChange={(description) => onChange({ description })}
        />
      </section>
      <section className={card}>
        <DayMinimumRows
          rows={values.day_min_attendees}
          onChange={(day_min_attendees) => onChange({ day_min_attendees })}
        />
      </section>
      <section className={card}>
        <FoodRows rows={values.food} onChange={(food) => onChange({ food })} />
      </section>
      <section className={card}>
        <CakeRows rows={values.cake} onChange={(cake) => onChange({ cake })} />
      </section>
      <section className={card}>
        <FacilityGroups
          categories={KIND_FACTS.Hall.facilityCategories}
          selected={values.facilities}
          onToggle={toggleFacility}
        />
      </section>
    </>
  );
}

type HallNumberProps = HallFieldsProps & {
  label: string;
  /** the form's field, also the input's name so that a refusal can point at it */
  name: HallNumberKey;
  min: number;
};

/** A required number of the hall, refused on submit when below `min`. */
function HallNumber({ label, name, min, values, onChange }: HallNumberProps) {
  return (
    <NumberField
      belowMinRefusedOnSubmit
      label={label}
      name={name}
      required
      min={min}
      value={values[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
}
