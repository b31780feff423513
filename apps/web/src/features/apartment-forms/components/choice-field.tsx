import { useId, type SelectHTMLAttributes } from 'react';
import { useFieldProblem } from '../../../shared/forms/form-problem';
import { Label } from '../../../shared/ui/field';

const controlClasses =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base ' +
  'text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 ' +
  'focus:outline-offset-0 focus:outline-brand-600/40 disabled:cursor-not-allowed ' +
  'disabled:bg-stone-100 disabled:text-stone-500';

type ChoiceFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly string[];
  /** what each stored option reads as in the page's language */
  labelOf: (option: string) => string;
  /** Text of a first, empty choice. */
  placeholder: string;
};

/** The shared SelectField, with each option's value kept as stored and shown translated. */
export function ChoiceField({ label, options, labelOf, placeholder, ...rest }: ChoiceFieldProps) {
  const selectId = useId();
  const { controlProps, message, clearing } = useFieldProblem(rest.name, selectId);
  return (
    <div>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        className={controlClasses}
        {...controlProps}
        {...rest}
        onChange={clearing(rest.onChange)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}
