import type { ErrorCode } from '@rentals/shared';
import { AppError } from '../app-error';

/*
 * The usual failures by status. AppError itself is one layer down (../app-error.ts), so media/
 * and the other lower layers can refuse without importing http/.
 */

export const badRequest = (message: string, code: ErrorCode = 'validation') =>
  new AppError(400, message, code);
export const unauthorized = (message = 'not_authorized') =>
  new AppError(401, message, 'unauthorized', 'not_authorized');
export const forbidden = (message = 'This is not yours') => new AppError(403, message, 'forbidden');
/** A file or picture that is not there: 404, as a browser or crawler expects of a download. */
export const notFound = (message: string) => new AppError(404, message, 'not_found');
/**
 * What a call names (a listing, a request, a user) does not exist: 400 with the code not_found.
 * Not 404: the spec's client turns any 404 into 'server not working' and would hide the text
 * ("Can't find the property"); 404 stays for unknown routes and missing files.
 */
export const missing = (message: string) => new AppError(400, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
/**
 * Too many calls: 429 with Retry-After (`retryAfterSeconds`, issue 32). The message says the
 * wait in minutes too (messages.tooManyWait, or 'Wait N minutes, then ask again').
 */
export class TooManyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'too_many_requests',
  ) {
    super(429, message, code);
  }
}
export const tooMany = (
  message: string,
  retryAfterSeconds: number,
  code: ErrorCode = 'too_many_requests',
) => new TooManyError(message, retryAfterSeconds, code);
/** Mail could not be sent (the SMTP server is down or refused): try again later. */
export const mailUnavailable = (cause: unknown) =>
  new AppError(503, 'We could not send the e-mail, try again', 'unavailable', undefined, { cause });
