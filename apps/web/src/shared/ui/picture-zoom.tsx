import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { pictureVariant } from '@rentals/shared';
import { ChevronIcon } from '../listings/icons';
import { Dialog } from './dialog';

type PictureZoomProps = {
  pictures: readonly string[];
  start: number;
  title: string;
  onClose: () => void;
};

/** The pictures full screen, at display size, one at a time; arrow keys move too. */
export function PictureZoom({ pictures, start, title, onClose }: PictureZoomProps) {
  const [index, setIndex] = useState(start);
  const last = pictures.length - 1;
  const move = (step: number) => setIndex((i) => Math.min(last, Math.max(0, i + step)));
  const url = pictures[index] ?? pictures[0] ?? '';
  const { t } = useLingui();
  const position = index + 1;
  const total = pictures.length;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(last, i + 1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last]);

  return (
    <Dialog title={t`Pictures of ${title}`} onClose={onClose} variant="full" hideTitle>
      <div className="relative flex flex-1 items-center justify-center overflow-auto">
        <img
          src={pictureVariant(url, 'display')}
          alt={t`Picture ${position} of ${total}`}
          decoding="async"
          className="max-h-full max-w-full touch-pinch-zoom object-contain"
        />
        {last > 0 && (
          <>
            <button
              type="button"
              aria-label={t`Previous picture`}
              disabled={index === 0}
              onClick={() => move(-1)}
              className="absolute left-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-30"
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              aria-label={t`Next picture`}
              disabled={index === last}
              onClick={() => move(1)}
              className="absolute right-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-30"
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
      </div>
      <p className="p-3 text-center text-sm text-white/80" aria-live="polite">
        {`${index + 1} / ${pictures.length}`}
      </p>
    </Dialog>
  );
}
