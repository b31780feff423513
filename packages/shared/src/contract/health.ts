import { z } from 'zod';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/**
 * GET /api/health: the load balancer's probe. It needs neither the key nor a session (the
 * OpenAPI document says so), reads the database once, and fails (5xx) when the database does.
 */
export const health = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Whether this instance and its database answer (the load balancer probe; no key)',
  tag: 'Health',
  access: 'public',
  answer: apiSuccess(
    z.object({
      status: z.literal('ok'),
      /** the database this instance runs on: embedded PGlite or a PostgreSQL server */
      database: z.enum(['pglite', 'postgres']),
    }),
  ),
});
