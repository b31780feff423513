import type { ApiSuccess } from '@rentals/shared';

/** Wraps a result in the `{ success, data }` envelope of every /api answer. */
export const ok = <T>(data: T, extra?: { next?: string | null }): ApiSuccess<T> => ({
  success: true,
  data,
  ...extra,
});
