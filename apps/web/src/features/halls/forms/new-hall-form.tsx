import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { hallFormProblem, messages } from '@rentals/shared';
import { toastHallFormError } from '../api/form-errors';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import type { PickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { useAddHall } from '../api/add-hall';
import { EMPTY_HALL_FORM, hallProblemField, hallValuesOf, type HallFormValues } from './hall-form';
import { formText } from './form-text';
import { HallFields } from './hall-fields';
import { UploadFailed } from '../../../shared/forms/upload-failed';
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';

/**
 * The Hall choice of New Property (/properties/{userId}/new), below the type selector: its own
 * fields, rules and submit; the pictures come from the page's picker. The rules of spec 2
 * section 5 (hallFormProblem) are checked in order before anything is sent.
 */
export function NewHallForm({ picked }: { picked: PickedPictures }) {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<HallFormValues>(EMPTY_HALL_FORM);
  const add = useAddHall();
  const change = useCallback(
    (patch: Partial<HallFormValues>) => setForm((previous) => ({ ...previous, ...patch })),
    [],
  );
  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.processing || add.isPending) return;
    const values = hallValuesOf(form);
    const problem = hallFormProblem(values, picked.pictures.length);
    if (problem) {
      const said = formText(i18n, problem);
      toast.warn(said);
      // The hall's own field is marked; a list's row, the pictures or facilities stay a toast.
      const field = hallProblemField(form, problem);
      if (field) reportProblem(said, field);
      return;
    }
    add.mutate(
      { owner: user._id, fields: values, pictures: picked.pictures.map((p) => p.file) },
      {
        onSuccess: () => {
          toast.success(formText(i18n, messages.success));
          void navigate(PROPERTY_MANAGEMENT_PATH);
        },
        onError: toastHallFormError,
      },
    );
  };

  return (
    <FormProblemScope scope={scope}>
      <form
        ref={formElement}
        onSubmit={submit}
        noValidate
        className="space-y-6"
        aria-label={t`New hall`}
      >
        <HallFields values={form} onChange={change} />
        <UploadFailed error={add.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary')}>
            <Trans>Cancel</Trans>
          </Link>
          <Button type="submit" loading={add.isPending} disabled={picked.processing}>
            <Trans>Add hall</Trans>
          </Button>
        </div>
      </form>
    </FormProblemScope>
  );
}
