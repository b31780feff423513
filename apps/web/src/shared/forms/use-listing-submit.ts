import type { FormEvent } from 'react';
import { toast } from '../ui/toast';
import { useFormProblem } from './form-problem';

/**
 * Why a listing form's submit is refused, in the page's language, and the field it is about:
 * its name, undefined for the form's first empty field, or null for none (the pictures, a
 * list's row, the facilities).
 */
export type Refusal = { text: string; field?: string | null };

/**
 * A listing form's submit: nothing while `busy` (pictures being read, a save under way); the
 * first broken rule is toasted and said beside its field; otherwise `send`. Gives the form its
 * ref, its problems' scope and its onSubmit (ListingEditForm's and AddToListingForm's props).
 */
export function useListingSubmit(busy: boolean, refusal: () => Refusal | null, send: () => void) {
  const { form, report, scope } = useFormProblem();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const refused = refusal();
    if (refused) {
      toast.warn(refused.text);
      if (refused.field !== null) report(refused.text, refused.field);
      return;
    }
    send();
  };
  return { formRef: form, scope, onSubmit };
}
