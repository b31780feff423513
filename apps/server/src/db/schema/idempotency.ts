import { pgTable, text, integer, index, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/**
 * One `Idempotency-Key` a client sent with a creating call (DESIGN: retries of a booking or an
 * upload must not run twice). The key is scoped by who sent it (`user:<id>` or `ip:<address>`),
 * so two people never share a key. `fingerprint` is the SHA-256 of the method, path and body;
 * `status` is null while the first request is still running, then the stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
