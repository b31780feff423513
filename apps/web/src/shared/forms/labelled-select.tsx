import { useId, type SelectHTMLAttributes } from 'react';
import { useFieldProblem } from './form-problem';
import { controlClasses, Label } from '../ui/field';

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
