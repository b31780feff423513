import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest, AppError } from '../http/errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Decoded size guard for every uploaded picture: a small PNG can claim 30000 x 30000 pixels and
 * take gigabytes to decode. 40 megapixels admits every ordinary phone photo (12 to 24 MP by
 * default; 50 to 200 MP sensors save at those sizes unless told otherwise) and bounds a decode
 * at about 160 MB.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Checks the real type from the bytes (not the file name or the client's content type),
 * strips metadata (sharp drops EXIF unless asked to keep it) and encodes a square WebP.
 */
export async function toAvatar(bytes: Buffer): Promise<{ key: string; body: Buffer }> {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError(413, 'The picture is larger than 10 MB', 'payload_too_large');
  let meta: sharp.Metadata | undefined;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format))
    throw badRequest('picture: must be a JPEG, PNG, WebP, GIF or AVIF image');
  // A small file can declare a huge size and take gigabytes to decode (decompression bomb).
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PICTURE_PIXELS)
    throw badRequest('picture: has more than 40 megapixels');
  const body = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize(256, 256, { fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer();
  const hash = createHash('sha256').update(body).digest('hex');
  return { key: `avatars/${hash}.webp`, body };
}
