import type { ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
  type FieldPath,
} from 'react-hook-form';
import { toast } from '../../../shared/ui/toast';
import { i18n as globalI18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  HALL_DAY_REPEATED_MESSAGE,
  HALL_MIN_INPUT,
  HALL_TOO_MANY_DAYS_MESSAGE,
  MAX_DAY_PRICE_COLUMNS,
  messages,
  MIN_HALL_PRICE,
} from '@rentals/shared';
import { Button } from '../../../shared/ui/button';
import { LabelledSelect } from '../../../shared/forms/labelled-select';
import { TextField } from '../../../shared/ui/field';
import { NumberField } from '../../../shared/forms/number-field';
import { formText, weekdayChoices } from './form-text';
import {
  canAddAfter,
  cakeRowFilled,
  dayMinimumFilled,
  dayPriceFilled,
  EMPTY_CAKE,
  EMPTY_DAY_MINIMUM,
  EMPTY_DAY_PRICE,
  EMPTY_FOOD,
  foodRowFilled,
  type HallFormValues,
} from './hall-form';

type Path = FieldPath<HallFormValues>;
type ListPath = ArrayPath<HallFormValues>;

const sameDay = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The list's rows as the form holds them now. */
function useRows() {
  const { getValues } = useFormContext<HallFormValues>();
  return (list: ListPath) => getValues(list) as unknown as Record<string, unknown>[];
}

/** Adds a row only once the last one is filled ('xogtaada ma dhameestirna' otherwise). */
function useAddRow<L extends ListPath>(
  list: L,
  append: (row: FieldArray<HallFormValues, L>) => void,
) {
  const rows = useRows();
  return (filled: (row: never) => boolean, empty: FieldArray<HallFormValues, L>) => {
    if (!canAddAfter(rows(list) as never[], filled)) {
      toast.warn(formText(globalI18n, messages.dataIncomplete));
      return;
    }
    append(empty);
  };
}

/** A row's weekday, unless another row of the list has it ('the same day cannot be chosen twice'). */
function DaySelect({ list, index, label }: { list: ListPath; index: number; label: string }) {
  const { t, i18n } = useLingui();
  const rows = useRows();
  return (
    <Controller<HallFormValues>
      name={`${list}.${index}.day` as Path}
      render={({ field }) => (
        <LabelledSelect
          label={label}
          choices={[{ value: '', label: t`Choose a day` }, ...weekdayChoices(i18n)]}
          value={field.value as string}
          onChange={(e) => {
            const day = e.target.value;
            if (day && rows(list).some((row, i) => i !== index && sameDay(String(row.day), day))) {
              toast.warn(formText(globalI18n, HALL_DAY_REPEATED_MESSAGE));
              return;
            }
            field.onChange(day);
          }}
        />
      )}
    />
  );
}

/** A price or a count of a list's row, refused on submit when below `min`. */
function RowNumber({ name, label, min }: { name: Path; label: string; min: number }) {
  return (
    <Controller<HallFormValues>
      name={name}
      render={({ field }) => (
        <NumberField
          belowMinRefusedOnSubmit
          label={label}
          min={min}
          value={field.value as string}
          onChange={field.onChange}
        />
      )}
    />
  );
}

type RowGroupsProps = {
  ids: readonly string[];
  remove: (index: number) => void;
  legend: (n: number) => string;
  removeLabel: (n: number) => string;
  /** the fields of row `i` */
  children: (i: number) => ReactNode;
};

