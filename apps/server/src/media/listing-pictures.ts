import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '@rentals/shared';
import { AppError, badRequest } from '../http/errors';
import type { Storage } from '../storage/storage';
import { MAX_IMAGE_BYTES, MAX_PICTURE_PIXELS } from './images';

/** Formats sharp reports for the pictures we take (AVIF is read through libheif, as 'heif'). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const DISPLAY_QUALITY = 72;
/** Card qualities tried in turn until the file fits CARD_MAX_BYTES; a phone photo fits at the first. */
const CARD_QUALITIES = [60, 50, 40, 30];
export const CARD_MAX_BYTES = 35 * 1024;
/** A panorama still gets a sane height: pictures are at most this many times taller than wide. */
const MAX_ASPECT = 2;
/** The decoded-size cap of every picture: 40 megapixels (images.ts, shared with avatars). */
export { MAX_PICTURE_PIXELS };

/** A listing picture ready to store: the display file and its card-size sibling. */
export type ListingPicture = { hash: string; display: Buffer; card: Buffer };

const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/**
 * Checks one uploaded file from its bytes (never its name or the client's content type): over
 * 10 MB is 413, anything sharp cannot read as JPEG, PNG, WebP, GIF or AVIF is 400.
 */
export async function checkListingPicture(
  bytes: Buffer,
  filename = 'picture',
  field = 'pictures',
): Promise<void> {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError(
      413,
      `${field}: "${shortName(filename)}" is larger than 10 MB`,
      'payload_too_large',
    );
  let meta: sharp.Metadata | undefined;
  try {
    // Headers only; our own pixel limit below answers with a clearer message than sharp's.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format))
    throw badRequest(
      `${field}: "${shortName(filename)}" must be an image (JPEG, PNG, WebP, GIF or AVIF)`,
    );
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PICTURE_PIXELS)
    throw badRequest(`${field}: "${shortName(filename)}" has more than 40 megapixels`);
}

/**
 * Encodes the stored sizes of a picture: EXIF orientation applied then dropped with all other
 * metadata (sharp keeps none unless asked), display at most 1280 px wide, card 480 px wide and
 * small enough for a grid on a slow phone. Takes checked upload bytes or a rendered scene; a lower `effort` trades a few
 * per cent of size for speed (the demo seed uses it).
 */
export async function encodeListingPicture(
  input: Buffer,
  opts: { effort?: number } = {},
): Promise<ListingPicture> {
  const box = (width: number) => ({
    width,
    height: width * MAX_ASPECT,
    fit: 'inside' as const,
    withoutEnlargement: true,
  });
  // Decoded once, upright and at display size; both files are encoded from these pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize(box(PICTURE_WIDTHS.display))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const display = await pixels()
    .webp({ quality: DISPLAY_QUALITY, effort: opts.effort ?? 4 })
    .toBuffer();
  let card: Buffer = Buffer.alloc(0);
  for (const quality of CARD_QUALITIES) {
    card = await pixels().resize(box(PICTURE_WIDTHS.card)).webp({ quality }).toBuffer();
    if (card.length <= CARD_MAX_BYTES) break;
  }
  const hash = createHash('sha256').update(display).digest('hex');
  return { hash, display, card };
}

export const pictureKeys = (folder: string, hash: string) => ({
  display: `${folder}/${hash}.webp`,
  card: `${folder}/${hash}-card.webp`,
});

/** Writes both sizes and answers the display URL, which is what a listing stores. */
export async function storeListingPicture(
  storage: Storage,
  folder: string,
  picture: ListingPicture,
): Promise<string> {
  const keys = pictureKeys(folder, picture.hash);
  await storage.put(keys.display, picture.display, 'image/webp');
  await storage.put(keys.card, picture.card, 'image/webp');
  return storage.url(keys.display);
}

export type UploadedPicture = { filename: string; bytes: Buffer };

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
  for (const file of files) await checkListingPicture(file.bytes, file.filename);
  const encoded: ListingPicture[] = [];
  for (const file of files) {
    try {
      encoded.push(await encodeListingPicture(file.bytes));
    } catch {
      // A header that reads but a body that does not (a truncated upload, a damaged file).
      throw badRequest(`pictures: "${shortName(file.filename)}" is damaged and cannot be read`);
    }
  }
  const urls: string[] = [];
  for (const picture of encoded) urls.push(await storeListingPicture(storage, folder, picture));
  return urls;
}
