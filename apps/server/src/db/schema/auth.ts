import { pgTable, uuid, text, integer, index } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, uuidId } from './columns';
import { users } from './users';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * A browser where the person signed in before (a long-lived cookie set at each sign-in, kept
 * at sign-out). Only the SHA-256 of its random token is stored. A known device may still ask
 * for sign-in codes when strangers have used up the address's overall ceiling
 * (CODES_PER_EMAIL_TOTAL).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/**
 * One code sent by e-mail or SMS: to sign in or up, or to confirm an account's new e-mail
 * address or phone number. The code itself is never stored, only a salted hash.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuidId(),
    /**
     * where the code was sent: an e-mail address, or a phone number in E.164 for an SMS code
     * (for a change, the new one); the limits count codes by it either way
     */
    email: text('email').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'signup', 'email-change', 'phone-change'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** the name given at sign-up, used when the account is created */
    name: text('name'),
    /** for an e-mail change: the account whose address becomes `email` once the code comes back */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** tries from the client address that asked for the code (`ip`) */
    attempts: integer('attempts').notNull().default(0),
    /** tries from every other client address together */
    otherAttempts: integer('other_attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_codes_email_idx').on(t.email, t.createdAt),
    index('login_codes_ip_idx').on(t.ip, t.createdAt),
    index('login_codes_user_idx').on(t.userId),
  ],
);
