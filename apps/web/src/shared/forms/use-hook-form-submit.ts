import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '../ui/toast';
import { useFormProblem } from './form-problem';

/**
 * A react-hook-form listing form's submit: nothing while `busy`; the resolver's problem is
 * toasted and, unless it is on 'root' (a list's row, the pictures, the facilities), said beside
 * its field; otherwise `send`. Gives ListingFormFrame its ref, problems' scope and onSubmit.
 */
export function useHookFormSubmit<F extends FieldValues>(
  { handleSubmit }: UseFormReturn<F>,
  busy: boolean,
  send: (values: F) => void,
) {
  const { form, report, scope } = useFormProblem();
  const submit = handleSubmit(send, (errors) => {
    const [field, error] = Object.entries(errors)[0] ?? [];
    const text = typeof error?.message === 'string' ? error.message : undefined;
    if (!field || !text) return;
    toast.warn(text);
    if (field !== 'root') report(text, field);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit(event);
  };
  return { formRef: form, scope, onSubmit };
}