/** Each row as a numbered group of its fields; a row can be removed while another is left. */
function RowGroups({ ids, remove, legend, removeLabel, children }: RowGroupsProps) {
  return (
    <>
      {ids.map((id, i) => (
        <fieldset key={id} className="rounded-xl border border-stone-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{legend(i + 1)}</legend>
          <div className="space-y-3">{children(i)}</div>
          {ids.length > 1 && (
            <button
              type="button"
              onClick={() => remove(i)}
              className="mt-2 min-h-11 text-sm font-semibold text-red-700 hover:underline"
            >
              {removeLabel(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
    </>
  );
}

function ListSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{title}</h2>
        <p className="text-xs text-stone-500">{hint}</p>
      </div>
      {children}
    </section>
  );
}

/** Food packages: items, price per guest, and up to 8 weekday prices, no day twice. */
export function FoodRows() {
  const { t } = useLingui();
  const { register } = useFormContext<HallFormValues>();
  const { fields, append, remove } = useFieldArray<HallFormValues, 'food'>({ name: 'food' });
  const addRow = useAddRow('food', append);
  return (
    <ListSection
      title={t`Food packages`}
      hint={t`Items separated by commas, a price per guest, and other prices on chosen weekdays.`}
    >
      <RowGroups
        ids={fields.map((f) => f.id)}
        remove={remove}
        legend={(n) => t`Package ${n}`}
        removeLabel={(n) => t`Remove package ${n}`}
      >
        {(i) => (
          <>
            <TextField
              label={t`Items`}
              placeholder={t`Bariis, hilib ari, cabitaan`}
              maxLength={500}
              {...register(`food.${i}.package`)}
            />
            <RowNumber
              name={`food.${i}.price`}
              label={t`Price per guest ($)`}
              min={MIN_HALL_PRICE}
            />
            <DayPrices food={i} />
          </>
        )}
      </RowGroups>
      <Button variant="secondary" onClick={() => addRow(foodRowFilled, EMPTY_FOOD)}>
        <Trans>Add food package</Trans>
      </Button>
    </ListSection>
  );
}

/** A food package's prices on chosen weekdays: 8 at most, no day twice. */
function DayPrices({ food }: { food: number }) {
  const { t } = useLingui();
  const list = `food.${food}.daysBasedPrice` as const;
  const { fields, append, remove } = useFieldArray<HallFormValues, typeof list>({ name: list });
  const addRow = useAddRow(list, append);
  return (
    <>
      {fields.map((row, j) => {
        const d = j + 1;
        return (
          <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <DaySelect list={list} index={j} label={t`Day ${d}`} />
            <RowNumber
              name={`${list}.${j}.price`}
              label={t`Day ${d} price ($)`}
              min={MIN_HALL_PRICE}
            />
            <button
              type="button"
              aria-label={t`Remove day ${d} price`}
              onClick={() => remove(j)}
              className="min-h-11 min-w-11 rounded-lg text-lg text-stone-600 hover:bg-stone-100"
            >
              ×
            </button>
          </div>
        );
      })}
      <Button
        variant="ghost"
        onClick={() => {
          if (fields.length >= MAX_DAY_PRICE_COLUMNS)
            toast.warn(formText(globalI18n, HALL_TOO_MANY_DAYS_MESSAGE));
          else addRow(dayPriceFilled, EMPTY_DAY_PRICE);
        }}
      >
        <Trans>+ Weekday price</Trans>
      </Button>
    </>
  );
}

/** Cakes: a name and a price. */
export function CakeRows() {
  const { t } = useLingui();
  const { register } = useFormContext<HallFormValues>();
  const { fields, append, remove } = useFieldArray<HallFormValues, 'cake'>({ name: 'cake' });
  const addRow = useAddRow('cake', append);
  return (
    <ListSection title={t`Cakes`} hint={t`Each cake with its name and price.`}>
      <RowGroups
        ids={fields.map((f) => f.id)}
        remove={remove}
        legend={(n) => t`Cake ${n}`}
        removeLabel={(n) => t`Remove cake ${n}`}
      >
        {(i) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={t`Cake name`} maxLength={200} {...register(`cake.${i}.name`)} />
            <RowNumber name={`cake.${i}.price`} label={t`Cake price ($)`} min={MIN_HALL_PRICE} />
          </div>
        )}
      </RowGroups>
      <Button variant="secondary" onClick={() => addRow(cakeRowFilled, EMPTY_CAKE)}>
        <Trans>Add cake</Trans>
      </Button>
    </ListSection>
  );
}

/** Minimum attendees on chosen weekdays (at least 10 each). */
export function DayMinimumRows() {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray<HallFormValues, 'day_min_attendees'>({
    name: 'day_min_attendees',
  });
  const addRow = useAddRow('day_min_attendees', append);
  return (
    <ListSection
      title={t`Minimum guests by day`}
      hint={t`A higher minimum on busy days, e.g. Friday.`}
    >
      <RowGroups
        ids={fields.map((f) => f.id)}
        remove={remove}
        legend={(n) => t`Day minimum ${n}`}
        removeLabel={(n) => t`Remove day minimum ${n}`}
      >
        {(i) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <DaySelect list="day_min_attendees" index={i} label={t`Weekday`} />
            <RowNumber
              name={`day_min_attendees.${i}.min_attendees`}
              label={t`Minimum guests`}
              min={HALL_MIN_INPUT}
            />
          </div>
        )}
      </RowGroups>
      <Button variant="secondary" onClick={() => addRow(dayMinimumFilled, EMPTY_DAY_MINIMUM)}>
        <Trans>Add day minimum</Trans>
      </Button>
    </ListSection>
  );
}
