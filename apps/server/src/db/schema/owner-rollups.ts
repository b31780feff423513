import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * The owner overview's figures (issue 36), kept per owner by triggers of migration 0020 in the
 * same transaction as each record's write, so the overview reads a few hundred rows instead of
 * every request of the owner's listings. Days are Mogadishu days of the request's creation (or
 * the view's, the favourite's); rows whose count fell back to 0 stay. No foreign keys: a
 * listing's delete takes its share off first (trigger on renting_properties).
 */

/** Requests received per day, by first answer ('' while none) and status. */
export const ownerRequestDays = pgTable(
  'owner_request_days',
  {
    ownerId: uuid('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    answer: text('answer').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day, t.answer, t.status] })],
);

/** Accepted or declined requests received per day, by tenths of an hour waited for the answer. */
export const ownerAnswerWaits = pgTable(
  'owner_answer_waits',
  {
    ownerId: uuid('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tenths: integer('tenths').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day, t.tenths] })],
);

/** Views and favourites (still kept) per day. */
export const ownerInterestDays = pgTable(
  'owner_interest_days',
  {
    ownerId: uuid('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/** Accepted hotel stays and hall events priced, by the month (first day) they begin in. */
export const ownerIncomeMonths = pgTable(
  'owner_income_months',
  {
    ownerId: uuid('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    usd: numeric('usd').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month] })],
);
