import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import {
  pictureSrcSet,
  pictureVariant,
  PICTURE_WIDTHS,
  SLIDE_PICTURE_SIZES,
} from '@rentals/shared';
import { ChevronIcon, PictureIcon } from '../listings/icons';
import { PictureZoom } from './picture-zoom';

const SLIDE_SIZES = SLIDE_PICTURE_SIZES;

type PictureSliderProps = { pictures: readonly string[]; title: string };

/**
 * The detail's pictures: a scroll-snap strip, so a finger swipes natively with no script per
 * frame; arrows and dots move it too. Only the first picture loads at once; tapping one opens
 * the zoom at the same picture.
 */
export function PictureSlider({ pictures, title }: PictureSliderProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const { t } = useLingui();
  const zoomLabel = (position: number) => t`Zoom picture ${position} of ${total}`;
  const showLabel = (position: number) => t`Show picture ${position}`;

  const goTo = useCallback((next: number) => {
    const node = strip.current;
    if (!node) return;
    node.scrollTo?.({ left: next * node.clientWidth, behavior: 'smooth' });
    setIndex(next);
  }, []);

  const onScroll = () => {
    const node = strip.current;
    if (!node || node.clientWidth === 0) return;
    setIndex(Math.round(node.scrollLeft / node.clientWidth));
  };

  if (pictures.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-100 text-stone-400 sm:aspect-[16/9]">
        <PictureIcon className="h-12 w-12" />
      </div>
    );
  }

  const many = pictures.length > 1;
  const total = pictures.length;
  return (
    <div
      className="relative"
      aria-roledescription={t`carousel`}
      aria-label={t`Pictures of ${title}`}
    >
      <div
        ref={strip}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-stone-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {pictures.map((url, i) => (
          <button
            key={url}
            type="button"
            onClick={() => setZoomAt(i)}
            aria-label={zoomLabel(i + 1)}
            className="w-full shrink-0 snap-center snap-always"
          >
            <img
              src={pictureVariant(url, i === 0 ? 'display' : 'card')}
              srcSet={pictureSrcSet(url)}
              sizes={SLIDE_SIZES}
              width={PICTURE_WIDTHS.display}
              height={(PICTURE_WIDTHS.display * 3) / 4}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
              alt=""
              className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]"
            />
          </button>
        ))}
      </div>
      {many && (
        <>
          <SlideArrow direction="left" disabled={index === 0} onClick={() => goTo(index - 1)} />
          <SlideArrow
            direction="right"
            disabled={index === pictures.length - 1}
            onClick={() => goTo(index + 1)}
          />
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {pictures.map((url, i) => (
              <button
                key={url}
                type="button"
                aria-label={showLabel(i + 1)}
                aria-current={i === index || undefined}
                onClick={() => goTo(i)}
                className="flex h-8 w-6 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    i === index ? 'w-4 bg-white' : 'w-2 bg-white/60'
                  } shadow`}
                />
              </button>
            ))}
          </div>
        </>
      )}
      {zoomAt !== null && (
        <PictureZoom
          pictures={pictures}
          start={zoomAt}
          title={title}
          onClose={() => setZoomAt(null)}
        />
      )}
    </div>
  );
}

function SlideArrow({
  direction,
  disabled,
  onClick,
}: {
  direction: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={direction === 'left' ? t`Previous picture` : t`Next picture`}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 ${direction === 'left' ? 'left-2' : 'right-2'} inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow transition-opacity hover:bg-white disabled:opacity-0`}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}
