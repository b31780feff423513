import { useCallback, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hallEditProblem, KIND_FACTS, type Hall } from '@rentals/shared';
import { OwnerPageProblem } from '../../../shared/listings/owner-page-problem';
import { toastHallFormError } from '../api/form-errors';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { useSendEdit } from '../../../shared/forms/use-send-edit';
import { PictureEdit } from '../../../shared/forms/picture-edit';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useHallToEdit, useUpdateHall } from '../api/hall';
import { hallChanges } from './hall-changes';
import { formText } from './form-text';
import { hallFormOf, hallProblemField, type HallFormValues } from './hall-form';
import { HallFields } from './hall-fields';
import { UploadFailed } from '../../../shared/forms/upload-failed';
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';

const TITLE = msg`Edit hall`;

/** /properties/halls/{propertyId}/edit: loads the hall, then its owner edits it. */
export function EditHallPage() {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const hall = useHallToEdit(propertyId);
  if (hall.isPending) return <PageSpinner />;
  if (hall.isError) return <LoadProblem error={hall.error} />;
  if (hall.data.owner !== user._id) return <LoadProblem error="not-owner" />;
  return <EditHallForm key={hall.data._id} hall={hall.data} ownerId={user._id} />;
}

/**
 * Every field of the edit form (spec 2 section 2 "Edit hall form fields"): pictures reordered
 * by dragging or replaced (at most 15), and only the changed fields sent as updatedValues.
 * Nothing changed goes straight back to the dashboard.
 */
function EditHallForm({ hall, ownerId }: { hall: Hall; ownerId: string }) {
  const { t, i18n } = useLingui();
  const { form, setForm, order, setOrder, replacements, replacing } = useListingEdit(
    () => hallFormOf(hall),
    hall.pictures,
  );
  const update = useUpdateHall();
  const sendEdit = useSendEdit(PROPERTY_MANAGEMENT_PATH, toastHallFormError);
  const change = useCallback(
    (patch: Partial<HallFormValues>) => setForm((previous) => ({ ...previous, ...patch })),
    [setForm],
  );
  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replacements.processing || update.isPending) return;
    const updatedValues = hallChanges(hall, form, replacing ? null : order);
    const pictures = replacements.pictures.map((p) => p.file);
    const problem = hallEditProblem(updatedValues, pictures.length);
    if (problem) {
      const said = formText(i18n, problem);
      toast.warn(said);
      // The hall's own field is marked; a list's row or the pictures stay a toast.
      const field = hallProblemField(form, problem);
      if (field) reportProblem(said, field);
      return;
    }
    sendEdit(updatedValues, pictures, (callbacks) =>
      update.mutate({ hallId: hall._id, ownerId, updatedValues, pictures }, callbacks),
    );
  };

  return (
    <Page title={i18n._(TITLE)}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{hall.name}</p>
      <FormProblemScope scope={scope}>
        <form
          ref={formElement}
          onSubmit={submit}
          noValidate
          className="space-y-6"
          aria-label={t`Edit hall`}
        >
          <PictureEdit
            current={hall.pictures}
            order={order}
            onOrder={setOrder}
            replacements={replacements}
            max={KIND_FACTS.Hall.pictures.max}
          />
          <HallFields values={form} onChange={change} />
          <UploadFailed error={update.error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary')}>
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" loading={update.isPending} disabled={replacements.processing}>
              <Trans>Submit Changes</Trans>
            </Button>
          </div>
        </form>
      </FormProblemScope>
    </Page>
  );
}

function LoadProblem({ error }: { error: unknown }) {
  const { t, i18n } = useLingui();
  return (
    <OwnerPageProblem
      title={i18n._(TITLE)}
      error={error}
      notOwner={t`Only the owner of this hall can see this page.`}
    />
  );
}
