import { useLingui } from '@lingui/react/macro';
import { EVENT_TYPES, NO_CAKE, type HallDetails } from '@rentals/shared';
import { eventTypeIn } from '../../../shared/i18n/labels';
import { LabelledSelect, SelectField, TextField } from '../../../shared/ui/field';
import { cakeChoices, foodChoices } from './event-choices';

/** The event's own fields, shared by the booking page and the event edit page. */
export type EventFieldValues = {
  type: string;
  starting_time: string;
  ending_time: string;
  num_attendees: string;
  food: string;
  cake: string;
  engravement_name: string;
};

type EventFieldsProps = {
  hall: Pick<HallDetails, 'food' | 'cake' | 'hourly_rate'>;
  values: EventFieldValues;
  onChange: (key: keyof EventFieldValues, value: string) => void;
};

/**
 * Event type, start and end time, attendees, food package or no food, cake or no cake, and the
 * engraved name (only with a cake). Attendees cannot go below 0 (spec 2 section 5).
 */
export function EventFields({ hall, values, onChange }: EventFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t`Event type`}
        name="type"
        options={EVENT_TYPES}
        optionLabel={(type) => eventTypeIn(i18n, type)}
        value={values.type}
        onChange={(event) => onChange('type', event.target.value)}
      />
      <TextField
        label={t`Attendees`}
        name="num_attendees"
        required
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.num_attendees}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '' || /^\d+$/.test(next)) onChange('num_attendees', next);
        }}
      />
      <TimeField
        label={t`Start time`}
        name="starting_time"
        value={values.starting_time}
        onChange={(value) => onChange('starting_time', value)}
      />
      <TimeField
        label={t`End time`}
        name="ending_time"
        value={values.ending_time}
        onChange={(value) => onChange('ending_time', value)}
      />
      <LabelledSelect
        label={t`Food`}
        name="food"
        className="sm:col-span-2"
        choices={foodChoices(i18n, hall)}
        value={values.food}
        onChange={(event) => onChange('food', event.target.value)}
      />
      <LabelledSelect
        label={t`Cake`}
        name="cake"
        choices={cakeChoices(i18n, hall)}
        value={values.cake}
        onChange={(event) => onChange('cake', event.target.value)}
      />
      {values.cake !== NO_CAKE && (
        <TextField
          label={t`Engraved name`}
          name="engravement_name"
          maxLength={100}
          value={values.engravement_name}
          onChange={(event) => onChange('engravement_name', event.target.value)}
        />
      )}
    </div>
  );
}

type TimeFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
};

/** A required time of day (an event's or an admin event's start or end). */
export function TimeField({ label, name, value, onChange }: TimeFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      required
      type="time"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
