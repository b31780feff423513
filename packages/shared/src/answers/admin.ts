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
