import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_DISTRICT,
  DEFAULT_REGION,
  hotelFormProblem,
  messages,
  type District,
  type Region,
} from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import type { PickedPictures } from '../../../shared/forms/use-picked-pictures';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { useAddHotel } from '../api/hotel-calls';
import {
  chosenFacilities,
  HotelFields,
  hotelRuleValues,
  type HotelFieldValues,
} from './hotel-fields';
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';
import { UploadFailed } from '../../../shared/forms/upload-failed';
import { formText } from './form-texts';

const EMPTY_HOTEL: HotelFieldValues = {
  name: '',
  contact: '',
  region: DEFAULT_REGION,
  district: DEFAULT_DISTRICT,
  description: '',
  facilities: {},
};

/**
 * The Hotel choice of New Property (/properties/{userId}/new), below the type selector: name,
 * contact, location, description and facilities; the pictures come from the page's picker.
 * hotelFormProblem's rules are checked in order before anything is sent (spec 2 section 5);
 * success goes to /property-management.
 */
export function NewHotelForm({ picked }: { picked: PickedPictures }) {
  const { user } = useUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<HotelFieldValues>(EMPTY_HOTEL);
  const add = useAddHotel();
  const { i18n } = useLingui();

  const setField = useCallback(
    <K extends keyof HotelFieldValues>(key: K, value: HotelFieldValues[K]) =>
      setForm((previous) => ({ ...previous, [key]: value })),
    [],
  );

  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.processing || add.isPending) return;
    const problem = hotelFormProblem(hotelRuleValues(form), picked.pictures.length);
    if (problem) {
      const text = formText(i18n, problem);
      toast.warn(text);
      // An empty field is said beside it; the pictures and facilities have no one field.
      if (problem === messages.fillEmptyFields) reportProblem(text);
      return;
    }
    add.mutate(
      {
        fields: {
          owner: user._id,
          name: form.name.trim(),
          contact: form.contact.trim(),
          location: { region: form.region as Region, district: form.district as District },
          description: form.description.trim(),
          facilities: chosenFacilities(form.facilities),
        },
        pictures: picked.pictures.map((p) => p.file),
      },
      {
        onSuccess: () => {
          toast.success(formText(i18n, messages.success));
          void navigate(PROPERTY_MANAGEMENT_PATH);
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <FormProblemScope scope={scope}>
      <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
        <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <HotelFields values={form} onChange={setField} />
        </section>
        <UploadFailed error={add.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary')}>
            <Trans>Cancel</Trans>
          </Link>
          <Button type="submit" loading={add.isPending} disabled={picked.processing}>
            <Trans>Add hotel</Trans>
          </Button>
        </div>
      </form>
    </FormProblemScope>
  );
}
