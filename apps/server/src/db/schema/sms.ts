import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, uuidId } from './columns';

/**
 * One SMS handed to the SMSC (issue 34): a sign-in code or an alert. The daily ceiling counts
 * these rows, and the carrier's delivery receipts (deliver_sm) mark them delivered or failed,
 * for the admin console. The text itself is not kept: a code in it would outlive the code.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuidId(),
    /** the number, E.164 */
    to: text('to').notNull(),
    kind: text('kind', { enum: ['code', 'alert'] }).notNull(),
    /** the message ids the SMSC gave, one per concatenated part */
    messageIds: jsonb('message_ids').$type<string[]>().notNull(),
    /** sent (accepted by the SMSC), then delivered or failed by its receipt */
    status: text('status', { enum: ['sent', 'delivered', 'failed'] })
      .notNull()
      .default('sent'),
    /** the receipt's final state (DELIVRD, UNDELIV, EXPIRED, REJECTD...) */
    receiptState: text('receipt_state'),
    receiptAt: moment('receipt_at'),
    parts: integer('parts').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt),
    // A receipt names one part's message id.
    index('sms_messages_ids_idx').using('gin', t.messageIds),
  ],
);
