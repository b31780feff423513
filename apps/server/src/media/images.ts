import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest, AppError } from '../http/errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Checks the real type from the bytes (not the file name or the client's content type),
 * strips metadata (sharp drops EXIF unless asked to keep it) and encodes a square WebP.
 */
export async function toAvatar(bytes: Buffer): Promise<{ key: string; body: Buffer }> {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError(413, 'The picture is larger than 10 MB', 'payload_too_large');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw badRequest('picture: must be a JPEG, PNG, WebP, GIF or AVIF image');
  const body = await sharp(bytes)
    .rotate()
    .resize(256, 256, { fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer();
  const hash = createHash('sha256').update(body).digest('hex');
  return { key: `avatars/${hash}.webp`, body };
}
