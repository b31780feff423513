import type { z } from 'zod';
import { isUuid } from '@rentals/shared';
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

/**
 * A field of a form that names a row by id, read before the whole form is parsed (its row's
 * rules decide the rest): 400 '<context>.<name>: must be an id' unless it is one.
 */
export function idField(fields: Record<string, unknown>, name: string, context = 'body'): string {
  const value = fields[name];
  if (typeof value !== 'string' || !isUuid(value))
    throw badRequest(`${context}.${name}: must be an id`);
  return value;
}
