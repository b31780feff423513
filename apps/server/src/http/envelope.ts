import type { ApiSuccess } from '@rentals/shared';

/**
 * Wraps a result in the `{ success, data }` envelope of every /api answer; `extra` fields sit
 * beside `data` (a list's `next` cursor, a profile update's `pendingEmail`).
 */
export const ok = <T, E extends object = object>(data: T, extra?: E): ApiSuccess<T> & E => ({
  success: true,
  data,
  ...(extra as E),
});
