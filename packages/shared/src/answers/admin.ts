import { z } from 'zod';
import { idAnswer, instantAnswer } from './common';

/** Answers of the admin console's lists (spec 1 section 7). */

/** Who sent a report or a property request, as the admin console shows them. */
export const adminSenderAnswer = z
  .object({ _id: idAnswer, name: z.string(), email: z.string() })
  .meta({ id: 'AdminSender' });
export type AdminSender = z.output<typeof adminSenderAnswer>;

/** One report of GET /admin/reports (newest first, keyset paged). */
export const adminReportAnswer = z
  .object({
    _id: idAnswer,
    type: z.string(),
    description: z.string(),
    created_date: instantAnswer,
    user: adminSenderAnswer,
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.output<typeof adminReportAnswer>;

/** One request of GET /admin/property-requests (newest first, keyset paged). */
export const adminPropertyRequestAnswer = z
  .object({
    _id: idAnswer,
    region: z.string(),
    district: z.string(),
    customer_type: z.string(),
    property_type: z.string(),
    service: z.string(),
    description: z.string(),
    created_date: instantAnswer,
    user: adminSenderAnswer,
  })
  .meta({ id: 'AdminPropertyRequest' });
export type AdminPropertyRequest = z.output<typeof adminPropertyRequestAnswer>;

/** SMS of one UTC day (issue 34): handed to the SMSC, and what the carrier's receipts said. */
export const smsDayAnswer = z
  .object({
    day: z.string().meta({ description: 'YYYY-MM-DD, UTC' }),
    sent: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'SmsDay' });

/** GET /admin/sms: the last days' SMS, and today's count against the deployment's ceiling. */
export const smsStatsAnswer = z
  .object({
    today: z.number().int(),
    ceiling: z.number().int(),
    /** today's count has reached 80 % of the ceiling */
    nearCeiling: z.boolean(),
    days: z.array(smsDayAnswer),
  })
  .meta({ id: 'SmsStats' });
export type SmsStats = z.output<typeof smsStatsAnswer>;
