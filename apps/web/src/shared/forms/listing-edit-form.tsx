import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Page } from '../ui/page';
import { PictureEdit } from './picture-edit';
import type { ListingUpdate } from '../api/listing-update';
import type { useListingEdit } from './use-listing-edit';
import { useListingSubmit, type Refusal } from './use-listing-submit';
import { useSendEdit, type SendCallbacks } from './use-send-edit';
import { ListingFormFrame } from './listing-form-frame';

type ListingEditFormProps<U extends object> = {
  title: string;
  /** the listing's name under the title */
  subtitle: string;
  /** the form's state, from useListingEdit */
  edit: Pick<
    ReturnType<typeof useListingEdit>,
    'pictures' | 'order' | 'setOrder' | 'replacements' | 'replacing'
  >;
  maxPictures: number;
  /** the listing edited and its owner */
  listing: { id: string; ownerId: string };
  /** the kind's update mutation (listing-update.ts); a failed save is said above the buttons */
  update: {
    isPending: boolean;
    error: unknown;
    mutate: (input: ListingUpdate<U>, callbacks: SendCallbacks) => void;
  };
  /** the first broken rule, checked before anything is sent */
  refusal: () => Refusal | null;
  /** only what changed, given the kept pictures' new order, or null when uploads replace them */
  changes: (order: string[] | null) => U;
  /** where Cancel, nothing changed and success lead */
  back: string;
  /** the kind's fields */
  children: ReactNode;
};

/**
 * An owner's edit page of a listing: its pictures, its fields, and Cancel or Save changes. Only
 * what changed is sent, and nothing changed goes straight back.
 */
export function ListingEditForm<U extends object>({
  title,
  subtitle,
  edit: { pictures, order, setOrder, replacements, replacing },
  maxPictures,
  listing,
  update,
  refusal,
  changes,
  back,
  children,
}: ListingEditFormProps<U>) {
  const sendEdit = useSendEdit(back);
  const submit = useListingSubmit(replacements.processing || update.isPending, refusal, () => {
    const updatedValues = changes(replacing ? null : order);
    const files = replacements.pictures.map((p) => p.file);
    const input = {
      listingId: listing.id,
      ownerId: listing.ownerId,
      updatedValues,
      pictures: files,
    };
    sendEdit(updatedValues, files, (callbacks) => update.mutate(input, callbacks));
  });
  return (
    <Page title={title}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{subtitle}</p>
      <ListingFormFrame
        submit={submit}
        back={back}
        save={update}
        processing={replacements.processing}
        submitLabel={<Trans>Save changes</Trans>}
      >
        <PictureEdit
          current={pictures}
          order={order}
          onOrder={setOrder}
          replacements={replacements}
          max={maxPictures}
        />
        <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          {children}
        </section>
      </ListingFormFrame>
    </Page>
  );
}
