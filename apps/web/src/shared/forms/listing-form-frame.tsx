import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUploadsProgress } from '../api/upload-progress';
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
        <CancelOrSubmit
          back={back}
          pending={save.isPending}
          disabled={processing}
          status={<UploadsUnderWay />}
        >
          {submitLabel}
        </CancelOrSubmit>
      </form>
    </FormProblemScope>
  );
}

/**
 * How far the pictures have gone, beside the submit button the person just pressed (each
 * picture's own bar is far up the form on a phone); nothing when none is uploading.
 */
function UploadsUnderWay() {
  const sent = useUploadsProgress();
  const { t } = useLingui();
  if (sent === undefined) return null;
  const percent = Math.round(sent * 100);
  return (
    <div className="flex min-w-40 flex-col gap-1 sm:order-first sm:mr-auto">
      <p className="text-sm text-stone-700" aria-hidden="true">
        <Trans>Uploading pictures… {percent}%</Trans>
      </p>
      <progress
        aria-label={t`Uploading pictures`}
        value={sent}
        max={1}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  );
}
