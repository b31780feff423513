import { KIND_FACTS, LISTING_KINDS } from './kind-facts';

/** The response envelope of every /api call (DESIGN section 4). */
export type ApiSuccess<T> = { success: true; data: T; next?: string | null };
export type ApiFailure = {
  success: false;
  status: number;
  message: string;
  code?: ErrorCode;
  data?: unknown;
};
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Error codes carried by failures, so the client can branch without parsing text. */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'invalid_code',
  'code_expired',
  'too_many_tries',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const API_KEY_HEADER = 'x-api-key';

/**
 * The creating calls that take an `Idempotency-Key` header (paths under /api): a retry with the
 * same key answers the first result instead of creating again. The web client sends one with
 * each of them and retries with it when an answer is lost on the way.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_PATHS: readonly string[] = [
  '/rentingProperty/renting-request',
  '/hallEvents/rent',
  '/hallAdminEvents/add',
  '/hotels/hotelRooms/add',
  '/hotels/hotelRoomRentals/booking/add',
  '/apartments/add',
  '/apartments/request-apartment-rent',
  '/ratingsAndReviews/add',
  '/reports/add',
  '/propertyrequest/add',
  '/notifications/add',
  // adding a listing, of every kind (its facts say where)
  ...LISTING_KINDS.map((kind) => KIND_FACTS[kind].addPath),
];
/** The key used when API_KEY is not configured (development and tests only). */
export const DEV_API_KEY = 'dev-api-key';

/** Tracking identity of a visitor who is not signed in (spec 1 sections 6 and 7). */
export const GUEST_SESSION_USER = 'not-signed';
export const ANONYMOUS_VIEWER = 'not-signup';
export const NO_SESSION_ID = 'no-session-id';
