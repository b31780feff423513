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

/** What FieldFrame hands its control: the id, the problem's aria props, and its onChange. */
type FrameControl<E> = {
  id: string;
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  onChange: (event: E) => void;
};

type FieldFrameProps<E> = {
  label: string;
  id?: string;
  /** the control's name: a form's refusal (useFormProblem) about it is said here */
  name?: string;
  className?: string;
  hint?: string;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string;
  onChange?: (event: E) => void;
  children: (control: FrameControl<E>) => ReactNode;
};

/**
 * A labelled control of a form: its label, the control, its hint, and what is wrong with it
 * (`error`, else the form's problem about it, which typing in it clears).
 */
export function FieldFrame<E>({
  label,
  id,
  name,
  className = '',
  hint,
  error,
  onChange,
  children,
}: FieldFrameProps<E>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const problem = useFieldProblem(name, controlId, hintId);
  const errorId = `${controlId}-error`;
  const aria = error
    ? {
        'aria-invalid': true as const,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' '),
      }
    : problem.controlProps;
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, aria, onChange: problem.clearing(onChange) })}
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

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, hint, error, id, className }}
      name={rest.name}
      onChange={rest.onChange}
    >
      {(control) => (
        <input
          id={control.id}
          className={controlClasses}
          {...control.aria}
          {...rest}
          onChange={control.onChange}
        />
      )}
    </FieldFrame>
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
  options,
  optionLabel = (option) => option,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const choices = options.map((option) => ({ value: option, label: optionLabel(option) }));
  return (
    <LabelledSelect
      {...rest}
      choices={
        placeholder === undefined ? choices : [{ value: '', label: placeholder }, ...choices]
      }
    />
  );
}

type LabelledSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** the values sent, each with the text shown in the page's language */
  choices: readonly { value: string; label: string }[];
};

/** A labelled select whose shown text (translated) may differ from the value sent. */
export function LabelledSelect({ label, choices, id, className, ...rest }: LabelledSelectProps) {
  return (
    <FieldFrame {...{ label, id, className }} name={rest.name} onChange={rest.onChange}>
      {(control) => (
        <select
          id={control.id}
          className={controlClasses}
          {...control.aria}
          {...rest}
          onChange={control.onChange}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
