import type { ErrorCode } from '@rentals/shared';

/**
 * A failure the client should see: its status, the spec's message and a code to branch on. The
 * `cause` (what really went wrong) goes to the log, never into the answer.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    readonly data?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
