import {
  type accountContract,
  htmlLangOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@rentals/shared';
import { call } from '../api/client';
import { activateBrowserI18n } from './load';

/**
 * A person's choice: kept in a cookie the server reads (so the next page's first byte is in it)
 * and, signed in, on the profile (their e-mails' language); the page switches at once, without
 * a reload. The cookie is also written here, so the choice holds when the call cannot go out.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  await activateBrowserI18n(language, { withRest: true });
  document.documentElement.lang = htmlLangOf(language);
  document.documentElement.dataset.textMode = language;
  await call<typeof accountContract.chooseLanguage>(
    { method: 'POST', path: '/users/language' },
    { body: { language } },
  ).catch(() => undefined);
}
