import { useId, type SelectHTMLAttributes } from 'react';
import { useFieldProblem } from './form-problem';
import { Label } from '../ui/field';

/** The look of shared/ui/field's controls. */
const controlClasses =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base ' +
  'text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 ' +
  'focus:outline-offset-0 focus:outline-brand-600/40';

type LabelledSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** the values sent, each with the text shown in the page's language */
  choices: readonly { value: string; label: string }[];
};

/** shared/ui/field's SelectField, whose shown text (translated) differs from the value sent. */
export function LabelledSelect({ label, choices, className = '', ...rest }: LabelledSelectProps) {
  const id = useId();
  const { controlProps, message, clearing } = useFieldProblem(rest.name, id);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={controlClasses}
        {...controlProps}
        {...rest}
        onChange={clearing(rest.onChange)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}
