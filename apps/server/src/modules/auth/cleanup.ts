import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, loginCodes } from '../../db/schema';
import { purgeRemovedNotifications } from '../notifications/repository';
import { purgeExpiredDevices } from './devices';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Removes expired sessions and day-old codes. Codes are kept a day (not just their 10 minutes)
 * because the per-address and per-e-mail limits count recent codes.
 */
export async function purgeExpiredSignIns(db: Db, now = new Date()) {
  const sessions = await db
    .delete(authSessions)
    .where(lt(authSessions.expiresAt, now))
    .returning({ id: authSessions.id });
  const codes = await db
    .delete(loginCodes)
    .where(lt(loginCodes.createdAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: loginCodes.id });
  return { sessions: sessions.length, codes: codes.length };
}

/**
 * Runs the purge hourly in the background, with the month-old removed-notification ids (a client
 * deletes a removed card right away, not a month later); the timer never keeps the process alive.
 */
export function schedulePurge(db: Db, onError: (err: unknown) => void) {
  const purge = async () => {
    await purgeExpiredSignIns(db);
    await purgeExpiredDevices(db);
    await purgeRemovedNotifications(db, new Date(Date.now() - 30 * DAY_MS));
  };
  const timer = setInterval(() => purge().catch(onError), 3600 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
