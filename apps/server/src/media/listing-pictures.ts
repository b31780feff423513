import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  PICTURE_WIDTHS,
  pictureVariant,
  PREVIEW_MAX_BYTES,
  PREVIEW_PICTURE,
  previewPicture,
} from '@rentals/shared';
import { isStorageKey, type Storage } from '../storage/storage';
import {
  checkPicture,
  decodeChecked,
  MAX_PICTURE_PIXELS,
  pictureWork,
  type UploadedPicture,
} from './images';

const DISPLAY_QUALITY = 72;
/** The phone file stands in for the display file on a phone's full-width slot: same quality. */
const PHONE_QUALITY = DISPLAY_QUALITY;
/** Card qualities tried in turn until the file fits CARD_MAX_BYTES; a phone photo fits at the first. */
const CARD_QUALITIES = [60, 50, 40, 30];
export const CARD_MAX_BYTES = 35 * 1024;
/** A panorama still gets a sane height: pictures are at most this many times taller than wide. */
const MAX_ASPECT = 2;
/** The decoded-size cap of every picture: 40 megapixels (images.ts, shared with avatars). */
export { MAX_PICTURE_PIXELS };
export type { UploadedPicture };

/** Preview qualities tried in turn until the JPEG fits PREVIEW_MAX_BYTES; a photo fits at the first. */
const PREVIEW_QUALITIES = [80, 70, 60, 45];

/** A listing picture ready to store: the display file, its phone- and card-size siblings and its link preview. */
export type ListingPicture = {
  hash: string;
  display: Buffer;
  phone: Buffer;
  card: Buffer;
  /** absent when not made up front (the demo seed): made from the display file when first asked */
  preview?: Buffer;
};

