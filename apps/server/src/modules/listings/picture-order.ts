import { badRequest } from '../../http/errors';

/** Whether two picture lists hold the same URLs in the same order. */
export const samePictures = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, i) => url === b[i]);

/**
 * An edit's updatedValues.pictures may only reorder or drop the listing's own pictures, each
 * once; new pictures come as uploaded files. Anything else is a 400 naming what is edited.
 */
export function assertOwnPictures(
  wanted: readonly string[],
  stored: readonly string[],
  what: string,
): void {
  const own = new Set(stored);
  if (new Set(wanted).size !== wanted.length || wanted.some((url) => !own.has(url)))
    throw badRequest(
      `body.updatedValues.pictures: must be pictures of this ${what}, each once (upload files to add new ones)`,
    );
}
