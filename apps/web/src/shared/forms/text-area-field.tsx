import { useId, type TextareaHTMLAttributes } from 'react';
import { Label } from '../ui/field';
import { useFieldProblem } from './form-problem';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string };

/** A labelled textarea in the look of shared/ui/field's controls. */
export function TextAreaField({ label, className = '', rows = 5, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const { controlProps, message, clearing } = useFieldProblem(rest.name, id);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        {...controlProps}
        className="block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40"
        {...rest}
        onChange={clearing(rest.onChange)}
      />
      {message}
    </div>
  );
}