/** At most `width` wide and MAX_ASPECT times that high; a smaller picture keeps its own size. */
const box = (width: number) => ({
  width,
  height: width * MAX_ASPECT,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/** The phone file from upright, metadata-free pixels (a decoded upload or a display file). */
const encodePhone = (pixels: sharp.Sharp, effort = 4) =>
  pixels.resize(box(PICTURE_WIDTHS.phone)).webp({ quality: PHONE_QUALITY, effort }).toBuffer();

/**
 * Encodes the stored sizes of a picture: EXIF orientation applied then dropped with all other
 * metadata (sharp keeps none unless asked), display at most 1280 px wide, phone at most 720 px
 * wide, card 480 px wide and small enough for a grid on a slow phone. Takes a checked upload's
 * file or a rendered scene's bytes; a lower `effort` trades a few per cent of size for speed
 * (the demo seed uses it), and `preview: false` leaves the link preview to be made when first
 * asked (the demo seed again: its start stays quick).
 */
export async function encodeListingPicture(
  input: Buffer | string,
  opts: { effort?: number; preview?: boolean } = {},
): Promise<ListingPicture> {
  const { hash, display, pixels } = await encodeDisplay(input, opts.effort);
  const phone = await encodePhone(pixels(), opts.effort);
  let card: Buffer = Buffer.alloc(0);
  for (const quality of CARD_QUALITIES) {
    card = await pixels().resize(box(PICTURE_WIDTHS.card)).webp({ quality }).toBuffer();
    if (card.length <= CARD_MAX_BYTES) break;
  }
  if (opts.preview === false) return { hash, display, phone, card };
  return { hash, display, phone, card, preview: await encodePreview(pixels) };
}

/**
 * The link-preview JPEG from upright, metadata-free pixels: filled and cropped to the 1200x630
 * frame (a smaller picture is enlarged: crawlers want the whole frame), under PREVIEW_MAX_BYTES.
 */
async function encodePreview(pixels: () => sharp.Sharp): Promise<Buffer> {
  let preview: Buffer = Buffer.alloc(0);
  for (const quality of PREVIEW_QUALITIES) {
    preview = await pixels()
      .resize(PREVIEW_PICTURE.width, PREVIEW_PICTURE.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (preview.length <= PREVIEW_MAX_BYTES) break;
  }
  return preview;
}

/**
 * Only the display file of a picture, with the same rules: for a picture that is downloaded and
 * never shown in a grid or on a phone's page (a cake picture), so no other size is made.
 */
export async function encodeDisplayPicture(
  input: Buffer | string,
): Promise<Pick<ListingPicture, 'hash' | 'display'>> {
  const { hash, display } = await encodeDisplay(input);
  return { hash, display };
}

/** Decodes once, upright and at display size, and encodes the display file from those pixels. */
async function encodeDisplay(input: Buffer | string, effort = 4) {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize(box(PICTURE_WIDTHS.display))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const display = await pixels().webp({ quality: DISPLAY_QUALITY, effort }).toBuffer();
  const hash = createHash('sha256').update(display).digest('hex');
  return { hash, display, pixels };
}

/** The storage keys of a picture's files; the names come from pictureVariant, as the URLs do. */
export function pictureKeys(folder: string, hash: string) {
  const display = `${folder}/${hash}.webp`;
  return {
    display,
    phone: pictureVariant(display, 'phone'),
    card: pictureVariant(display, 'card'),
    preview: previewPicture(display)!,
  };
}

/** Writes every size and answers the display URL, which is what a listing stores. */
export async function storeListingPicture(
  storage: Storage,
  folder: string,
  picture: ListingPicture,
): Promise<string> {
  const keys = pictureKeys(folder, picture.hash);
  await storage.put(keys.display, picture.display, 'image/webp');
  await storage.put(keys.phone, picture.phone, 'image/webp');
  await storage.put(keys.card, picture.card, 'image/webp');
  if (picture.preview) await storage.put(keys.preview, picture.preview, PREVIEW_PICTURE.type);
  return storage.url(keys.display);
}

/**
 * A size of a picture stored before that size existed: the phone file (`<hash>-phone.webp`) or
 * the link preview (`<hash>-preview.jpg`), made from its display file, which is already upright
 * and without metadata, and stored so it is made once. Null for any other key, or when the
 * display file is missing too.
 */
export function deriveMissingVariant(storage: Storage, key: string): Promise<Buffer | null> {
  // Many first requests for one picture at once (a busy listing after a deploy, or a link shared
  // in a group whose every phone asks for its preview) share one encode.
  let making = deriving.get(key);
  if (!making) {
    making = makeVariant(storage, key).finally(() => deriving.delete(key));
    deriving.set(key, making);
  }
  return making;
}
const deriving = new Map<string, Promise<Buffer | null>>();

/** The display key and encoder of a derivable key, or null. */
function derivable(key: string) {
  const preview = /^(.*\/[a-f0-9]{64})-preview\.jpg$/.exec(key);
  if (preview) {
    return {
      displayKey: `${preview[1]}.webp`,
      type: PREVIEW_PICTURE.type,
      encode: (bytes: Buffer) => encodePreview(() => sharp(bytes)),
    };
  }
  const displayKey = pictureVariant(key, 'display');
  if (displayKey !== key && pictureVariant(key, 'phone') === key) {
    return {
      displayKey,
      type: 'image/webp',
      encode: (bytes: Buffer) => encodePhone(sharp(bytes)),
    };
  }
  return null;
}

async function makeVariant(storage: Storage, key: string): Promise<Buffer | null> {
  const variant = derivable(key);
  if (!variant || !isStorageKey(key)) return null;
  const display = await storage.open(variant.displayKey);
  if (!display) return null;
  const bytes = await buffer(display);
  const made = await pictureWork(() => variant.encode(bytes));
  await storage.put(key, made, variant.type);
  return made;
}

/**
 * Checks every file first, then encodes and stores them one at a time (a 10-picture upload
 * decodes one photo at once, not ten), answering display URLs in the order given. A bad file
 * fails before anything is written, so callers run this before opening their transaction.
 */
export async function saveListingPictures(
  storage: Storage,
  folder: string,
  files: readonly UploadedPicture[],
): Promise<string[]> {
  for (const file of files) await checkPicture(file, 'pictures');
  const encoded: ListingPicture[] = [];
  for (const file of files) {
    encoded.push(await decodeChecked(file, 'pictures', () => encodeListingPicture(file.path)));
  }
  const urls: string[] = [];
  for (const picture of encoded) urls.push(await storeListingPicture(storage, folder, picture));
  return urls;
}
