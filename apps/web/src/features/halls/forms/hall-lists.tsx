import type { ReactNode } from 'react';
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
  type CakeRow,
  type DayMinimumRow,
  type DayPriceRow,
  type FoodRow,
} from './hall-form';

const sameDay = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sets a row's day unless another row of the list has it ('the same day cannot be chosen twice'). */
function withDay<T extends { day: string }>(
  rows: readonly T[],
  index: number,
  day: string,
): T[] | null {
  if (day && rows.some((row, i) => i !== index && sameDay(row.day, day))) {
    toast.warn(formText(globalI18n, HALL_DAY_REPEATED_MESSAGE));
    return null;
  }
  return rows.map((row, i) => (i === index ? { ...row, day } : row));
}

/** Adds a row only once the last one is filled ('xogtaada ma dhameestirna' otherwise). */
function addRow<T>(rows: readonly T[], filled: (row: T) => boolean, empty: T): T[] | null {
  if (!canAddAfter(rows, filled)) {
    toast.warn(formText(globalI18n, messages.dataIncomplete));
    return null;
  }
  return [...rows, empty];
}

type AddRowButtonProps<T> = {
  rows: readonly T[];
  filled: (row: T) => boolean;
  empty: T;
  onChange: (rows: T[]) => void;
  children: ReactNode;
};

/** Adds an empty row, once the last one is filled in (addRow). */
function AddRowButton<T>({ rows, filled, empty, onChange, children }: AddRowButtonProps<T>) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        const next = addRow(rows, filled, empty);
        if (next) onChange(next);
      }}
    >
      {children}
    </Button>
  );
}

const replace = <T,>(rows: readonly T[], index: number, patch: Partial<T>) =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));

type RowGroupsProps<T> = ListProps<T> & {
  legend: (n: number) => string;
  removeLabel: (n: number) => string;
  /** the fields of row `i` */
  children: (row: T, i: number) => ReactNode;
};

