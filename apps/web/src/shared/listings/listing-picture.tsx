import { pictureSrcSet, pictureVariant, PICTURE_WIDTHS } from '@rentals/shared';
import { PictureIcon } from './icons';

type ListingPictureProps = {
  url: string | undefined;
  /** the slot's width for the browser's choice in srcset */
  sizes: string;
  className?: string;
  /** above the fold and likely the page's largest paint: load at once, before other images */
  eager?: boolean;
  alt?: string;
};

/**
 * A listing picture in a fixed 4:3 box, so nothing shifts when it arrives. The card-size file is
 * the fallback; srcset lets a wider slot take the phone or display size.
 */
export function ListingPicture({
  url,
  sizes,
  className = '',
  eager = false,
  alt = '',
}: ListingPictureProps) {
  if (!url) {
    return (
      <div
        className={`flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-stone-400 ${className}`}
      >
        <PictureIcon />
      </div>
    );
  }
  return (
    <img
      src={pictureVariant(url, 'card')}
      srcSet={pictureSrcSet(url)}
      sizes={sizes}
      width={PICTURE_WIDTHS.card}
      height={(PICTURE_WIDTHS.card * 3) / 4}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      alt={alt}
      className={`aspect-[4/3] w-full bg-stone-100 object-cover ${className}`}
    />
  );
}
