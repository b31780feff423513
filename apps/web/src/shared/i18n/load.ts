import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocaleOf, TEXT_MODES, type TextMode } from '@rentals/shared';

/** Each mode's catalogues in a chunk of their own: a page downloads only its language. */
const LOADERS: Record<TextMode, () => Promise<{ messages: Messages }>> = {
  spec: () => import('./catalogue-spec'),
  so: () => import('./catalogue-so'),
  en: () => import('./catalogue-en'),
};

export const loadMessages = async (mode: TextMode): Promise<Messages> =>
  (await LOADERS[mode]()).messages;

/** An i18n instance in `mode` (the server renders each page with its own). */
export function createI18n(mode: TextMode, messages: Messages): I18n {
  return setupI18n({ locale: mode, locales: intlLocaleOf(mode), messages: { [mode]: messages } });
}

/**
 * The browser's one instance (the one code outside components reads, e.g. a toast's text), in
 * the mode the server wrote on `<html data-text-mode>`.
 */
export async function activateBrowserI18n(mode: TextMode): Promise<I18n> {
  i18n.loadAndActivate({
    locale: mode,
    locales: intlLocaleOf(mode),
    messages: await loadMessages(mode),
  });
  return i18n;
}

/** The mode the server rendered the document in (apps/server/src/http/web-app.ts). */
export function documentTextMode(): TextMode {
  const mode = document.documentElement.dataset.textMode;
  return (TEXT_MODES as readonly string[]).includes(mode ?? '') ? (mode as TextMode) : 'spec';
}
