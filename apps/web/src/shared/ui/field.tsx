import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { useFieldProblem } from '../forms/form-problem';

export const controlClasses =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base ' +
  'text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 ' +
  'focus:outline-offset-0 focus:outline-brand-600/40 disabled:cursor-not-allowed ' +
  'disabled:bg-stone-100 disabled:text-stone-500';

type LabelProps = { htmlFor: string; children: ReactNode };

/** A visible label: every field of every form has one. */
export function Label({ htmlFor, children }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-stone-700">
      {children}
    </label>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, id, className = '', ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  // A form's problem (useFormProblem) about this field, unless the caller says what is wrong.
  const problem = useFieldProblem(rest.name, inputId, hintId);
  const errorId = `${inputId}-error`;
  const controlProps = error
    ? {
        'aria-invalid': true as const,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' '),
      }
    : problem.controlProps;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <input
        id={inputId}
        className={controlClasses}
        {...controlProps}
        {...rest}
        onChange={problem.clearing(rest.onChange)}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        problem.message
      )}
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly string[];
  /** What a person reads for an option (its value in the page's language); the value itself by default. */
  optionLabel?: (option: string) => string;
  /** Text of a first, empty choice; omitted when undefined. */
  placeholder?: string;
};

export function SelectField({
  label,
  options,
  optionLabel = (option) => option,
  placeholder,
  id,
  className = '',
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const { controlProps, message, clearing } = useFieldProblem(rest.name, selectId);
  return (
    <div className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        className={controlClasses}
        {...controlProps}
        {...rest}
        onChange={clearing(rest.onChange)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}
