import { pgTable, text, timestamp, integer, index, primaryKey } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
