import { useId, type SelectHTMLAttributes } from 'react';
import { Label } from '../../../shared/ui/field';

/** The look of shared/ui/field's controls, for a select of value/label pairs. */
const controlClasses =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base ' +
  'text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 ' +
  'focus:outline-offset-0 focus:outline-brand-600/40';

type Choice = { value: string; label: string };

type ChoiceSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: readonly Choice[];
};

/** A labelled select whose shown text differs from the value sent. */
export function ChoiceSelect({ label, choices, className = '', ...rest }: ChoiceSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={controlClasses} {...rest}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
