import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueSms } from '../../outbox/mail-queue';
import { alertSms, type AlertKind } from '../../sms/texts';
import { languageOf } from '../users/language';
import type { NotificationRow } from './repository';
import { NOTIFICATION_TYPES } from './types';

/** Which alert a notification type is, given who sent it (an expiry comes from the system). */
const ALERT_OF: Record<string, (fromSystem: boolean) => AlertKind> = {
  [NOTIFICATION_TYPES.rentRequest]: () => 'rentRequest',
  [NOTIFICATION_TYPES.rentAccepted]: () => 'rentAccepted',
  [NOTIFICATION_TYPES.requestDeclined]: () => 'requestDeclined',
  [NOTIFICATION_TYPES.requestExpired]: (fromSystem) =>
    fromSystem ? 'requestLapsed' : 'requestLapsedOwner',
};

const sender = alias(users, 'sender');

/**
 * Queues the SMS alert of a notification just written, in the same transaction, for a person
 * who wants alerts by SMS (signed up by phone, or chose it) and has a proved number (issue 34).
 * The text is made now: an SMS names only the sender, whose name cannot make it fail later.
 */
export async function queueNoticeSms(tx: Executor, row: NotificationRow): Promise<void> {
  const alertOf = ALERT_OF[row.type];
  if (!row.notifierId || !alertOf) return;
  const [parties] = await tx
    .select({
      phone: users.phone,
      smsAlerts: users.smsAlerts,
      language: users.language,
      senderName: sender.name,
    })
    .from(users)
    .leftJoin(sender, row.fromUserId ? eq(sender.id, row.fromUserId) : sql`false`)
    .where(eq(users.id, row.notifierId));
  if (!parties?.phone || !parties.smsAlerts) return;
  const fromSystem = row.fromUserId === null;
  await enqueueSms(tx, {
    to: parties.phone,
    text: alertSms(alertOf(fromSystem), parties.senderName ?? '', languageOf(parties)),
  });
}
