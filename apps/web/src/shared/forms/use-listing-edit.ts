import { useCallback, useState } from 'react';
import { usePickedPictures } from './use-picked-pictures';

/**
 * The state of a listing's edit form: its field values, the stored pictures' order, and the
 * pictures picked to replace them all (`replacing` once there is one).
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
  return { form, setForm, setField, order, setOrder, replacements, replacing };
}
