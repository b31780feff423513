import type { MessageDescriptor } from '@lingui/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { KIND_FACTS, HALL_MIN_INPUT, MIN_HALL_PRICE } from '@rentals/shared';
import { FacilityGroups, toggledFacility } from '../../../shared/forms/facility-groups';
import { DescriptionField, LocationFields, NameField } from '../../../shared/forms/location-fields';
import { NumberField } from '../../../shared/forms/number-field';
import type { HallFormValues } from './hall-form';
import { CakeRows, DayMinimumRows, FoodRows } from './hall-lists';

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
export function HallFields() {
  const { t, i18n } = useLingui();
  const { control, register, setValue } = useFormContext<HallFormValues>();
  const [region, district, multiRentalAllowed] = useWatch({
    control,
    name: ['region', 'district', 'multiRentalAllowed'],
  });

  return (
    <>
      <section className={card}>
        <Controller<HallFormValues, 'name'>
          name="name"
          render={({ field }) => <NameField value={field.value} onChange={field.onChange} />}
        />
        <LocationFields
          values={{ region, district }}
          onChange={(key, value) => setValue(key, value)}
        />
        {NUMBER_ROWS.map(({ columns, min, fields }) => (
          <div key={columns} className={`grid gap-4 ${columns}`}>
            {fields.map(({ name, label }) => (
              <HallNumber key={name} label={i18n._(label)} name={name} min={min} />
            ))}
          </div>
        ))}
        <div className="space-y-3 rounded-xl bg-stone-50 p-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              {...register('multiRentalAllowed')}
              className="h-5 w-5 accent-brand-700"
            />
            <Trans>Several events a day (multi-rental)</Trans>
          </label>
          {multiRentalAllowed && (
            <HallNumber
              label={t`Events a day at most`}
              name="max_rent_per_day"
              min={MIN_HALL_PRICE}
            />
          )}
        </div>
        <Controller<HallFormValues, 'description'>
          name="description"
          render={({ field }) => <DescriptionField value={field.value} onChange={field.onChange} />}
        />
      </section>
      <section className={card}>
        <DayMinimumRows />
      </section>
      <section className={card}>
        <FoodRows />
      </section>
      <section className={card}>
        <CakeRows />
      </section>
      <section className={card}>
        <Controller<HallFormValues, 'facilities'>
          name="facilities"
          render={({ field }) => (
            <FacilityGroups
              categories={KIND_FACTS.Hall.facilityCategories}
              selected={field.value}
              onToggle={(category, name) =>
                field.onChange(toggledFacility(field.value, category, name))
              }
            />
          )}
        />
      </section>
    </>
  );
}

/** A required number of the hall, refused on submit when below `min`; named for a refusal. */
function HallNumber({ label, name, min }: { label: string; name: HallNumberKey; min: number }) {
  return (
    <Controller<HallFormValues, HallNumberKey>
      name={name}
      render={({ field }) => (
        <NumberField
          belowMinRefusedOnSubmit
          label={label}
          name={name}
          required
          min={min}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
