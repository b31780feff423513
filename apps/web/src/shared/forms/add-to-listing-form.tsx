import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button, buttonClasses } from '../ui/button';
import { Page } from '../ui/page';
import { FormProblemScope } from './form-problem';
import { PicturePicker } from './picture-picker';
import { UploadFailed } from './upload-failed';
import type { PickedPictures } from './use-picked-pictures';

type AddToListingFormProps = {
  title: string;
  /** the listing added to (the hotel, the building), named under the title */
  listingName: string;
  /** where Cancel and success lead: the listing's report */
  back: string;
  picturesLabel: string;
  maxPictures: number;
  picked: PickedPictures;
  /** useFormProblem's form and scope */
  formRef: RefObject<HTMLFormElement | null>;
  scope: ComponentProps<typeof FormProblemScope>['scope'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  error: unknown;
  submitLabel: ReactNode;
  /** the fields' section, below the pictures' */
  children: ReactNode;
};

/** The page of a form adding a part to a listing (a room type to a hotel, an apartment to a building). */
export function AddToListingForm({
  title,
  listingName,
  back,
  picturesLabel,
  maxPictures,
  picked,
  formRef,
  scope,
  onSubmit,
  pending,
  error,
  submitLabel,
  children,
}: AddToListingFormProps) {
  return (
    <Page title={title}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{listingName}</p>
      <FormProblemScope scope={scope}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <PicturePicker
              label={picturesLabel}
              pictures={picked.pictures}
              max={maxPictures}
              processing={picked.processing}
              onAdd={(files) => void picked.add(files)}
              onRemove={picked.remove}
            />
          </section>
          {children}
          <UploadFailed error={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={back} className={buttonClasses('secondary')}>
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" loading={pending} disabled={picked.processing}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </FormProblemScope>
    </Page>
  );
}