/** Each row as a numbered group of its fields; a row can be removed while another is left. */
function RowGroups<T>({ rows, onChange, legend, removeLabel, children }: RowGroupsProps<T>) {
  return (
    <>
      {rows.map((row, i) => (
        <fieldset key={i} className="rounded-xl border border-stone-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{legend(i + 1)}</legend>
          <div className="space-y-3">{children(row, i)}</div>
          {rows.length > 1 && (
            <button
              type="button"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
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

type ListProps<T> = { rows: T[]; onChange: (rows: T[]) => void };

/** Food packages: items, price per guest, and up to 8 weekday prices, no day twice. */
export function FoodRows({ rows, onChange }: ListProps<FoodRow>) {
  const { t, i18n } = useLingui();
  const setDays = (index: number, daysBasedPrice: DayPriceRow[]) =>
    onChange(replace(rows, index, { daysBasedPrice }));

  return (
    <ListSection
      title={t`Food packages`}
      hint={t`Items separated by commas, a price per guest, and other prices on chosen weekdays.`}
    >
      <RowGroups
        rows={rows}
        onChange={onChange}
        legend={(n) => t`Package ${n}`}
        removeLabel={(n) => t`Remove package ${n}`}
      >
        {(row, i) => (
          <>
            <TextField
              label={t`Items`}
              placeholder={t`Bariis, hilib ari, cabitaan`}
              value={row.package}
              maxLength={500}
              onChange={(e) => onChange(replace(rows, i, { package: e.target.value }))}
            />
            <NumberField
              belowMinRefusedOnSubmit
              label={t`Price per guest ($)`}
              min={MIN_HALL_PRICE}
              value={row.price}
              onChange={(price) => onChange(replace(rows, i, { price }))}
            />
            {row.daysBasedPrice.map((block, j) => {
              const d = j + 1;
              return (
                <div key={j} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <LabelledSelect
                    label={t`Day ${d}`}
                    choices={[{ value: '', label: t`Choose a day` }, ...weekdayChoices(i18n)]}
                    value={block.day}
                    onChange={(e) => {
                      const next = withDay(row.daysBasedPrice, j, e.target.value);
                      if (next) setDays(i, next);
                    }}
                  />
                  <NumberField
                    belowMinRefusedOnSubmit
                    label={t`Day ${d} price ($)`}
                    min={MIN_HALL_PRICE}
                    value={block.price}
                    onChange={(price) => setDays(i, replace(row.daysBasedPrice, j, { price }))}
                  />
                  <button
                    type="button"
                    aria-label={t`Remove day ${d} price`}
                    onClick={() =>
                      setDays(
                        i,
                        row.daysBasedPrice.filter((_, k) => k !== j),
                      )
                    }
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
                if (row.daysBasedPrice.length >= MAX_DAY_PRICE_COLUMNS) {
                  toast.warn(formText(i18n, HALL_TOO_MANY_DAYS_MESSAGE));
                  return;
                }
                const next = addRow(row.daysBasedPrice, dayPriceFilled, EMPTY_DAY_PRICE);
                if (next) setDays(i, next);
              }}
            >
              <Trans>+ Weekday price</Trans>
            </Button>
          </>
        )}
      </RowGroups>
      <AddRowButton rows={rows} filled={foodRowFilled} empty={EMPTY_FOOD} onChange={onChange}>
        <Trans>Add food package</Trans>
      </AddRowButton>
    </ListSection>
  );
}

/** Cakes: a name and a price. */
export function CakeRows({ rows, onChange }: ListProps<CakeRow>) {
  const { t } = useLingui();
  return (
    <ListSection title={t`Cakes`} hint={t`Each cake with its name and price.`}>
      <RowGroups
        rows={rows}
        onChange={onChange}
        legend={(n) => t`Cake ${n}`}
        removeLabel={(n) => t`Remove cake ${n}`}
      >
        {(row, i) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t`Cake name`}
              value={row.name}
              maxLength={200}
              onChange={(e) => onChange(replace(rows, i, { name: e.target.value }))}
            />
            <NumberField
              belowMinRefusedOnSubmit
              label={t`Cake price ($)`}
              min={MIN_HALL_PRICE}
              value={row.price}
              onChange={(price) => onChange(replace(rows, i, { price }))}
            />
          </div>
        )}
      </RowGroups>
      <AddRowButton rows={rows} filled={cakeRowFilled} empty={EMPTY_CAKE} onChange={onChange}>
        <Trans>Add cake</Trans>
      </AddRowButton>
    </ListSection>
  );
}

/** Minimum attendees on chosen weekdays (at least 10 each). */
export function DayMinimumRows({ rows, onChange }: ListProps<DayMinimumRow>) {
  const { t, i18n } = useLingui();
  return (
    <ListSection
      title={t`Minimum guests by day`}
      hint={t`A higher minimum on busy days, e.g. Friday.`}
    >
      <RowGroups
        rows={rows}
        onChange={onChange}
        legend={(n) => t`Day minimum ${n}`}
        removeLabel={(n) => t`Remove day minimum ${n}`}
      >
        {(row, i) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <LabelledSelect
              label={t`Weekday`}
              choices={[{ value: '', label: t`Choose a day` }, ...weekdayChoices(i18n)]}
              value={row.day}
              onChange={(e) => {
                const next = withDay(rows, i, e.target.value);
                if (next) onChange(next);
              }}
            />
            <NumberField
              belowMinRefusedOnSubmit
              label={t`Minimum guests`}
              min={HALL_MIN_INPUT}
              value={row.min_attendees}
              onChange={(min_attendees) => onChange(replace(rows, i, { min_attendees }))}
            />
          </div>
        )}
      </RowGroups>
      <AddRowButton
        rows={rows}
        filled={dayMinimumFilled}
        empty={EMPTY_DAY_MINIMUM}
        onChange={onChange}
      >
        <Trans>Add day minimum</Trans>
      </AddRowButton>
    </ListSection>
  );
}
