import { useId, useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { compressImage } from '../../../shared/lib/compress-image';
import { Label } from '../../../shared/ui/field';
import { Spinner } from '../../../shared/ui/spinner';

type CakePictureFieldProps = { picture: File | null; onChange: (picture: File | null) => void };

/** An optional picture for the cake, compressed like every upload (quality 0.5). */
export function CakePictureField({ picture, onChange }: CakePictureFieldProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(messageText(i18n, messages.imageProcessingError));
      return;
    }
    setBusy(true);
    try {
      onChange(await compressImage(file));
    } catch {
      toast.error(messageText(i18n, messages.imageProcessingError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Label htmlFor={inputId}>
        <Trans>Cake picture (optional)</Trans>
      </Label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="block w-full min-w-0 text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-stone-800 sm:w-auto"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {busy && <Spinner size={18} />}
        {picture && !busy && (
          <span className="flex items-center gap-2 text-sm text-stone-700">
            <span className="max-w-48 truncate">{picture.name}</span>
            <button
              type="button"
              className="min-h-11 px-2 font-semibold text-brand-800 underline"
              onClick={() => onChange(null)}
            >
              <Trans>Remove</Trans>
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
