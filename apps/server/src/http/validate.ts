import type { z } from 'zod';
import { badRequest } from './errors';

/** Validates input outside a route schema (multipart fields), with the same field-naming message. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  context = 'body',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${[context, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw badRequest(message);
}
