import { Trans, useLingui } from '@lingui/react/macro';
import { PicturePicker } from './picture-picker';
import { SortablePictures } from './sortable-pictures';
import type { PickedPictures } from './use-picked-pictures';
import { Button } from '../ui/button';

type PictureEditProps = {
  current: readonly string[];
  order: string[];
  onOrder: (order: string[]) => void;
  replacements: PickedPictures;
  max: number;
};

/** Reorder the stored pictures by dragging, or choose new ones that replace them all. */
export function PictureEdit({ current, order, onOrder, replacements, max }: PictureEditProps) {
  const replacing = replacements.pictures.length > 0;
  const { t } = useLingui();
  const count = replacements.pictures.length;
  const currentCount = current.length;
  return (
    <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      {replacing ? (
        <div className="flex flex-col gap-3 rounded-lg bg-sand-100 px-4 py-3 text-sm text-stone-800 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>
              These {count} pictures will replace the {currentCount} current ones.
            </Trans>
          </p>
          <Button variant="secondary" onClick={replacements.clear}>
            <Trans>Keep current pictures</Trans>
          </Button>
        </div>
      ) : (
        <div>
          <h2 className="text-sm font-medium text-stone-700">
            <Trans>Current pictures</Trans>
          </h2>
          <p className="mt-0.5 mb-3 text-xs text-stone-500">
            <Trans>
              Drag ⠿ or use the arrows to change the order; the first picture is the cover.
            </Trans>
          </p>
          <SortablePictures pictures={order} onChange={onOrder} />
        </div>
      )}
      <PicturePicker
        label={t`Replace pictures`}
        pictures={replacements.pictures}
        max={max}
        processing={replacements.processing}
        onAdd={(files) => void replacements.add(files)}
        onRemove={replacements.remove}
      />
    </section>
  );
}
