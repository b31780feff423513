import { isApiError, type ApiError } from './client';

/** Whether a failed call says the thing it names does not exist. */
export const isMissing = (err: unknown): err is ApiError =>
  isApiError(err) && (err.status === 404 || err.code === 'not_found');

/**
 * A lookup whose "not found" is an answer, not a failure: null. Kept as data, the server's
 * rendering of a page for a missing listing carries it like any answer, so the page says it
 * cannot find the listing at once and hydrates to the same words; an error would be dropped
 * from the page's data and fetched again, behind a spinner, once the app's code runs.
 */
export async function orMissing<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}
