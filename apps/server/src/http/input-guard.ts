import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';

/** Whether any string (or key) in a parsed JSON value holds a NUL character; no recursion. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes(NUL)) return true;
    } else if (Array.isArray(v)) {
      // One at a time: spreading a 130,000-item array into push() overflows the call stack.
      for (const item of v) stack.push(item);
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes(NUL)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * Refuses text holding a NUL character in the path, query or JSON body before any handler
 * sees it: PostgreSQL cannot store or compare it (error 22021), so it would otherwise end as a
 * 500 wherever the value reaches a query. (Multipart fields are caught by the error handler.)
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes(NUL))
      throw badRequest('request: the address must not contain NUL characters');
    if (holdsNul(request.body)) throw badRequest('body: text must not contain NUL characters');
  });
}
