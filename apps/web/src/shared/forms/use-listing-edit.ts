import { useCallback, useState } from 'react';
import { usePickedPictures } from './use-picked-pictures';

/**
 * The state of a listing's edit form: its field values, the stored pictures and their order, and
 * the pictures picked to replace them all (`replacing` once there is one). `pictureCount` is how
 * many pictures the listing would have: the replacements, or else the kept ones.
 */
export function useListingEdit<F extends object>(initial: () => F, pictures: readonly string[]) {
  const [form, setForm] = useState<F>(initial);
  const [order, setOrder] = useState<string[]>(() => [...pictures]);
  const replacements = usePickedPictures();
  const replacing = replacements.pictures.length > 0;
  const setField = useCallback(
    <K extends keyof F>(key: K, value: F[K]) =>
      setForm((previous) => ({ ...previous, [key]: value })),
    [],
  );
  const pictureCount = replacing ? replacements.pictures.length : order.length;
  return {
    form,
    setForm,
    setField,
    pictures,
    order,
    setOrder,
    replacements,
    replacing,
    pictureCount,
  };
}
