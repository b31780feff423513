import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { addHallFields, hallFormProblem } from '@rentals/shared';
import { toastHallFormError } from '../api/form-errors';
import { useHookFormSubmit } from '../../../shared/forms/use-hook-form-submit';
import { useSaveCallbacks } from '../../../shared/forms/use-send-edit';
import type { PickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useUser } from '../../../shared/session/user';
import { useAddHall } from '../api/add-hall';
import { EMPTY_HALL_FORM, hallFormSchema, hallValuesOf, type HallFormValues } from './hall-form';
import { formText } from './form-text';
import { HallFields } from './hall-fields';
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';
import { ListingFormFrame } from '../../../shared/forms/listing-form-frame';

const ADD_FIELDS = addHallFields.omit({ owner: true });

/**
 * The Hall choice of New Property (/properties/{userId}/new), below the type selector: its own
 * fields, rules and submit; the pictures come from the page's picker. The rules of spec 2
 * section 5 (hallFormProblem) are checked in order before anything is sent.
 */
export function NewHallForm({ picked }: { picked: PickedPictures }) {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const methods = useForm<HallFormValues>({
    defaultValues: EMPTY_HALL_FORM,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: zodResolver(
      hallFormSchema(
        hallValuesOf,
        (values) => hallFormProblem(values, picked.pictures.length),
        ADD_FIELDS,
        (text) => formText(i18n, text),
      ),
      undefined,
      { raw: true },
    ),
  });
  const add = useAddHall();
  const saved = useSaveCallbacks(PROPERTY_MANAGEMENT_PATH, toastHallFormError);
  const submit = useHookFormSubmit(methods, picked.processing || add.isPending, (form) =>
    add.mutate(
      { owner: user._id, fields: hallValuesOf(form), pictures: picked.pictures.map((p) => p.file) },
      saved,
    ),
  );

  return (
    <FormProvider {...methods}>
      <ListingFormFrame
        submit={submit}
        label={t`New hall`}
        back={PROPERTY_MANAGEMENT_PATH}
        save={add}
        processing={picked.processing}
        submitLabel={<Trans>Add hall</Trans>}
      >
        <HallFields />
      </ListingFormFrame>
    </FormProvider>
  );
}
