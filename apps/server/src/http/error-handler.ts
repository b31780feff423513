import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, minutesToWait, type ApiFailure } from '@rentals/shared';
import { MAX_IMAGE_BYTES } from '../media/images';
import { AppError } from '../app-error';
import { TooManyError } from './errors';

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/** 'body.data.district: must be a district of Benaadir' — names the field, as a person reads it. */
function describeValidation(context: string | undefined, issues: Issue[]): string {
  return issues
    .map((issue) => {
      const path = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const where = [context, path].filter(Boolean).join('.');
      return `${where || 'request'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** PostgreSQL's refusal of a NUL in text (22021) or in JSON (22P05); Drizzle wraps it in cause. */
function isNulInText(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '22021' || e.code === '22P05') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The one place failures become the `{ success: false, status, message }` envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiFailure;
    if (error instanceof AppError) {
      // A refusal of ours that hides a failure (mail down): the cause is for the log only.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      body = { success: false, status: error.status, message: error.message, code: error.code };
      if (error.data !== undefined) body.data = error.data;
      if (error instanceof TooManyError)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validationContext, error.validation as Issue[]);
      body = { success: false, status: 400, message, code: 'validation' };
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      body = {
        success: false,
        status: 413,
        message:
          error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? `The upload is too large: a file may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`
            : 'The request is too large',
        code: 'payload_too_large',
      };
    } else if (error.statusCode === 429) {
      // A route's rate limit (@fastify/rate-limit) has set Retry-After to the seconds left of
      // its window; the message says them in minutes (issue 32).
      const seconds = Number(reply.getHeader('retry-after'));
      if (!(seconds > 0)) reply.header('retry-after', '60');
      body = {
        success: false,
        status: 429,
        message: messages.tooManyWait(minutesToWait(seconds > 0 ? seconds : 60)),
        code: 'too_many_requests',
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to show.
      body = {
        success: false,
        status: error.statusCode,
        message: error.message,
        code: 'validation',
      };
    } else if (isNulInText(error)) {
      // A NUL character in text that reached the database (a multipart field, say).
      body = {
        success: false,
        status: 400,
        message: 'request: text must not contain NUL characters',
        code: 'validation',
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { success: false, status: 500, message: 'server error', code: 'internal' };
    }
    return reply.status(body.status).send(body);
  });
}
