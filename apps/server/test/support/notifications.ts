import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { notifications, rentingProperties } from '../../src/db/schema';
import type { LiveEvent, Realtime } from '../../src/realtime/realtime';
import type { Mailbox } from './mailbox';
import type { TestApp } from './app';
import { createRentRequest, type Signed } from './factories';

/** Every notification about one thing: type, from, notifier. */
export const noticesAbout = (db: Executor, about: string) =>
  db
    .select({
      type: notifications.type,
      from: notifications.fromUserId,
      notifier: notifications.notifierId,
    })
    .from(notifications)
    .where(eq(notifications.about, about));

export const propertyRow = async (db: Executor, id: string) =>
  (await db.select().from(rentingProperties).where(eq(rentingProperties.id, id)))[0]!;

/** The renter asks for the property through the API; answers the record now holding it. */
export const requestRent = async (t: TestApp, renter: Signed, propertyId: string) =>
  (await createRentRequest(t, renter, propertyId)).recordId;

/** The owner accepts the renter's pending request through the API. */
export async function acceptRent(
  t: TestApp,
  owner: Signed,
  renter: Signed,
  propertyId: string,
  recordId: string,
) {
  return t.post(
    '/api/rentingProperty/rent',
    {
      propertyRentingRecordId: recordId,
      propertyId,
      userId: renter.user.id,
      acceptedBy: owner.user.id,
    },
    owner.cookie,
  );
}

/** A Realtime that remembers what it was told, for tests that check the live events. */
export function recordingRealtime() {
  const events: { to: string; event: LiveEvent }[] = [];
  const realtime: Realtime = {
    toUser: (userId, event) => void events.push({ to: userId, event }),
    toAdmins: (event) => void events.push({ to: 'admins', event }),
    endSessions: () => {},
    close: async () => {},
  };
  return { realtime, events };
}

/** A received mail as text: quoted-printable soft breaks and escapes undone. */
export const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Mails to `to` whose text contains `text`. */
export const mailsTo = (mailbox: Mailbox, to: string, text: string) =>
  mailbox.mails.filter((m) => m.to.includes(to.toLowerCase()) && mailText(m.raw).includes(text));

/** Waits for a mail to `to` containing `text`; answers its text. */
export async function waitForMail(mailbox: Mailbox, to: string, text: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = mailsTo(mailbox, to, text);
    if (mail) return mailText(mail.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `check` passes (the outbox works after the response), up to `timeoutMs`. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
