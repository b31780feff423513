import { pictureVariant } from '@rentals/shared';
import { PictureIcon } from './icons';

/** The top of a card of a listing's part (a room type, an apartment): its first picture, or a placeholder. */
export function CardCover({ url }: { url: string | undefined }) {
  if (!url)
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-stone-100 text-stone-400">
        <PictureIcon />
      </div>
    );
  return (
    <img
      src={pictureVariant(url, 'card')}
      alt=""
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-full bg-stone-100 object-cover"
    />
  );
}

/** A row's small picture (an owner's or a guest's list): the first picture, or a grey box. */
export function RowThumbnail({ url }: { url: string | undefined }) {
  if (!url) return <div className="h-16 w-20 shrink-0 rounded-lg bg-stone-100" />;
  return (
    <img
      src={pictureVariant(url, 'card')}
      alt=""
      loading="lazy"
      className="h-16 w-20 shrink-0 rounded-lg bg-stone-100 object-cover"
    />
  );
}
