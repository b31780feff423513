import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../ui/field';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string };

/** A labelled textarea in the look of shared/ui/field's controls. */
export function TextAreaField({ label, className, rows = 5, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ label, className }} name={rest.name} onChange={rest.onChange}>
      {(control) => (
        <textarea
          id={control.id}
          rows={rows}
          {...control.aria}
          className="block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40"
          {...rest}
          onChange={control.onChange}
        />
      )}
    </FieldFrame>
  );
}
