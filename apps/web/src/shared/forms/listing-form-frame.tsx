import type { ReactNode } from 'react';
import { FormProblemScope } from './form-problem';
import { UploadFailed } from './upload-failed';
import type { useListingSubmit } from './use-listing-submit';
import { CancelOrSubmit } from './cancel-or-submit';

type ListingFormFrameProps = {
  /** the form's ref, problems' scope and onSubmit, from useListingSubmit */
  submit: ReturnType<typeof useListingSubmit>;
  /** the form's accessible name, when the page has more than one form */
  label?: string;
  /** where Cancel leads */
  back: string;
  /** the save's state: a failed upload is said above the buttons */
  save: { isPending: boolean; error: unknown };
  /** pictures are still being read: submit waits */
  processing: boolean;
  submitLabel: ReactNode;
  /** the pictures and the kind's fields */
  children: ReactNode;
};

/** A listing's add or edit form: its fields, then a failed upload, then Cancel or submit. */
export function ListingFormFrame({
  submit: { formRef, scope, onSubmit },
  label,
  back,
  save,
  processing,
  submitLabel,
  children,
}: ListingFormFrameProps) {
  return (
    <FormProblemScope scope={scope}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6" aria-label={label}>
        {children}
        <UploadFailed error={save.error} />
        <CancelOrSubmit back={back} pending={save.isPending} disabled={processing}>
          {submitLabel}
        </CancelOrSubmit>
      </form>
    </FormProblemScope>
  );
}
