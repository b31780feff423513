import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button, buttonClasses } from '../ui/button';
import { Page } from '../ui/page';
import { FormProblemScope, type useFormProblem } from './form-problem';
import { PictureEdit } from './picture-edit';
import { UploadFailed } from './upload-failed';
import type { PickedPictures } from './use-picked-pictures';

type ListingEditFormProps = {
  title: string;
  /** the listing's name under the title */
  subtitle: string;
  /** the form and its problems' scope, from useFormProblem */
  formRef: ReturnType<typeof useFormProblem>['form'];
  scope: ReturnType<typeof useFormProblem>['scope'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pictures: {
    current: readonly string[];
    order: string[];
    onOrder: (order: string[]) => void;
    replacements: PickedPictures;
    max: number;
  };
  /** the failed save, said above the buttons */
  error: unknown;
  saving: boolean;
  /** where Cancel leads */
  back: string;
  /** the kind's fields */
  children: ReactNode;
};

/** An owner's edit page of a listing: its pictures, its fields, and Cancel or Save changes. */
export function ListingEditForm({
  title,
  subtitle,
  formRef,
  scope,
  onSubmit,
  pictures,
  error,
  saving,
  back,
  children,
}: ListingEditFormProps) {
  return (
    <Page title={title}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{subtitle}</p>
      <FormProblemScope scope={scope}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
          <PictureEdit {...pictures} />
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            {children}
          </section>
          <UploadFailed error={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={back} className={buttonClasses('secondary')}>
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" loading={saving} disabled={pictures.replacements.processing}>
              <Trans>Save changes</Trans>
            </Button>
          </div>
        </form>
      </FormProblemScope>
    </Page>
  );
}
