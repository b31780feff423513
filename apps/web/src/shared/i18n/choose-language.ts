import {
  htmlLangOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@rentals/shared';
import { activateBrowserI18n } from './load';

/** Listeners told when the language changes (the session saves it on the profile). */
const listeners = new Set<(language: Language) => void>();
export const onLanguageChosen = (listener: (language: Language) => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * A person's choice: kept in a cookie the server reads (so the next page's first byte is in it),
 * and the page switches at once, without a reload.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  await activateBrowserI18n(language);
  document.documentElement.lang = htmlLangOf(language);
  document.documentElement.dataset.textMode = language;
  listeners.forEach((listener) => listener(language));
}
