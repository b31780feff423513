import { useId, type SelectHTMLAttributes } from 'react';
import { Label } from '../../../shared/ui/field';

export type Choice = { value: string; label: string };

type ChoiceFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: readonly Choice[];
};

/** A select whose options show a label other than the value sent ('No food' for 'no-food'). */
export function ChoiceField({ label, choices, id, className = '', ...rest }: ChoiceFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40"
        {...rest}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
