import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../ui/page';
import { PicturePicker } from './picture-picker';
import type { PickedPictures } from './use-picked-pictures';
import { useListingSubmit, type Refusal } from './use-listing-submit';
import { useSaveCallbacks, type SendCallbacks } from './use-send-edit';
import { ListingFormFrame } from './listing-form-frame';

type AddToListingFormProps = {
  title: string;
  /** the listing added to (the hotel, the building), named under the title */
  listingName: string;
  /** where Cancel and success lead: the listing's report */
  back: string;
  maxPictures: number;
  picked: PickedPictures;
  /** the adding's state: a failed upload is said above the buttons */
  add: { isPending: boolean; error: unknown };
  /** the first broken rule, checked before anything is sent */
  refusal: () => Refusal | null;
  /** sends the part and its pictures (the picked ones' files) */
  send: (pictures: File[], callbacks: SendCallbacks) => void;
  submitLabel: ReactNode;
  /** the fields' section, below the pictures' */
  children: ReactNode;
};

/**
 * The page of a form adding a part to a listing (a room type to a hotel, an apartment to a
 * building): the rules are checked before anything is sent, and success goes `back`.
 */
export function AddToListingForm({
  title,
  listingName,
  back,
  maxPictures,
  picked,
  add,
  refusal,
  send,
  submitLabel,
  children,
}: AddToListingFormProps) {
  const { t } = useLingui();
  const saved = useSaveCallbacks(back);
  const submit = useListingSubmit(picked.processing || add.isPending, refusal, () =>
    send(
      picked.pictures.map((p) => p.file),
      saved,
    ),
  );
  return (
    <Page title={title}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{listingName}</p>
      <ListingFormFrame
        submit={submit}
        back={back}
        save={add}
        processing={picked.processing}
        submitLabel={submitLabel}
      >
        <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <PicturePicker
            label={t`Pictures`}
            pictures={picked.pictures}
            max={maxPictures}
            processing={picked.processing}
            onAdd={(files) => void picked.add(files)}
            onRemove={picked.remove}
          />
        </section>
        {children}
      </ListingFormFrame>
    </Page>
  );
}
