import { useId, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { useUploadProgress } from '../api/upload-progress';
import type { PickedPicture } from './use-picked-pictures';

type PicturePickerProps = {
  label: string;
  pictures: readonly PickedPicture[];
  max: number;
  processing: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/**
 * A drop area that is also a file button, with a preview and a remove button per picture, and a
 * progress bar on each while the form's call uploads it.
 */
export function PicturePicker({
  label,
  pictures,
  max,
  processing,
  onAdd,
  onRemove,
}: PicturePickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const { t } = useLingui();
  const chosen = pictures.length;

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white hover:bg-stone-50'
        }`}
      >
        {/* A phone's finger taps; a desktop's mouse clicks, and can drop files too. */}
        <span className="text-sm font-semibold text-brand-800">
          <span className="pointer-coarse:hidden">
            <Trans>Click to choose pictures</Trans>
          </span>
          <span className="hidden pointer-coarse:inline">
            <Trans>Tap to choose pictures</Trans>
          </span>
        </span>
        <span className="text-xs text-stone-500">
          <Trans>
            <span className="pointer-coarse:hidden">or drop them here · </span>up to {max} pictures
          </Trans>
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      <p className="mt-2 flex items-center gap-2 text-xs text-stone-600" aria-live="polite">
        {processing && <Spinner size={14} />}
        {processing ? t`Preparing pictures…` : t`${chosen} of ${max} pictures chosen`}
      </p>
      {pictures.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {pictures.map((picture, index) => {
            const n = index + 1;
            return (
              <li
                key={picture.key}
                className="relative aspect-square overflow-hidden rounded-lg bg-stone-100"
              >
                <img
                  src={picture.preview}
                  alt={t`Picture ${n}`}
                  className="h-full w-full object-cover"
                />
                <button
                  type="button"
                  aria-label={t`Remove picture ${n}`}
                  onClick={() => onRemove(picture.key)}
                  className="absolute top-1 right-1 flex h-10 w-10 items-center justify-center rounded-full bg-stone-900/70 text-lg leading-none text-white hover:bg-stone-900"
                >
                  <span aria-hidden="true">×</span>
                </button>
                <UploadBar file={picture.file} n={n} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** How much of the picture has gone while its form's call uploads it; nothing otherwise. */
function UploadBar({ file, n }: { file: File; n: number }) {
  const sent = useUploadProgress(file);
  const { t } = useLingui();
  if (sent === undefined) return null;
  return (
    <progress
      aria-label={t`Uploading picture ${n}`}
      value={sent}
      max={1}
      className="absolute inset-x-1 bottom-1 h-2 w-[calc(100%-0.5rem)] overflow-hidden rounded-full bg-white/80 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-white/80 [&::-webkit-progress-value]:bg-brand-700"
    />
  );
}
