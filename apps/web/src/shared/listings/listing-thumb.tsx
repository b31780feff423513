import { pictureVariant } from '@rentals/shared';

/** A listing's picture at the size of a line of text's link (48 × 36), its card variant. */
export function ListingThumb({ picture }: { picture: string }) {
  return (
    <img
      src={pictureVariant(picture, 'card')}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      decoding="async"
      className="h-9 w-12 shrink-0 rounded-md bg-stone-100 object-cover"
    />
  );
}
