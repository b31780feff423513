import { IMAGE_QUALITY, PNG_TO_JPEG_BYTES } from '@rentals/shared';

/** Longest side kept for an uploaded picture: phones on slow networks need small files. */
const MAX_DIMENSION = 1600;

/**
 * Re-encodes a picture at quality 0.5 (spec 1 section 5). A PNG over 5 MB becomes a JPEG; other
 * pictures keep their type. Throws when the browser cannot decode or encode it.
 */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_DIMENSION / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();

  const toJpeg = file.type === 'image/png' && file.size > PNG_TO_JPEG_BYTES;
  const type = toJpeg || !/^image\/(png|webp|jpeg)$/.test(file.type) ? 'image/jpeg' : file.type;
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, type, IMAGE_QUALITY),
  );
  if (!blob) throw new Error('encoding failed');
  const name = type === file.type ? file.name : file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return new File([blob], name, { type, lastModified: Date.now() });
}
