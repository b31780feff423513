import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocaleOf, TEXT_MODES, type TextMode } from '@rentals/shared';

/**
 * Each mode's catalogues in two chunks: the landing page's and the app shell's texts ('core'),
 * which a page needs to show at all, and every other page's ('rest'), loaded right after and
 * awaited by those pages' code (app/routes/lazy-pages.ts). A phone downloads only its language,
 * and the landing page only what it shows (the page-weight budget, bench/page-weight.ts).
 */
type Part = 'core' | 'rest';
type Loader = () => Promise<{ messages: Messages }>;
const LOADERS: Record<TextMode, Record<Part, Loader>> = {
  spec: {
    core: () => import('./catalogue-spec-core'),
    rest: () => import('./catalogue-spec-rest'),
  },
  so: { core: () => import('./catalogue-so-core'), rest: () => import('./catalogue-so-rest') },
  en: { core: () => import('./catalogue-en-core'), rest: () => import('./catalogue-en-rest') },
};

const load = async (mode: TextMode, part: Part) => (await LOADERS[mode][part]()).messages;

/** All of a mode's texts (the server's rendering loads them all once). */
export const loadMessages = async (mode: TextMode): Promise<Messages> => ({
  ...(await load(mode, 'core')),
  ...(await load(mode, 'rest')),
});

/** An i18n instance in `mode` (the server renders each page with its own). */
export function createI18n(mode: TextMode, messages: Messages): I18n {
  return setupI18n({ locale: mode, locales: intlLocaleOf(mode), messages: { [mode]: messages } });
}

/**
 * The browser's table of each mode's messages, handed to Lingui once: the rest of a language is
 * added into it without Lingui's 'change' event. That event re-renders the whole tree from the
 * I18nProvider; arriving while React is still hydrating a server-rendered page, it would make
 * React throw the page's server HTML away and render it anew, and a tap boot.js held for it
 * would be replayed on a button no longer in the page. Only pages that await the rest read it.
 */
const tables = new Map<TextMode, Messages>();
function tableOf(mode: TextMode): Messages {
  let table = tables.get(mode);
  if (!table) {
    table = {};
    tables.set(mode, table);
    i18n.load(mode, table);
  }
  return table;
}

const rest = new Map<TextMode, Promise<void>>();

/** The rest of the browser's language, loaded once; pages other than the landing await it. */
export function restOfTexts(mode: TextMode = i18n.locale as TextMode): Promise<void> {
  let loading = rest.get(mode);
  if (!loading) {
    loading = load(mode, 'rest').then((messages) => void Object.assign(tableOf(mode), messages));
    rest.set(mode, loading);
  }
  return loading;
}

/**
 * The browser's one instance (the one code outside components reads, e.g. a toast's text) in
 * `mode`: at start its core texts, the rest following (not awaited); on a switch of language
 * (`withRest`) all of them before the page changes.
 */
export async function activateBrowserI18n(
  mode: TextMode,
  { withRest = false }: { withRest?: boolean } = {},
): Promise<I18n> {
  Object.assign(tableOf(mode), await load(mode, 'core'));
  const loadingRest = restOfTexts(mode);
  if (withRest) await loadingRest;
  i18n.activate(mode, intlLocaleOf(mode));
  return i18n;
}

/** The mode the server rendered the document in (apps/server/src/http/web-app.ts). */
export function documentTextMode(): TextMode {
  const mode = document.documentElement.dataset.textMode;
  return (TEXT_MODES as readonly string[]).includes(mode ?? '') ? (mode as TextMode) : 'spec';
}
