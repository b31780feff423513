import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../app-error';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Decoded size guard for every uploaded picture: a small PNG can claim 30000 x 30000 pixels and
 * take gigabytes to decode. 40 megapixels admits every ordinary phone photo (12 to 24 MP by
 * default; 50 to 200 MP sensors save at those sizes unless told otherwise) and bounds a decode
 * at about 160 MB.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** Formats sharp reports for the pictures we take (AVIF is read through libheif, as 'heif'). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** A picture file as a multipart form brought it: on disk, never whole in memory. */
export type UploadedPicture = { filename: string; path: string; size: number };

/**
 * Decoding and encoding run a few pictures at a time for the whole process, however many
 * uploads arrive together: each holds tens of MB of pixels while it runs (up to 160 MB at the
 * 40 MP cap), so 16 uploads of 15 pictures wait their turn instead of adding up. Two keep both
 * cores busy (docs/PERFORMANCE.md, "Uploads and memory": one took 100 s where two took 62).
 */
export const PICTURE_JOBS = 2;
const pictureJobs = pLimit(PICTURE_JOBS);
/** Runs picture work (sharp decoding or encoding) in its turn; see PICTURE_JOBS. */
export const pictureWork = <T>(job: () => Promise<T>): Promise<T> => pictureJobs(job);
// Every picture is decoded once, so libvips' operation cache only holds memory, and its file
// cache would keep deleted upload files open.
sharp.cache(false);

const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/**
 * Checks one uploaded file from its bytes (never its name or the client's content type): over
 * 10 MB is 413, anything sharp cannot read as JPEG, PNG, WebP, GIF or AVIF is 400, and so is a
 * picture over 40 megapixels. Reads the header only.
 */
export async function checkPicture(picture: UploadedPicture, field: string): Promise<void> {
  const name = shortName(picture.filename);
  if (picture.size > MAX_IMAGE_BYTES)
    throw new AppError(413, `${field}: "${name}" is larger than 10 MB`, 'payload_too_large');
  let meta: sharp.Metadata | undefined;
  try {
    // Headers only; our own pixel limit below answers with a clearer message than sharp's.
    meta = await sharp(picture.path, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new AppError(
      400,
      `${field}: "${name}" must be an image (JPEG, PNG, WebP, GIF or AVIF)`,
      'validation',
    );
  // A small file can declare a huge size and take gigabytes to decode (decompression bomb).
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PICTURE_PIXELS)
    throw new AppError(400, `${field}: "${name}" has more than 40 megapixels`, 'validation');
}

/**
 * Decodes a checked picture in its turn (pictureWork). A header that reads over pixels that do
 * not (a truncated upload, a damaged file) is the sender's problem: 400, never a server error.
 */
export async function decodeChecked<T>(
  picture: UploadedPicture,
  field: string,
  decode: () => Promise<T>,
): Promise<T> {
  try {
    return await pictureWork(decode);
  } catch {
    throw new AppError(
      400,
      `${field}: "${shortName(picture.filename)}" is damaged and cannot be read`,
      'validation',
    );
  }
}

/**
 * A profile picture: checked as every upload is, metadata stripped (sharp drops EXIF unless
 * asked to keep it) and encoded as a square WebP.
 */
export async function toAvatar(picture: UploadedPicture): Promise<{ key: string; body: Buffer }> {
  await checkPicture(picture, 'picture');
  const body = await decodeChecked(picture, 'picture', () =>
    sharp(picture.path, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer(),
  );
  const hash = createHash('sha256').update(body).digest('hex');
  return { key: `avatars/${hash}.webp`, body };
}
