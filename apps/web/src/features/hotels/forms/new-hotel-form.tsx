import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  chosenFacilities,
  DEFAULT_DISTRICT,
  DEFAULT_REGION,
  hotelFormProblem,
  messages,
  PROPERTY_MANAGEMENT_PATH,
  type District,
  type Region,
} from '@rentals/shared';
import type { PickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useListingSubmit } from '../../../shared/forms/use-listing-submit';
import { useSaveCallbacks } from '../../../shared/forms/use-send-edit';
import { useUser } from '../../../shared/session/user';
import { useAddHotel } from '../api/hotel-calls';
import { HotelFields, hotelRuleValues, type HotelFieldValues } from './hotel-fields';
import { formText } from './form-texts';
import { ListingFormFrame } from '../../../shared/forms/listing-form-frame';

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
  const [form, setForm] = useState<HotelFieldValues>(EMPTY_HOTEL);
  const add = useAddHotel();
  const { i18n } = useLingui();

  const setField = useCallback(
    <K extends keyof HotelFieldValues>(key: K, value: HotelFieldValues[K]) =>
      setForm((previous) => ({ ...previous, [key]: value })),
    [],
  );

  const saved = useSaveCallbacks(PROPERTY_MANAGEMENT_PATH);
  const submit = useListingSubmit(
    picked.processing || add.isPending,
    () => {
      const problem = hotelFormProblem(hotelRuleValues(form), picked.pictures.length);
      // An empty field is said beside it; the pictures and facilities have no one field.
      const field = problem === messages.fillEmptyFields ? undefined : null;
      return problem ? { text: formText(i18n, problem), field } : null;
    },
    () =>
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
        saved,
      ),
  );

  return (
    <ListingFormFrame
      submit={submit}
      back={PROPERTY_MANAGEMENT_PATH}
      save={add}
      processing={picked.processing}
      submitLabel={<Trans>Add hotel</Trans>}
    >
      <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <HotelFields values={form} onChange={setField} />
      </section>
    </ListingFormFrame>
  );
}
