import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
  type TextMode,
} from '@rentals/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { authChanging } from './auth-changes';

/** A person's e-mails' language: the one they chose, else both (the spec's mails). */
export const languageOf = (user: { language: string | null }): TextMode =>
  isLanguage(user.language) ? user.language : 'spec';

/** Keeps the choice on the profile, so e-mails go out in it. */
export async function storeLanguage(db: Executor, userId: string, language: Language) {
  authChanging('u', userId);
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/**
 * The cookie the pages are rendered by (apps/server/src/http/web-app.ts). Readable by the page's
 * script, which sets it too when the switch is used offline; it says nothing secret.
 */
export function setLanguageCookie(reply: FastifyReply, language: Language) {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    secure: reply.server.deps.config.env === 'production',
  });
}
